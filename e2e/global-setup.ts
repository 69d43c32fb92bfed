import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { startDnsServer } from '../test/helpers/dns';
import { type DkimTestKey, dkimRecords, dkimTestKey, startImapServer } from '../test/helpers/imap';
import { freePort, startServer, waitUntilReady } from '../test/helpers/server-process';
import { CHROMIUM_PATH } from './helpers/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    admin: { email: string; password: string };
    /** Where the suite's SMTP server writes each arriving e-mail, one .eml file each. */
    mailDir: string;
    /** The business's payments mailbox (IMAP) and the key Cash App's receipts are signed with. */
    payments: { imapUrl: string; cashAppKey: DkimTestKey };
  }
}

/** Starts the production build on a fresh embedded database with demo data, once for the e2e suite. */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`End-to-end tests need Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  }
  if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'));
  // A real SMTP server for the app's e-mails; tests read what arrives from the folder.
  const mailDir = await mkdtemp(join(tmpdir(), 'e2e-mail-'));
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received++;
        writeFile(join(mailDir, `${Date.now()}-${received}.eml`), Buffer.concat(chunks)).then(
          () => callback(),
          callback,
        );
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  // The payments mailbox (a real Dovecot) and a real DNS server publishing Cash App's test key,
  // the one the app looks DKIM keys up with.
  const imap = await startImapServer();
  const cashAppKey = dkimTestKey('cashapp');
  const dns = await startDnsServer(dkimRecords({ 'square.com': cashAppKey }));
  // A fresh admin for this run only: the app has no default account.
  const admin = { email: 'e2e-admin@example.test', password: `e2e-${randomBytes(12).toString('hex')}` };
  const port = await freePort();
  const server = startServer(
    {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ADMIN_FIRST_NAME: 'Robin',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TEAM_EMAILS: 'team@example.test',
      // Every spec signs in and books from this one address, far more than a visitor or a member
      // of staff would in 15 minutes: the per-address limits would refuse the later specs. The
      // limits themselves are tested in the integration tier (auth, booking-allowance).
      LOGIN_RATE_LIMIT_MAX: '1000',
      BOOKING_RATE_LIMIT_MAX: '1000',
      // The links in e-mails point where the browser can open them. localhost, not 127.0.0.1:
      // WebAuthn (passkeys) refuses IP addresses as relying party ids.
      PUBLIC_URL: `http://localhost:${port}`,
      PAYMENTS_IMAP_URL: imap.url,
      PAYMENTS_DKIM_DOMAINS: 'square.com',
      PAYMENTS_DNS_SERVERS: dns.server,
      // The shortest poll the settings allow, so a spec waits seconds for a receipt.
      PAYMENTS_POLL_SECONDS: '10',
    },
    port,
  );
  await waitUntilReady(server);
  // The origin the browser uses is PUBLIC_URL's, which sign-ins and changes must come from.
  project.provide('baseURL', `http://localhost:${port}`);
  project.provide('admin', admin);
  project.provide('mailDir', mailDir);
  project.provide('payments', { imapUrl: imap.url, cashAppKey });
  return async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await imap.close();
    await dns.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(mailDir, { recursive: true, force: true });
  };
}
