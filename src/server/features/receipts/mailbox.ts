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
const FETCH_CHUNK = 20;
/** The connection waits this long, silent, while a chunk is recorded (the mailbox's lease is as long). */
const QUIET_MS = 10 * 60_000;

/**
 * One IMAP session on the payments mailbox (imapflow), read by UID: the UIDs above the last one
 * recorded, then their raw bytes a chunk at a time. Nothing is marked or moved: the mailbox stays
 * as Cash App's e-mails left it, and the database remembers how far it was read.
 */
export async function openMailbox(imapUrl: string) {
  const { path, options } = mailboxOf(imapUrl);
  // No automatic IDLE: the session is a few commands with pauses between them while messages are recorded.
  const client = new ImapFlow({
    ...options,
    logger: false,
    connectionTimeout: 30_000,
    socketTimeout: QUIET_MS,
    disableAutoIdle: true,
  });
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
        // A connection the server closed meanwhile fails the poll; the next one goes on from the cursor.
        if (!client.usable) throw new Error('the payments mailbox connection closed');
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
