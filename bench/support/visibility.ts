// How soon a recipient sees new items (FPT alerts, Crime Check requests): its list polled back to
// back as the web asks for it, its open event stream's badge counts, and the times from each item's
// create request to both.
import http from 'node:http';
import type { clientOf } from './portal-bench.js';
import { ms, pct } from './portal-bench.js';

/**
 * The user's open event stream (GET /api/events): each event of type `type` handed to `onEvent` with
 * its data and arrival time; `ready` once the stream says it is connected.
 */
export function openEventStream<T>(
  base: string,
  token: string,
  type: string,
  onEvent: (data: T, at: number) => void,
) {
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  const named = new RegExp(`^event: ${type}$`, 'm');
  const req = http.get(`${base}/api/events`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
    if (res.statusCode !== 200) throw new Error(`/api/events: HTTP ${res.statusCode}`);
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk: string) => {
      const at = performance.now();
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.includes(': connected')) connected();
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (named.test(frame) && data) onEvent(JSON.parse(data) as T, at);
      }
    });
  });
  return { ready, close: () => req.destroy() };
}

/** The 'counter' events of one badge (`counter`: 'fpt', 'crc') on an open event stream, with arrival times. */
export function openCounterEvents(base: string, token: string, counter: string) {
  const counts: { at: number; newCount: number }[] = [];
  const stream = openEventStream<{ counter: string; new_count: number }>(
    base,
    token,
    'counter',
    (event, at) => {
      if (event.counter === counter) counts.push({ at, newCount: event.new_count });
    },
  );
  return { counts, ...stream };
}

/** A list asked for back to back: when each row's id first appeared. */
export function pollList(client: ReturnType<typeof clientOf>, path: string, body: unknown) {
  const seenAt = new Map<string, number>();
  let polls = 0;
  let polling = true;
  const done = (async () => {
    while (polling) {
      const res = await client.post(path, body);
      const at = performance.now();
      polls += 1;
      for (const row of (JSON.parse(res.text) as { list: { id: string }[] }).list)
        if (!seenAt.has(row.id)) seenAt.set(row.id, at);
    }
  })();
  return {
    seenAt,
    polls: () => polls,
    stop: async () => {
      polling = false;
      await done;
    },
  };
}

/** An item created: its id, when its create request left and when it was answered. */
export type Created = { id: string; sent: number; answered: number };

/**
 * Waits until every created item is listed and the badge reached `baseline` + all of them, then prints
 * p50/p95 of create → answer, → listed, → counted. The k-th item answered is counted once the badge
 * reaches baseline + k (each creation's own event counts it and every item committed before it). A
 * badge that stops short leaves some uncounted: they are reported, not waited for, after 5 s.
 */
export async function reportVisibility(options: {
  title: string;
  listName: string;
  created: Created[];
  list: ReturnType<typeof pollList>;
  events: ReturnType<typeof openCounterEvents>;
  baseline: number;
}): Promise<void> {
  const { created, list, events, baseline } = options;
  const byAnswer = [...created].sort((a, b) => a.answered - b.answered);
  const counted = () => events.counts.some((c) => c.newCount >= baseline + created.length);
  const listed = () => created.every((c) => list.seenAt.has(c.id));
  const start = performance.now();
  while (!(listed() && counted()) && performance.now() - start < (listed() ? 5_000 : 30_000))
    await new Promise((resolve) => setTimeout(resolve, 10));
  await list.stop();
  if (!listed()) throw new Error(`not every item was listed in ${options.listName} within 30 s`);

  const createMs = created.map((c) => c.answered - c.sent);
  const listMs = created.map((c) => list.seenAt.get(c.id)! - c.sent);
  const eventMs = byAnswer.flatMap((c, k) => {
    const event = events.counts.find((e) => e.newCount >= baseline + k + 1);
    return event ? [event.at - c.sent] : [];
  });
  console.log(`\n${options.title}`);
  for (const [name, xs] of [
    ['create (request → answer)', createMs],
    [`visible in ${options.listName}`, listMs],
    ["counted by the 'counter' event", eventMs.length > 0 ? eventMs : [Number.NaN]],
  ] as const)
    console.log(`${name.padEnd(32)} p50 ${ms(pct(xs, 50)).padStart(9)}   p95 ${ms(pct(xs, 95)).padStart(9)}`);
  console.log(
    `(${list.polls()} list polls; ${events.counts.length} counter events, counted ${eventMs.length} of ${created.length}: ` +
      `new_count in the order delivered ${events.counts.map((c) => c.newCount - baseline).join(' ')})`,
  );
}
