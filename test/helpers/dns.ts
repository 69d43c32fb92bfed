import { createSocket } from 'node:dgram';
import { createServer } from 'node:net';

const TXT = 16;
const ANSWER_TTL = 60;

type Question = { name: string; type: number; end: number };

/** The first question of a DNS query: its name (lower-case, no trailing dot), type and end offset. */
function readQuestion(query: Buffer): Question | null {
  if (query.length < 12 || query.readUInt16BE(4) < 1) return null;
  const labels: string[] = [];
  let at = 12;
  for (;;) {
    const length = query[at];
    if (length === undefined || length > 63) return null; // compression never appears in a question
    at++;
    if (length === 0) break;
    labels.push(query.subarray(at, at + length).toString('latin1'));
    at += length;
  }
  if (at + 4 > query.length) return null;
  return { name: labels.join('.').toLowerCase(), type: query.readUInt16BE(at), end: at + 4 };
}

/** A TXT record's data: the text in character-strings of at most 255 bytes each. */
function txtData(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  let at = 0;
  do {
    const chunk = bytes.subarray(at, at + 255);
    parts.push(Buffer.from([chunk.length]), chunk);
    at += 255;
  } while (at < bytes.length);
  return Buffer.concat(parts);
}

/**
 * The answer to one query: the TXT records held for the name, or NXDOMAIN (the server is
 * authoritative for every name it is asked). Over UDP an answer past 512 bytes is truncated (TC),
 * so the resolver asks again over TCP, as real DNS does.
 */
function answer(query: Buffer, records: Map<string, string>, udp: boolean, failing: boolean): Buffer | null {
  const question = readQuestion(query);
  if (!question) return null;
  const text = question.type === TXT && !failing ? records.get(question.name) : undefined;
  const known = records.has(question.name);
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // id
  const rd = query.readUInt16BE(2) & 0x0100;
  const rcode = failing ? 2 : known ? 0 : 3; // SERVFAIL while failing
  header.writeUInt16BE(0x8000 | 0x0400 | rd | rcode, 2); // QR, AA, RD as asked, NOERROR or NXDOMAIN
  header.writeUInt16BE(1, 4);
  const body = [header, query.subarray(12, question.end)];
  if (text !== undefined) {
    header.writeUInt16BE(1, 6);
    const data = txtData(text);
    const record = Buffer.alloc(12);
    record.writeUInt16BE(0xc00c, 0); // the question's name
    record.writeUInt16BE(TXT, 2);
    record.writeUInt16BE(1, 4); // IN
    record.writeUInt32BE(ANSWER_TTL, 6);
    record.writeUInt16BE(data.length, 10);
    body.push(record, data);
  }
  const message = Buffer.concat(body);
  if (udp && message.length > 512) {
    header.writeUInt16BE(header.readUInt16BE(2) | 0x0200, 2); // TC
    header.writeUInt16BE(0, 6);
    return Buffer.concat([header, query.subarray(12, question.end)]);
  }
  return message;
}

/**
 * A real DNS server for tests, on 127.0.0.1 over UDP and TCP on one port, that answers the TXT
 * records it is given (DKIM keys: `<selector>._domainkey.<domain>`) and NXDOMAIN for any other
 * name. The app reaches it as any resolver, through PAYMENTS_DNS_SERVERS=127.0.0.1:<port>.
 */
export async function startDnsServer(records: Record<string, string>) {
  let failing = false;
  const held = new Map(Object.entries(records).map(([name, text]) => [name.toLowerCase(), text]));
  const tcp = createServer((socket) => {
    let pending = Buffer.alloc(0);
    socket.on('data', (data: Buffer) => {
      pending = Buffer.concat([pending, data]);
      while (pending.length >= 2 && pending.length >= 2 + pending.readUInt16BE(0)) {
        const length = pending.readUInt16BE(0);
        const reply = answer(pending.subarray(2, 2 + length), held, false, failing);
        pending = pending.subarray(2 + length);
        if (!reply) return socket.destroy();
        const prefix = Buffer.alloc(2);
        prefix.writeUInt16BE(reply.length, 0);
        socket.write(Buffer.concat([prefix, reply]));
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  const address = tcp.address();
  if (!address || typeof address === 'string') throw new Error('the DNS server has no port');
  const udp = createSocket('udp4');
  udp.on('message', (query, peer) => {
    const reply = answer(query, held, true, failing);
    if (reply) udp.send(reply, peer.port, peer.address);
  });
  await new Promise<void>((resolve, reject) => {
    udp.once('error', reject);
    udp.bind(address.port, '127.0.0.1', () => resolve());
  });
  return {
    /** For PAYMENTS_DNS_SERVERS. */
    server: `127.0.0.1:${address.port}`,
    /** While true every query gets SERVFAIL, as from a resolver whose upstream is unreachable. */
    failing(on: boolean) {
      failing = on;
    },
    async close() {
      await new Promise<void>((resolve) => udp.close(() => resolve()));
      await new Promise<void>((resolve) => tcp.close(() => resolve()));
    },
  };
}
export type DnsTestServer = Awaited<ReturnType<typeof startDnsServer>>;
