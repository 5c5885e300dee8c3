import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export class DataDirInUseError extends Error {}

export type EmbeddedDatabase = {
  url: string;
  stop: () => Promise<void>;
};

const LOCK_FILE = 'afx.lock';

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process. A second server on the same directory must not start
 * a second PGlite on the same files (that corrupts them), so it fails here; a lock left by a
 * process that died is taken over.
 */
function acquireLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && pidAlive(owner)) {
        throw new DataDirInUseError(
          `The data directory ${dataDir} is in use by another AFX server (pid ${owner}). ` +
            'Stop it first, or start this one with another DATA_DIR.',
        );
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dataDir}`);
}

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** Starts PGlite in a child process on loopback and answers its connection URL. */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const release = acquireLock(dataDir);
  const pgDir = path.join(dataDir, 'pglite');
  let child: ChildProcess;
  try {
    child = fork(path.join(import.meta.dirname, 'embedded-server.ts'), [pgDir, '0'], {
      execArgv: ['--import', tsxLoader],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  } catch (err) {
    release();
    throw err;
  }
  const port = await new Promise<number>((resolve, reject) => {
    const onExit = (code: number | null): void => reject(new Error(`embedded database exited (${code})`));
    child.once('exit', onExit);
    child.on('message', (m: { ready?: boolean; port?: number; error?: boolean; message?: string }) => {
      if (m.ready && m.port) {
        child.off('exit', onExit);
        resolve(m.port);
      } else if (m.error) reject(new Error(`embedded database failed: ${m.message}`));
    });
  }).catch((err: unknown) => {
    release();
    throw err;
  });
  child.once('exit', release);

  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          release();
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
