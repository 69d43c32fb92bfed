/**
 * Reads the catalogue version for many concurrent requests with few queries, without ever
 * answering a request with a version read before it arrived: a request waits for a read that
 * starts after it came in. Requests arriving while a read is in flight share the next read.
 * So a cache lookup never sees a version older than any change committed before the request.
 */
export function createVersionReader(read: () => Promise<number>): () => Promise<number> {
  let inFlight: Promise<number> | null = null;
  let next: Promise<number> | null = null;

  const start = (): Promise<number> => {
    const p = read().finally(() => {
      if (inFlight === p) inFlight = null;
    });
    inFlight = p;
    return p;
  };

  return () => {
    if (!inFlight) return start();
    // A read is already running, but it may have started before this request: queue for the next one.
    if (!next) {
      const current = inFlight;
      next = current
        .catch(() => undefined)
        .then(() => {
          next = null;
          return start();
        });
    }
    return next;
  };
}
