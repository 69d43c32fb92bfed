import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { isSafeObjectKey, type ObjectStorage } from './storage';

export type S3Settings = {
  /** e.g. https://s3.us-east-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000 */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (MinIO and most S3-compatible servers) rather than in the host name. */
  pathStyle: boolean;
};

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A presigned URL (AWS Signature Version 4, query-string form, unsigned payload): anyone holding
 * it may make that one request on that one object until it expires.
 */
export function presignS3Url(
  settings: S3Settings,
  { method, key, expiresSeconds, now }: { method: string; key: string; expiresSeconds: number; now: Date },
): string {
  const endpoint = new URL(settings.endpoint);
  const host = settings.pathStyle ? endpoint.host : `${settings.bucket}.${endpoint.host}`;
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const objectPath = `${basePath}${settings.pathStyle ? `/${settings.bucket}` : ''}/${key}`;
  const canonicalUri = objectPath.split('/').map(encode).join('/');
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${settings.region}/s3/aws4_request`;
  const query: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${settings.accessKeyId}/${scope}`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(expiresSeconds)],
    ['X-Amz-SignedHeaders', 'host'],
  ];
  const canonicalQuery = query
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .sort()
    .join('&');
  const canonicalRequest = [method, canonicalUri, canonicalQuery, `host:${host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join(
    '\n',
  );
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${settings.secretAccessKey}`, day), settings.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `${endpoint.protocol}//${host}${canonicalUri}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}

/** The object storage on an S3-compatible bucket. Requests are presigned, so no SDK is needed. */
export function createS3Storage(settings: S3Settings, now: () => Date = () => new Date()): ObjectStorage {
  const url = (method: string, key: string, expiresSeconds = 300) => {
    if (!isSafeObjectKey(key)) throw new Error(`Unsafe object key: ${key}`);
    return presignS3Url(settings, { method, key, expiresSeconds, now: now() });
  };
  const failed = async (what: string, res: Response) =>
    new Error(`S3 ${what} failed: ${res.status} ${(await res.text().catch(() => '')).slice(0, 200)}`);
  return {
    async put(key, bytes, contentType) {
      const res = await fetch(url('PUT', key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': contentType },
      });
      if (!res.ok) throw await failed(`PUT ${key}`, res);
    },
    async get(key) {
      if (!isSafeObjectKey(key)) return null;
      const res = await fetch(url('GET', key));
      if (res.status === 404 || res.status === 403) return null;
      if (!res.ok || !res.body) throw await failed(`GET ${key}`, res);
      return {
        // The DOM and Node typings name the same web stream differently.
        body: Readable.fromWeb(res.body as unknown as NodeWebStream<Uint8Array>),
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
        size: Number(res.headers.get('content-length') ?? 0),
      };
    },
    async delete(key) {
      const res = await fetch(url('DELETE', key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw await failed(`DELETE ${key}`, res);
    },
    presignUpload: (key, expiresSeconds) => url('PUT', key, expiresSeconds),
    uploadOrigin: () => new URL(url('PUT', 'probe.bin')).origin,
  };
}
