import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installPeriodicJob } from './periodic';

describe('periodic jobs', () => {
  it('run on their interval, log a failed run and go on, and stop when the app closes', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
    let runs = 0;
    installPeriodicJob(app, {
      everyMs: 10,
      run: async () => {
        runs++;
        if (runs === 2) throw new Error('database away');
      },
      failure: 'test sweep failed',
    });
    await app.ready();
    await expect.poll(() => runs, { timeout: 2_000 }).toBeGreaterThanOrEqual(4);
    const failures = lines.map((line) => JSON.parse(line)).filter((l) => l.msg === 'test sweep failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ level: 40, err: { message: 'database away' } });

    await app.close();
    const atClose = runs;
    // A second app's job on the same interval is the clock: once it has run five times, the
    // closed app's job would have run too, had its timer been left.
    const witness = Fastify({ logger: false });
    let witnessRuns = 0;
    installPeriodicJob(witness, { everyMs: 10, run: async () => witnessRuns++, failure: 'witness failed' });
    await witness.ready();
    await expect.poll(() => witnessRuns, { timeout: 2_000 }).toBeGreaterThanOrEqual(5);
    await witness.close();
    expect(runs).toBe(atClose);
  });
});
