import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A browser's push keys: the P-256 pair and the 16-byte auth secret a PushSubscription carries. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}
type BrowserKeys = ReturnType<typeof browserKeys>;

/**
 * Opens an `aes128gcm` Web Push payload (RFC 8291 with RFC 8188) with the browser's keys, as a
 * browser would: a wrong key or a tampered byte fails the GCM tag.
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then optional zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** A certificate for 127.0.0.1 made with openssl for this run (push services speak only https). */
function localCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'push-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A push service on this machine, over TLS with a certificate of this run: records each request,
 * and answers 201 (or what `answer` says). `agent` trusts that certificate, for the app's sender.
 */
export async function startPushService() {
  const tls = localCertificate();
  const received: {
    path: string;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
    /** performance.now() when it arrived (bench:offers). */
    at: number;
  }[] = [];
  const answers = new Map<string, number>();
  const server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks), at: performance.now() });
      res.statusCode = answers.get(req.url ?? '') ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    agent: new Agent({ ca: tls.cert }),
    /** The certificate in PEM, for a server process to trust (NODE_EXTRA_CA_CERTS). */
    certificate: tls.cert,
    endpoint: (name: string) => `${base}/push/${name}`,
    received,
    /** From now on, this endpoint answers with `status` (410: the browser unsubscribed). */
    answer: (name: string, status: number) => answers.set(`/push/${name}`, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
