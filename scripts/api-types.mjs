// `npm run api:types`: the web's API types, generated from the server's OpenAPI document, written to
// apps/web/src/api/generated/openapi.ts. `npm run api:check` (part of `npm run lint`) generates
// them again and fails when the committed file differs: an answer changed on the server and the
// web was not regenerated (docs/decisions/0030-typed-contract.md).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

const root = path.resolve(import.meta.dirname, '..');
const TYPES_FILE = path.join(root, 'apps/web/src/api/generated/openapi.ts');
const check = process.argv.includes('--check');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'afx-api-types-'));
try {
  const documentFile = path.join(work, 'openapi.json');
  execFileSync('npx', ['tsx', 'src/cli/openapi-document.ts', documentFile], {
    cwd: path.join(root, 'apps/server'),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const document = JSON.parse(fs.readFileSync(documentFile, 'utf8'));
  const types = COMMENT_HEADER + astToString(await openapiTS(document, { silent: true }));
  if (check) {
    const committed = fs.existsSync(TYPES_FILE) ? fs.readFileSync(TYPES_FILE, 'utf8') : '';
    if (committed !== types) {
      console.error(
        `${path.relative(root, TYPES_FILE)} is not what the server's OpenAPI document gives: ` +
          'run `npm run api:types` and commit the result.',
      );
      process.exit(1);
    }
    console.log(`${path.relative(root, TYPES_FILE)} matches the server's OpenAPI document.`);
  } else {
    fs.mkdirSync(path.dirname(TYPES_FILE), { recursive: true });
    fs.writeFileSync(TYPES_FILE, types);
    console.log(`wrote ${path.relative(root, TYPES_FILE)}`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
