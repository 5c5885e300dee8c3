// Cold start: an empty embedded database to a listening portal (migrations and demo data included).
// Usage: node bench/cold-start.mjs [runs=3]   (builds the web app first if it is missing)
import { startPortal } from './support/portal.mjs';

const runs = Number(process.argv[2] ?? 3);
const port = 8190;

const times = [];
for (let i = 0; i < runs; i++) {
  const t0 = Date.now();
  const portal = await startPortal({ port, pollMs: 50 });
  const ms = Date.now() - t0;
  await portal.stop();
  times.push(ms);
  console.log(`run ${i + 1}: ${ms} ms`);
}
times.sort((a, b) => a - b);
console.log(
  `cold start (empty embedded database → healthy): median ${times[Math.floor(times.length / 2)]} ms, min ${times[0]} ms, max ${times.at(-1)} ms`,
);
