import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

/** Waits for an e-mail that the suite's SMTP server received (global-setup) and that matches. */
export async function waitForMail(
  mailDir: string,
  matches: (mail: ParsedMail) => boolean,
  timeoutMs = 20_000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  const seen = new Map<string, ParsedMail>();
  while (Date.now() < deadline) {
    for (const file of await readdir(mailDir)) {
      if (seen.has(file)) continue;
      const mail = await simpleParser(await readFile(join(mailDir, file)));
      seen.set(file, mail);
      if (matches(mail)) return mail;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no matching e-mail arrived within ${timeoutMs} ms (${seen.size} arrived)`);
}
