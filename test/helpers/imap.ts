import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { dkimSign } from 'mailauth';
import { freePort } from './server-process';

const DOVECOT = '/usr/sbin/dovecot';

/** Resolves once the server greets a client ("* OK"), or fails after `timeoutMs`. */
async function greeted(port: number, timeoutMs: number, exited: () => string | null): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const why = exited();
    if (why) throw new Error(why);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('* OK'));
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`Dovecot did not answer on port ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The uid and gid of a system account (Debian's dovecot package makes `dovecot` and `dovenull`). */
const idOf = (user: string, flag: '-u' | '-g') => Number(execFileSync('id', [flag, user]).toString().trim());

/**
 * A real IMAP server for one test file: Debian's Dovecot (`apt-get install dovecot-imapd`) run as
 * an ordinary foreground process on its own port, with a config this writes into a temporary
 * folder: one passwd-file user, Maildir storage in the same folder, no TLS (the app is given
 * `imap://`). As root, Dovecot's own unprivileged accounts run the login and mail processes.
 * A missing Dovecot fails the test: receipts are never left untested.
 */
export async function startImapServer() {
  if (!existsSync(DOVECOT)) throw new Error(`${DOVECOT} is missing: apt-get install -y dovecot-imapd (README, Tests)`);
  const dir = await mkdtemp(join(tmpdir(), 'dovecot-'));
  const port = await freePort();
  const user = 'payments';
  const password = randomBytes(12).toString('hex');
  const root = process.getuid?.() === 0;
  const me = root ? null : execFileSync('id', ['-un']).toString().trim();
  const mailUid = root ? idOf('dovecot', '-u') : (process.getuid?.() ?? 1000);
  const mailGid = root ? idOf('dovecot', '-g') : (process.getgid?.() ?? 1000);
  const mail = join(dir, 'mail');
  await mkdir(mail);
  await mkdir(join(dir, 'run'));
  if (root) {
    await chmod(dir, 0o755);
    await chown(mail, mailUid, mailGid);
  }
  await writeFile(join(dir, 'users'), `${user}:{PLAIN}${password}\n`);
  await writeFile(
    join(dir, 'dovecot.conf'),
    `base_dir = ${dir}/run
instance_name = test-${port}
state_dir = ${dir}/run/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${root ? 'dovecot' : me}
default_login_user = ${root ? 'dovenull' : me}
first_valid_uid = 1
mail_location = maildir:${mail}/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${mailUid} gid=${mailGid} home=${mail}/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
  chroot =
}
service anvil {
  chroot =
}
`,
  );
  const child: ChildProcess = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: 'pipe' });
  let output = '';
  let exit: string | null = null;
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  child.once('exit', (code) => (exit = `Dovecot exited (${code}): ${output}`));
  await greeted(port, 10_000, () => exit);

  const url = `imap://${user}:${password}@127.0.0.1:${port}/INBOX`;
  return {
    url,
    /** Adds messages to INBOX with IMAP APPEND (one session for the lot). */
    append: (...messages: (string | Buffer)[]) => appendToMailbox(url, ...messages),
    /** How many messages INBOX holds. */
    count: () =>
      withMailbox(url, async (c) => {
        const status = await c.status('INBOX', { messages: true });
        return status ? (status.messages ?? 0) : 0;
      }),
    async close() {
      if (exit === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
/** One IMAP session with the mailbox of an `imap://user:pass@host:port/INBOX` URL. */
async function withMailbox<T>(url: string, work: (c: ImapFlow) => Promise<T>): Promise<T> {
  const { hostname, port, username, password } = new URL(url);
  const c = new ImapFlow({
    host: hostname,
    port: Number(port),
    secure: false,
    auth: { user: decodeURIComponent(username), pass: decodeURIComponent(password) },
    logger: false,
  });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.logout();
  }
}

/** Adds messages to the INBOX of a test server's URL with IMAP APPEND (e2e specs use the URL). */
export function appendToMailbox(url: string, ...messages: (string | Buffer)[]): Promise<void> {
  return withMailbox(url, async (c) => {
    for (const m of messages) await c.append('INBOX', m);
  });
}
export type ImapTestServer = Awaited<ReturnType<typeof startImapServer>>;

/** An RSA key for signing test receipts, and the DNS TXT record that publishes its public half. */
export function dkimTestKey(selector = 'test') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const p = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    selector,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    record: `v=DKIM1; k=rsa; p=${p}`,
  };
}
export type DkimTestKey = ReturnType<typeof dkimTestKey>;

/** The DNS TXT records that publish each domain's key (for test/helpers/dns.ts). */
export function dkimRecords(keys: Record<string, DkimTestKey>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(keys).map(([domain, key]) => [`${key.selector}._domainkey.${domain}`, key.record]),
  );
}

export type ReceiptMessage = {
  amount: string;
  note?: string;
  senderName?: string;
  cashtag?: string;
  transactionId?: string;
  from?: string;
  date?: Date;
  messageId?: string;
  /** Money the business sent (Cash App's "You sent $… to …"), not money it received. */
  outgoing?: boolean;
};

/** A Cash App payment e-mail as it arrives (the shape decision 036 reads), unsigned. */
export function cashAppReceipt(r: ReceiptMessage): string {
  const name = r.senderName ?? 'Jane Client';
  const headline = r.outgoing ? `You sent ${r.amount} to ${name}` : `${name} sent you ${r.amount}`;
  const subject = `${headline}${r.note ? ` for ${r.note}` : ''}`;
  const lines = [
    headline,
    '',
    r.note ? `For: ${r.note}` : '',
    `From: ${name} ${r.cashtag ?? '$janeclient'}`,
    r.transactionId ? `Identifier: #${r.transactionId}` : '',
    '',
    'Cash App',
  ].filter((l, i, all) => l !== '' || all[i - 1] !== '');
  return [
    `From: Cash App <${r.from ?? 'cash@square.com'}>`,
    'To: payments@example.test',
    `Subject: ${subject}`,
    `Date: ${(r.date ?? new Date()).toUTCString()}`,
    `Message-ID: <${r.messageId ?? `${randomBytes(8).toString('hex')}@square.com`}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 7bit',
    '',
    ...lines,
    '',
  ].join('\r\n');
}

/** The message with a DKIM-Signature of `domain` made with `key` prepended. */
export async function signedBy(message: string, domain: string, key: DkimTestKey): Promise<string> {
  const { signatures, errors } = await dkimSign(message, {
    canonicalization: 'relaxed/relaxed',
    signatureData: [{ signingDomain: domain, selector: key.selector, privateKey: key.privateKey }],
  } as Parameters<typeof dkimSign>[1]);
  if (errors.length > 0 || !signatures) throw new Error(`DKIM signing failed: ${JSON.stringify(errors)}`);
  return signatures + message;
}
