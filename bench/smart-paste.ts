// The smart-paste parser's time for 100 full rows (issue 12: under 20 ms on the server): Bank
// Alpha's sample export (docs/samples/alpha-fpt-tab.txt, 10 rows) repeated to 100 rows with their
// header, parsed for the full list again and again in one process; median and p95 of one parse.
// The bench checks every parse accepts all 100 rows, so a wrong run fails instead of being timed.
// Usage: npx tsx bench/smart-paste.ts [runs]   (default 500 timed runs after 50 warm-up runs)
import { readFileSync } from 'node:fs';
import { parseSmartPaste, SAMPLE_SMART_FORMATS } from '@afx/domain';

const RUNS = Number(process.argv[2] ?? 500);
const WARM_UP = 50;
const NOW = new Date('2026-11-25T12:00:00Z');

const sample = readFileSync(new URL('../docs/samples/alpha-fpt-tab.txt', import.meta.url), 'utf8');
const [header = '', ...rows] = sample.split('\r\n').filter((line) => line !== '');
const text = [header, ...Array.from({ length: 100 }, (_, index) => rows[index % rows.length])].join('\r\n');

function parseOnce(): number {
  const started = performance.now();
  const result = parseSmartPaste(SAMPLE_SMART_FORMATS.alphaFpt, text, { variant: 'full', now: NOW });
  const elapsed = performance.now() - started;
  const accepted = result.rows.filter((row) => row.outcome === 'accepted').length;
  if (result.list.length !== 100 || accepted !== 100) {
    throw new Error(`expected 100 accepted rows, got ${accepted} (list ${result.list.length})`);
  }
  return elapsed;
}

for (let run = 0; run < WARM_UP; run++) parseOnce();
const times = Array.from({ length: RUNS }, parseOnce).sort((a, b) => a - b);
const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
console.log(
  `smart paste, 100 full rows (${(text.length / 1024).toFixed(1)} kB), ${RUNS} runs, Node ${process.version}: ` +
    `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${at(1).toFixed(2)} ms`,
);
