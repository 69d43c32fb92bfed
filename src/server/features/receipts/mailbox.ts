import { ImapFlow } from 'imapflow';

/** The mailbox a URL names: its identity (never the password) and how to reach it. */
export function mailboxOf(imapUrl: string) {
  const url = new URL(imapUrl);
  const secure = url.protocol === 'imaps:';
  const port = url.port ? Number(url.port) : secure ? 993 : 143;
  const user = decodeURIComponent(url.username);
  const path = decodeURIComponent(url.pathname.replace(/^\/+/, '')) || 'INBOX';
  return {
    id: `${user}@${url.hostname}:${port}/${path}`,
    path,
    options: { host: url.hostname, port, secure, auth: { user, pass: decodeURIComponent(url.password) } },
  };
}

export type MailboxMessage = { uid: number; source: Buffer };

/** How many messages are fetched per command: a poll holds at most this many in memory. */
const FETCH_CHUNK = 50;

/**
 * One IMAP session on the payments mailbox (imapflow), read by UID: the UIDs above the last one
 * recorded, then their raw bytes a chunk at a time. Nothing is marked or moved: the mailbox stays
 * as Cash App's e-mails left it, and the database remembers how far it was read.
 */
export async function openMailbox(imapUrl: string) {
  const { path, options } = mailboxOf(imapUrl);
  const client = new ImapFlow({ ...options, logger: false, connectionTimeout: 30_000, socketTimeout: 120_000 });
  client.on('error', () => {
    // A dropped connection fails the command in progress; the poll's caller logs that one.
  });
  await client.connect();
  const lock = await client.getMailboxLock(path, { readOnly: true });
  const mailbox = client.mailbox;
  const uidValidity = mailbox ? String(mailbox.uidValidity) : '';
  return {
    uidValidity,
    /** The UIDs above `lastUid`, lowest first. */
    async uidsAfter(lastUid: number): Promise<number[]> {
      const found = await client.search({ uid: `${lastUid + 1}:*` }, { uid: true });
      // "n:*" always matches the newest message, even below n: only the ones above count.
      return (found || []).filter((uid) => uid > lastUid).sort((a, b) => a - b);
    },
    /** The raw messages of these UIDs, a chunk at a time, lowest UID first. */
    async *sources(uids: number[]): AsyncGenerator<MailboxMessage> {
      for (let i = 0; i < uids.length; i += FETCH_CHUNK) {
        const chunk = uids.slice(i, i + FETCH_CHUNK);
        const fetched = await client.fetchAll(chunk.join(','), { uid: true, source: true }, { uid: true });
        const byUid = fetched
          .filter((m) => m.source)
          .map((m) => ({ uid: m.uid, source: m.source as Buffer }))
          .sort((a, b) => a.uid - b.uid);
        yield* byUid;
      }
    },
    async close() {
      lock.release();
      await client.logout().catch(() => client.close());
    },
  };
}
