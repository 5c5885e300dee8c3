/**
 * Group commit for small writes made side by side: items that arrive while a write is under way (or
 * in the same tick) go together in the next one, so N deliveries finishing together cost one
 * statement and one commit instead of N. Each caller's promise settles when its own item's write
 * does; a quiet system writes each item at once.
 */
export function groupWriter<T>(write: (items: T[]) => Promise<unknown>): (item: T) => Promise<void> {
  let queued: { item: T; resolve: () => void; reject: (err: unknown) => void }[] = [];
  let writing: Promise<void> | undefined;

  async function flush(): Promise<void> {
    while (queued.length > 0) {
      const group = queued;
      queued = [];
      try {
        await write(group.map((entry) => entry.item));
        for (const entry of group) entry.resolve();
      } catch (err) {
        for (const entry of group) entry.reject(err);
      }
    }
    writing = undefined;
  }

  return (item) =>
    new Promise<void>((resolve, reject) => {
      queued.push({ item, resolve, reject });
      // A microtask later, so that the items of this tick join the first write.
      writing ??= Promise.resolve().then(flush);
    });
}
