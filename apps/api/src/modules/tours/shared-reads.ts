/**
 * Wraps a read so concurrent callers share it without ever getting a stale answer: a caller gets
 * the result of a read that started after it called. While a read is running, new callers wait
 * together for the next one, which starts as soon as the running one ends. So there is at most one
 * read in flight, each caller waits at most two reads, and a change committed before a call is
 * always seen by it.
 */
export function sharedReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;

  const start = () => {
    const current = read();
    running = current;
    const clear = () => {
      if (running === current) running = undefined;
    };
    current.then(clear, clear);
    return current;
  };

  return () => {
    if (!running) return start();
    if (!queued) {
      const settled = running.then(
        () => undefined,
        () => undefined,
      );
      queued = settled.then(() => {
        queued = undefined;
        return start();
      });
    }
    return queued;
  };
}
