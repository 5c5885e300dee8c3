// Initial JS of the built web app: the entry script and every module it preloads, gzip-compressed.
// Usage: npm run build && node bench/initial-js.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((m) => m[1]);
let raw = 0;
let gzip = 0;
for (const file of new Set(files)) {
  const body = fs.readFileSync(path.join(dist, file));
  const gz = zlib.gzipSync(body, { level: 9 }).length;
  raw += body.length;
  gzip += gz;
  console.log(
    `${file.padEnd(48)} ${(body.length / 1024).toFixed(1).padStart(7)} kB  gzip ${(gz / 1024).toFixed(1).padStart(6)} kB`,
  );
}
console.log(
  `initial JS: ${new Set(files).size} files, ${(raw / 1024).toFixed(1)} kB, gzip ${(gzip / 1024).toFixed(1)} kB`,
);
