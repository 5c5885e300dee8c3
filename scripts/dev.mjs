// `npm run dev`: the server (restarting on change) and Vite's dev server with its proxy to it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The server trusts Vite's origin (apps/web/vite.config.ts) for sign-in only when told so: here.
const serverEnv = { ...process.env, DEV_WEB_ORIGIN: 'http://localhost:5173' };
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], { cwd: root, stdio: 'inherit', env: serverEnv }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
children.forEach((c) =>
  c.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  }),
);
