import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Tests wait for things, never for time (issue 27): a fixed sleep is too short on a busy machine
 * and too long on a quiet one. They wait with vi.waitFor / expect.poll, or on an event (a
 * process's output line, a promise the code resolves). This reads every test file and test helper
 * and fails on a timer used to wait.
 */
const ROOT = join(import.meta.dirname, '..');

/** Timers and sleeps: a test that needs one for waiting should wait on the condition instead. */
const FORBIDDEN: { name: string; pattern: RegExp }[] = [
  { name: 'setTimeout', pattern: /\bsetTimeout\b/ },
  { name: 'setInterval', pattern: /\bsetInterval\b/ },
  { name: 'sleep', pattern: /\bsleep\s*\(/ },
  { name: "Playwright's waitForTimeout", pattern: /\bwaitForTimeout\b/ },
];

/** File → the timer it may use, and why that is not a wait. */
const ALLOWED: Record<string, { name: string; reason: string }> = {
  'test/helpers/slow-clients.ts': {
    name: 'setInterval',
    reason: 'the slow-request attack writes one byte every interval: the timer is the attack, not a wait',
  },
  'test/helpers/imap.ts': {
    name: 'setTimeout',
    reason:
      'it also runs outside vitest (npm run bench:receipts), where vi.waitFor cannot be imported; it retries a refused connection every 50 ms until Dovecot listens, bounded by its timeout',
  },
};

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((path) => join(dir, path).split('\\').join('/'))
    .filter(keep);
}

const testFiles = [
  ...filesUnder('src', (p) => /\.test\.tsx?$/.test(p)),
  ...filesUnder('e2e', (p) => /\.tsx?$/.test(p)),
  ...filesUnder('test', (p) => /\.tsx?$/.test(p)),
].filter(
  (p) =>
    p !==
    relative(ROOT, import.meta.filename)
      .split('\\')
      .join('/'),
);

function timersIn(path: string): string[] {
  const text = readFileSync(join(ROOT, path), 'utf8');
  return FORBIDDEN.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);
}

describe('tests wait for things, not for time', () => {
  it('finds the test files (the scan is not looking in the wrong place)', () => {
    expect(testFiles).toContain('src/client/features/booking/booking-page.test.tsx');
    expect(testFiles).toContain('src/server/start-and-stop.process.test.ts');
    expect(testFiles).toContain('test/helpers/mail.ts');
    expect(testFiles).toContain('e2e/helpers/mail.ts');
    expect(testFiles.length).toBeGreaterThan(100);
  });

  it('no test file or helper uses a timer or a sleep to wait', () => {
    const found = testFiles.flatMap((path) =>
      timersIn(path)
        .filter((name) => ALLOWED[path]?.name !== name)
        .map((name) => `${path}: ${name}`),
    );
    expect(found, 'wait with vi.waitFor / expect.poll or on an event instead').toEqual([]);
  });

  it('every allowed timer is still there (a stale entry would hide a new one)', () => {
    for (const [path, { name }] of Object.entries(ALLOWED)) expect(timersIn(path), path).toContain(name);
  });
});
