import { describe, expect, it } from 'vitest';
import { presignS3Url } from './s3-storage';

const AWS_EXAMPLE = {
  endpoint: 'https://s3.amazonaws.com',
  region: 'us-east-1',
  bucket: 'examplebucket',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  pathStyle: false,
};

describe('S3 presigned URLs (AWS Signature Version 4)', () => {
  it("reproduces the signature of AWS's documented GET example", () => {
    const url = presignS3Url(AWS_EXAMPLE, {
      method: 'GET',
      key: 'test.txt',
      expiresSeconds: 86400,
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('puts the bucket in the path for path-style servers and keeps the port', () => {
    const url = new URL(
      presignS3Url(
        { ...AWS_EXAMPLE, endpoint: 'http://127.0.0.1:9000', pathStyle: true },
        { method: 'PUT', key: 'staging/a.bin', expiresSeconds: 600, now: new Date('2026-11-22T12:00:00Z') },
      ),
    );
    expect(url.host).toBe('127.0.0.1:9000');
    expect(url.pathname).toBe('/examplebucket/staging/a.bin');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
  });

  it('signs the method: a PUT URL is not a GET URL', () => {
    const at = { key: 'x.webp', expiresSeconds: 60, now: new Date('2026-11-22T12:00:00Z') };
    const get = new URL(presignS3Url(AWS_EXAMPLE, { ...at, method: 'GET' })).searchParams.get('X-Amz-Signature');
    const put = new URL(presignS3Url(AWS_EXAMPLE, { ...at, method: 'PUT' })).searchParams.get('X-Amz-Signature');
    expect(get).not.toBe(put);
  });
});
