import { describe, expect, it, vi } from 'vitest';
import { createVersionReader } from './version-reader';

/** A fake database read whose answers we release by hand. */
function controlledRead() {
  let value = 0;
  const started: { resolve: (v: number) => void; valueAtStart: number }[] = [];
  return {
    set: (v: number) => {
      value = v;
    },
    started,
    read: () =>
      new Promise<number>((resolve) => {
        started.push({ resolve, valueAtStart: value });
      }),
    finish(i: number) {
      const s = started[i];
      if (!s) throw new Error(`read ${i} not started`);
      s.resolve(s.valueAtStart);
    },
  };
}

describe('version reader', () => {
  it('never answers a caller with a read that started before it called', async () => {
    const db = controlledRead();
    const version = createVersionReader(db.read);
    const early = version(); // starts read 0 (sees version 0)
    db.set(1); // a change commits while read 0 is in flight
    const late = version(); // must not reuse read 0
    const later = version(); // shares the next read with `late`
    db.finish(0);
    expect(await early).toBe(0);
    await vi.waitFor(() => expect(db.started).toHaveLength(2));
    db.finish(1);
    expect(await late).toBe(1);
    expect(await later).toBe(1);
  });

  it('shares one read among callers that queue behind the same read', async () => {
    const db = controlledRead();
    const version = createVersionReader(db.read);
    const a = version();
    const waiting = [version(), version(), version()];
    db.finish(0);
    await a;
    await vi.waitFor(() => expect(db.started).toHaveLength(2));
    db.finish(1);
    await Promise.all(waiting);
    expect(db.started).toHaveLength(2);
  });

  it('recovers after a failed read', async () => {
    let fail = true;
    const version = createVersionReader(async () => {
      if (fail) throw new Error('db down');
      return 7;
    });
    await expect(version()).rejects.toThrow('db down');
    fail = false;
    expect(await version()).toBe(7);
  });
});
