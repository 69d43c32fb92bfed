import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';

function waitUntil<T>(what: string, read: () => T[], count: number, timeoutMs: number): Promise<T[]> {
  return vi.waitFor(
    () => {
      if (read().length < count) throw new Error(`waited ${timeoutMs} ms for ${count} ${what}, got ${read().length}`);
      return read();
    },
    { timeout: timeoutMs, interval: 50 },
  );
}

/** A parsed message, its envelope recipients, and performance.now() when it arrived (bench:offers). */
type ReceivedMail = ParsedMail & { envelopeTo: string[]; at: number };

/** A real SMTP server on a local port; every message that arrives is parsed and kept. */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  let refuse = false;
  let sessions = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // close() ends open connections (a pooled sender's idle one) at once with a 421, as a real
    // server going down does, instead of waiting 30 s for them.
    closeTimeout: 1,
    onConnect(_session, callback) {
      sessions += 1;
      callback();
    },
    onRcptTo(_address, _session, callback) {
      callback(refuse ? Object.assign(new Error('mailbox unavailable'), { responseCode: 450 }) : undefined);
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(
            Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((r) => r.address), at: performance.now() }),
          );
          callback();
        },
        (err) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    /** How many SMTP sessions (connections) senders opened. */
    sessions: () => sessions,
    /** Answers every recipient with a temporary failure (450) while true. */
    setRefusing(value: boolean) {
      refuse = value;
    },
    waitFor: (count: number, timeoutMs = 15_000) => waitUntil('e-mails', () => received, count, timeoutMs),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>;

type WebhookCall = {
  body: Record<string, unknown>;
  raw: string;
  signatureValid: boolean;
  headers: IncomingMessage['headers'];
};

/** How far a signature's timestamp may be from the receiver's clock (README, Webhook). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The receiver's check, as README describes it, written apart from the app's signing code: the
 * header is `t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`, the HMAC matches (compared in constant
 * time) and `t` is within the tolerance of the receiver's clock; anything else is refused.
 */
function verifyWebhookSignature(secret: string, header: string | undefined, raw: string, nowMs: number) {
  const parts = (header ?? '').split(',').map((p) => {
    const i = p.indexOf('=');
    return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
  });
  const t = parts.find(([key]) => key === 't')?.[1] ?? '';
  // One v1 per secret while the app's secret is rotated: any one that matches will do.
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value);
  if (!/^\d{1,12}$/.test(t) || signatures.length === 0) return false;
  if (Math.abs(nowMs / 1000 - Number(t)) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${raw}`).digest();
  return signatures.some((v1) => /^[0-9a-f]{64}$/.test(v1) && timingSafeEqual(expected, Buffer.from(v1, 'hex')));
}

/**
 * A local webhook receiver that checks each call's signature against the shared secret and its
 * clock (the app's injected clock in tests that move it), answering 401 to a bad or stale one.
 */
export async function startWebhookReceiver(secret: string, { now = () => Date.now() }: { now?: () => number } = {}) {
  const calls: WebhookCall[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const signature = req.headers['x-signature'];
      const signatureValid = verifyWebhookSignature(
        secret,
        typeof signature === 'string' ? signature : undefined,
        raw,
        now(),
      );
      calls.push({ raw, body: JSON.parse(raw) as Record<string, unknown>, signatureValid, headers: req.headers });
      res.writeHead(signatureValid ? status : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/bookings`,
    calls,
    /** The status the receiver answers with (a 500 makes the app retry). */
    answerWith(code: number) {
      status = code;
    },
    waitFor: (count: number, timeoutMs = 15_000) => waitUntil('webhook calls', () => calls, count, timeoutMs),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
