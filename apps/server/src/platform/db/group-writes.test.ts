import { describe, expect, it } from 'vitest';
import { groupWriter } from './group-writes.js';

describe('group writes', () => {
  it('writes the items of one tick together, and those arriving meanwhile in the next write', async () => {
    const writes: number[][] = [];
    let release: () => void = () => undefined;
    const write = groupWriter<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = [write(1), write(2), write(3)];
    await Promise.resolve();
    await Promise.resolve();
    const second = [write(4), write(5)];
    release();
    await Promise.all([...first, ...second]);
    expect(writes).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    await write(6);
    expect(writes.at(-1)).toEqual([6]);
  });

  it('fails every item of a failed write, and only those', async () => {
    let fail = true;
    const write = groupWriter<string>(async () => {
      if (fail) throw new Error('database gone');
    });
    const failed = Promise.allSettled([write('a'), write('b')]);
    expect((await failed).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(write('c')).resolves.toBeUndefined();
  });
});
