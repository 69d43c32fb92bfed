import { describe, expect, it } from 'vitest';
import { parseDsn } from './error-reports';

describe('parseDsn', () => {
  it("finds Sentry's envelope endpoint and the public key", () => {
    expect(parseDsn('https://abc123@o1.ingest.sentry.io/4505')).toEqual({
      endpoint: 'https://o1.ingest.sentry.io/api/4505/envelope/',
      key: 'abc123',
    });
    expect(parseDsn('http://k@127.0.0.1:9000/errors/7')).toEqual({
      endpoint: 'http://127.0.0.1:9000/errors/api/7/envelope/',
      key: 'k',
    });
  });
  it('refuses what is not a DSN', () => {
    for (const bad of [
      '',
      'not a url',
      'https://sentry.io/42',
      'https://k@sentry.io/',
      'https://k@sentry.io/abc',
      'ftp://k@h/1',
      'https://k@h/1?x=1',
    ])
      expect(parseDsn(bad)).toBeNull();
  });
});
