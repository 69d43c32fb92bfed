import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installPeriodicJob } from './periodic';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
    await sleep(60);
    expect(runs).toBe(atClose);
  });
});
