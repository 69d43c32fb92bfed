import { describe, expect, it } from 'vitest';
import { createRequestStats, REQUEST_WINDOW_MINUTES, SLOW_REQUEST_MS } from './request-stats';

describe('request stats of the last hour', () => {
  it('counts 5xx and slow answers, and forgets each minute an hour after it', () => {
    let clock = new Date('2026-11-28T09:00:10Z').getTime();
    const stats = createRequestStats(() => new Date(clock));
    stats.record(200, 20);
    stats.record(500, 20);
    stats.record(503, SLOW_REQUEST_MS + 1);
    stats.record(404, SLOW_REQUEST_MS);
    expect(stats.lastHour()).toEqual({ serverErrors: 2, slow: 1 });

    clock += 30 * 60_000;
    stats.record(502, 5_000);
    expect(stats.lastHour()).toEqual({ serverErrors: 3, slow: 2 });

    // An hour after the first minute: its bucket no longer counts, though nothing wrote over it.
    clock += (REQUEST_WINDOW_MINUTES - 30) * 60_000;
    expect(stats.lastHour()).toEqual({ serverErrors: 1, slow: 1 });

    // The same slot of the ring, a round later: emptied before it is reused.
    stats.record(200, 10);
    expect(stats.lastHour()).toEqual({ serverErrors: 1, slow: 1 });
    clock += 31 * 60_000;
    expect(stats.lastHour()).toEqual({ serverErrors: 0, slow: 0 });
  });
});
