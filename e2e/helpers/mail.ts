import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { vi } from 'vitest';

/**
 * Waits for an e-mail that the suite's SMTP server received (global-setup) and that matches. 45 s
 * at most: when `npm test` runs the PostgreSQL integration tier beside the browser tests, an
 * e-mail through the outbox and the queue once took over 20 s (CI rehearsal, 2026-11-29).
 */
export async function waitForMail(
  mailDir: string,
  matches: (mail: ParsedMail) => boolean,
  timeoutMs = 45_000,
): Promise<ParsedMail> {
  const seen = new Map<string, ParsedMail>();
  return vi.waitFor(
    async () => {
      for (const file of await readdir(mailDir)) {
        if (seen.has(file)) continue;
        seen.set(file, await simpleParser(await readFile(join(mailDir, file))));
      }
      const mail = [...seen.values()].find(matches);
      if (!mail) throw new Error(`no matching e-mail arrived within ${timeoutMs} ms (${seen.size} arrived)`);
      return mail;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}
