import { as, type TestContext } from './harness.js';

/** Opens the event stream as a user and collects its frames. */
export async function openStream(ctx: TestContext, login: string) {
  const controller = new AbortController();
  const res = await fetch(`${ctx.baseUrl}/api/events`, {
    headers: await as(ctx, login),
    signal: controller.signal,
  });
  const frames: string[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      const parts = buffer.split('\n\n');
      buffer = parts.pop() ?? '';
      frames.push(...parts);
    }
  })();
  const waitFor = async (pred: (f: string) => boolean, ms = 1000) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const hit = frames.find(pred);
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 10));
    }
    return undefined;
  };
  return { res, frames, waitFor, close: async () => (controller.abort(), pump) };
}

/** The JSON data of an SSE frame. */
export const frameData = (frame: string): unknown => JSON.parse(frame.split('data: ')[1]!);
