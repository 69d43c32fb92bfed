import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SETTING_NAMES } from './config';

const ADMIN = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a-long-enough-password' };
const S3 = {
  S3_ENDPOINT: 'https://s3.example.com',
  S3_BUCKET: 'photos-bucket',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'secret',
};

/** The ConfigError loadConfig throws for this environment, failing the test when it does not throw. */
function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig defaults', () => {
  it('runs with an empty environment', () => {
    expect(loadConfig({})).toEqual({
      env: 'production',
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      dbPoolMax: 10,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      seedDemoData: true,
      trustProxy: false,
      // The embedded default seeds demo data, so it shows the demo's (fictional) contact details.
      business: {
        name: 'SoFlo Entertainers',
        phone: '+13055550142',
        email: 'bookings@example.com',
        cashAppTag: 'SoFloEntertainers',
        terms: { travel: null, tips: null },
        retentionYears: 7,
      },
      bookingRateLimit: { max: 10, windowMinutes: 60 },
      admin: null,
      session: { idleHours: 8, absoluteDays: 7 },
      loginRateLimit: { max: 10, windowMinutes: 15 },
      s3: null,
      mail: {
        clientEmailsPerDay: 10,
        smtpUrl: null,
        from: 'SoFlo Entertainers <bookings@example.com>',
        teamEmails: [],
        webhook: null,
        push: { vapid: null, subject: 'mailto:bookings@example.com' },
      },
      runJobs: true,
      shutdownDrainSeconds: 0,
      backups: null,
      offers: { commissionPercent: 25, responseMinutes: 120 },
      timeouts: { requestSeconds: 30, idleSeconds: 60, keepAliveSeconds: 72 },
      payments: {
        imapUrl: null,
        dkimDomains: ['cash.app', 'square.com', 'squareup.com'],
        dnsServers: [],
        pollSeconds: 60,
      },
      safety: { checkinIntervalMinutes: 30, checkinGraceMinutes: 10 },
      doNotBookKey: null,
      metrics: { token: null, port: null, host: '0.0.0.0' },
      errorReportingDsn: null,
      retentionYears: 7,
      staff: { allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'], mfaRequired: false },
    });
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: '', CASHAPP_TAG: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' })).toMatchObject(
      {
        port: 3000,
        logLevel: 'info',
        business: { cashAppTag: 'SoFloEntertainers' },
        admin: null,
      },
    );
  });

  it('ignores variables it does not know', () => {
    expect(loadConfig({ HOME: '/root', PATH: '/usr/bin', SOMETHING_ELSE: '!!' }).port).toBe(3000);
  });
});

describe('loadConfig values', () => {
  it('reads each variable it is given', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/app',
      DATABASE_URL: 'postgres://user:pw@db:5432/app',
      DB_POOL_MAX: '20',
      PUBLIC_URL: 'https://soflo.example.com',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: 'true',
      CASHAPP_TAG: 'MyTag_1',
      BUSINESS_NAME: 'Night Owl Entertainment',
      BUSINESS_PHONE: '(954) 555-0199',
      BUSINESS_EMAIL: 'hello@nightowl.example',
      TRAVEL_TERMS: 'Travel to Key West is $150.',
      TIPS_TERMS: 'Tips go to the performer.',
      TIPS_TERMS_ES: 'Las propinas son para la artista.',
      BOOKING_RATE_LIMIT_MAX: '5',
      BOOKING_RATE_LIMIT_WINDOW_MINUTES: '30',
      SESSION_IDLE_HOURS: '2.5',
      SESSION_ABSOLUTE_DAYS: '14',
      LOGIN_RATE_LIMIT_MAX: '3',
      LOGIN_RATE_LIMIT_WINDOW_MINUTES: '10',
      REQUEST_TIMEOUT_SECONDS: '10',
      IDLE_TIMEOUT_SECONDS: '20',
      KEEP_ALIVE_TIMEOUT_SECONDS: '5',
      ...ADMIN,
      ADMIN_FIRST_NAME: 'Sam',
    });
    expect(config).toMatchObject({
      env: 'development',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/app',
      databaseUrl: 'postgres://user:pw@db:5432/app',
      dbPoolMax: 20,
      publicUrl: 'https://soflo.example.com',
      logLevel: 'debug',
      seedDemoData: false,
      trustProxy: 1,
      business: {
        name: 'Night Owl Entertainment',
        phone: '+19545550199',
        email: 'hello@nightowl.example',
        cashAppTag: 'MyTag_1',
        terms: {
          travel: { en: 'Travel to Key West is $150.', es: null },
          tips: { en: 'Tips go to the performer.', es: 'Las propinas son para la artista.' },
        },
      },
      bookingRateLimit: { max: 5, windowMinutes: 30 },
      admin: { email: 'owner@example.com', password: 'a-long-enough-password', firstName: 'Sam', resetPassword: false },
      session: { idleHours: 2.5, absoluteDays: 14 },
      loginRateLimit: { max: 3, windowMinutes: 10 },
      timeouts: { requestSeconds: 10, idleSeconds: 20, keepAliveSeconds: 5 },
    });
  });

  it('invents no contact details outside the demo: without the settings, no phone and no e-mail', () => {
    const real = loadConfig({
      DATABASE_URL: 'postgres://user:pw@db:5432/app',
      PUBLIC_URL: 'https://soflo.example.com',
    });
    expect(real.business).toEqual({
      name: 'SoFlo Entertainers',
      phone: null,
      email: null,
      cashAppTag: 'SoFloEntertainers',
      terms: { travel: null, tips: null },
      retentionYears: 7,
    });
    // Mail still needs a sender: the site's own domain.
    expect(real.mail.from).toBe('SoFlo Entertainers <bookings@soflo.example.com>');
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).business).toMatchObject({ phone: null, email: null });
    expect(loadConfig({ SEED_DEMO_DATA: 'false', BUSINESS_EMAIL: 'a@b.example' }).mail.from).toBe(
      'SoFlo Entertainers <a@b.example>',
    );
  });

  it('refuses a business phone or e-mail that is not one, and a blank-looking name', () => {
    expect(configError({ BUSINESS_PHONE: 'call us' }).message).toMatch(/BUSINESS_PHONE: must be a phone number/);
    expect(configError({ BUSINESS_PHONE: '555-0142' }).message).toMatch(/BUSINESS_PHONE/);
    expect(configError({ BUSINESS_EMAIL: 'not-an-address' }).message).toMatch(/BUSINESS_EMAIL: must be an e-mail/);
    expect(configError({ TIPS_TERMS: 'line one\nline two' }).message).toMatch(/TIPS_TERMS: must be one line/);
    expect(configError({ TRAVEL_TERMS: 'x'.repeat(301) }).message).toMatch(/TRAVEL_TERMS: must be at most 300/);
    expect(configError({ BUSINESS_NAME: '   ' }).message).toMatch(/BUSINESS_NAME/);
    expect(configError({ BUSINESS_NAME: 'x'.repeat(81) }).message).toMatch(/BUSINESS_NAME/);
  });

  it('builds the public URL from the port, and drops trailing slashes', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://soflo.example.com//' }).publicUrl).toBe('https://soflo.example.com');
  });

  it('seeds demo data only into the embedded database, unless told otherwise', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/app' }).seedDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/app', SEED_DEMO_DATA: 'yes' }).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: '0' }).seedDemoData).toBe(false);
  });

  it('reads the boolean spellings true/false, 1/0 and yes/no', () => {
    for (const [value, expected] of [
      ['true', true],
      ['1', true],
      ['yes', true],
      ['false', false],
      ['0', false],
      ['no', false],
    ] as const) {
      expect(loadConfig({ SEED_DEMO_DATA: value }).seedDemoData, value).toBe(expected);
    }
  });

  it("reads TRUST_PROXY in Fastify's forms, with true meaning the one proxy in front", () => {
    for (const [value, expected] of [
      ['false', false],
      ['no', false],
      ['0', false],
      ['true', 1],
      ['yes', 1],
      ['1', 1],
      ['2', 2],
      ['10.0.0.5', ['10.0.0.5']],
      [' 10.0.0.0/8, 172.16.0.0/12 ,fd00::/8,::1 ', ['10.0.0.0/8', '172.16.0.0/12', 'fd00::/8', '::1']],
      ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
    ] as const) {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy, value).toEqual(expected);
    }
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('accepts the edge ports 0 and 65535', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
  });

  it('uses photo storage on S3 when all four S3 settings are given', () => {
    expect(loadConfig(S3).s3).toEqual({
      endpoint: 'https://s3.example.com',
      region: 'us-east-1',
      bucket: 'photos-bucket',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
      pathStyle: true,
    });
    expect(loadConfig({ ...S3, S3_REGION: 'eu-west-1', S3_PATH_STYLE: 'false' }).s3).toMatchObject({
      region: 'eu-west-1',
      pathStyle: false,
    });
  });
});

describe('loadConfig errors name the bad variable', () => {
  const badValues: [string, string][] = [
    ['NODE_ENV', 'staging'],
    ['PORT', 'abc'],
    ['PORT', '65536'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://db/app'],
    ['DB_POOL_MAX', '0'],
    ['DB_POOL_MAX', '201'],
    ['PUBLIC_URL', 'soflo.example.com'],
    ['PUBLIC_URL', 'ftp://soflo.example.com'],
    ['LOG_LEVEL', 'verbose'],
    ['SEED_DEMO_DATA', 'maybe'],
    ['TRUST_PROXY', 'TRUE'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,'.repeat(2) + 'nope'],
    ['TRUST_PROXY', '21'],
    ['CASHAPP_TAG', '$SoFlo'],
    ['CASHAPP_TAG', '1SoFlo'],
    ['CASHAPP_TAG', 'a'.repeat(21)],
    ['BOOKING_RATE_LIMIT_MAX', '0'],
    ['BOOKING_RATE_LIMIT_WINDOW_MINUTES', '1441'],
    ['SESSION_IDLE_HOURS', '0'],
    ['SESSION_ABSOLUTE_DAYS', '366'],
    ['LOGIN_RATE_LIMIT_MAX', 'ten'],
    ['LOGIN_RATE_LIMIT_WINDOW_MINUTES', '0'],
    ['S3_ENDPOINT', 'ftp://s3.example.com'],
    ['S3_BUCKET', 'Photos_Bucket'],
    ['S3_PATH_STYLE', 'sometimes'],
    ['SMTP_URL', 'mail.example.com:587'],
    ['SMTP_URL', 'https://mail.example.com'],
    ['SMTP_URL', 'smtp:///no-host'],
    ['MAIL_FROM', 'bookings@example.com\r\nBcc: evil@example.com'],
    ['MAIL_FROM', 'SoFlo <not an address>'],
    ['TEAM_EMAILS', 'team@example.com;boss@example.com'],
    ['TEAM_EMAILS', 'team@example.com, Boss <boss@example.com>'],
    ['TEAM_EMAILS', ','],
    ['TEAM_WEBHOOK_URL', 'hooks.example.com/bookings'],
    ['TEAM_WEBHOOK_SECRET', 'short'],
    ['RUN_JOBS', 'sometimes'],
    ['ALLOWED_ORIGINS', 'https://www.example.com/path'],
    ['ALLOWED_ORIGINS', 'www.example.com'],
    ['ALLOWED_ORIGINS', 'https://a.example.com, javascript:alert(1)'],
    ['STAFF_MFA_REQUIRED', 'perhaps'],
    ['REQUEST_TIMEOUT_SECONDS', '0'],
    ['REQUEST_TIMEOUT_SECONDS', '1.5'],
    ['IDLE_TIMEOUT_SECONDS', 'never'],
    ['KEEP_ALIVE_TIMEOUT_SECONDS', '3601'],
    ['PAYMENTS_IMAP_URL', 'https://user:pass@mail.example.com/INBOX'],
    ['PAYMENTS_IMAP_URL', 'imaps://mail.example.com/INBOX'],
    ['PAYMENTS_IMAP_URL', 'imaps://user@mail.example.com/INBOX'],
    ['PAYMENTS_DKIM_DOMAINS', 'cash.app;square.com'],
    ['PAYMENTS_DKIM_DOMAINS', 'localhost'],
    ['PAYMENTS_DKIM_DOMAINS', ','],
    ['PAYMENTS_DNS_SERVERS', 'dns.google'],
    ['PAYMENTS_DNS_SERVERS', '1.1.1.1, 8.8.8.8:99999'],
    ['PAYMENTS_POLL_SECONDS', '5'],
    ['PAYMENTS_POLL_SECONDS', 'often'],
    ['CHECKIN_INTERVAL_MINUTES', '4'],
    ['CHECKIN_INTERVAL_MINUTES', '241'],
    ['CHECKIN_INTERVAL_MINUTES', 'half an hour'],
    ['CHECKIN_GRACE_MINUTES', '0'],
    ['CHECKIN_GRACE_MINUTES', '61'],
    ['CHECKIN_GRACE_MINUTES', '2.5'],
    ['DO_NOT_BOOK_KEY', 'too-short-a-key'],
    ['ERROR_REPORTING_DSN', 'https://sentry.example.com/42'],
    ['ERROR_REPORTING_DSN', 'https://key@sentry.example.com/not-a-project'],
    ['ERROR_REPORTING_DSN', 'ftp://key@sentry.example.com/42'],
    ['RETENTION_YEARS', '0'],
    ['RETENTION_YEARS', 'forever'],
  ];

  for (const [name, value] of badValues) {
    it(`refuses ${name}=${JSON.stringify(value)}`, () => {
      const error = configError({ [name]: value });
      expect(error.message).toMatch(/^Invalid configuration:\n/);
      expect(error.message).toContain(`  ${name}: `);
      if (
        [
          'DATABASE_URL',
          'ADMIN_PASSWORD',
          'S3_SECRET_ACCESS_KEY',
          'S3_ACCESS_KEY_ID',
          'SMTP_URL',
          'TEAM_WEBHOOK_SECRET',
          'PAYMENTS_IMAP_URL',
          'DO_NOT_BOOK_KEY',
          'ERROR_REPORTING_DSN',
        ].includes(name)
      ) {
        expect(error.message).toContain('(value hidden)');
        expect(error.message).not.toContain(value);
      } else {
        expect(error.message).toContain(`(got ${JSON.stringify(value)})`);
      }
    });
  }

  it('never echoes a secret, even a malformed one', () => {
    const message = configError({ DATABASE_URL: 'postgres//admin:hunter2@db/app' }).message;
    expect(message).toContain('DATABASE_URL: ');
    expect(message).not.toContain('hunter2');
    const short = configError({ ...ADMIN, ADMIN_PASSWORD: 'tiny-secret' }).message;
    expect(short).not.toContain('tiny-secret');
  });

  it('refuses an invalid admin e-mail or a short admin password', () => {
    expect(configError({ ...ADMIN, ADMIN_EMAIL: 'owner' }).message).toContain('ADMIN_EMAIL: ');
    expect(configError({ ...ADMIN, ADMIN_PASSWORD: 'short' }).message).toContain(
      'ADMIN_PASSWORD: must be at least 12 characters',
    );
  });

  it('names every bad variable at once, and no good one', () => {
    const message = configError({ PORT: 'abc', LOG_LEVEL: 'loud', HOST: 'example.org' }).message;
    expect(message).toContain('  PORT: ');
    expect(message).toContain('  LOG_LEVEL: ');
    expect(message).not.toContain('HOST');
  });

  it('resets an existing admin password only when ADMIN_PASSWORD_RESET says so', () => {
    expect(loadConfig(ADMIN).admin?.resetPassword).toBe(false);
    expect(loadConfig({ ...ADMIN, ADMIN_PASSWORD_RESET: 'true' }).admin?.resetPassword).toBe(true);
    expect(configError({ ...ADMIN, ADMIN_PASSWORD_RESET: 'always' }).message).toContain('ADMIN_PASSWORD_RESET');
  });

  it('needs the admin e-mail and password together', () => {
    const message = 'Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD: set both, or neither';
    expect(configError({ ADMIN_EMAIL: ADMIN.ADMIN_EMAIL }).message).toBe(message);
    expect(configError({ ADMIN_PASSWORD: ADMIN.ADMIN_PASSWORD }).message).toBe(message);
  });

  it('reads the do-not-book key, made and stored by the server when unset', () => {
    expect(loadConfig({}).doNotBookKey).toBeNull();
    const key = 'k'.repeat(44);
    expect(loadConfig({ DO_NOT_BOOK_KEY: key }).doNotBookKey).toBe(key);
  });

  it('reads ERROR_REPORTING_DSN, unset by default', () => {
    expect(loadConfig({}).errorReportingDsn).toBeNull();
    const dsn = 'https://public-key@o1.ingest.example.com/sub/4505';
    expect(loadConfig({ ERROR_REPORTING_DSN: dsn }).errorReportingDsn).toBe(dsn);
  });

  it("reads the payments mailbox settings, off by default with Cash App's domains", () => {
    expect(loadConfig({}).payments).toEqual({
      imapUrl: null,
      dkimDomains: ['cash.app', 'square.com', 'squareup.com'],
      dnsServers: [],
      pollSeconds: 60,
    });
    const config = loadConfig({
      PAYMENTS_IMAP_URL: 'imaps://payments%40example.com:s3cret@imap.example.com:993/INBOX',
      PAYMENTS_DKIM_DOMAINS: ' Cash.App , square.com ',
      PAYMENTS_DNS_SERVERS: '1.1.1.1, 8.8.8.8:53, [2606:4700::1111]:53',
      PAYMENTS_POLL_SECONDS: '30',
    });
    expect(config.payments).toEqual({
      imapUrl: 'imaps://payments%40example.com:s3cret@imap.example.com:993/INBOX',
      dkimDomains: ['cash.app', 'square.com'],
      dnsServers: ['1.1.1.1', '8.8.8.8:53', '[2606:4700::1111]:53'],
      pollSeconds: 30,
    });
  });

  it('reads the mail and webhook settings', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Bookings Desk <desk@example.com>',
      TEAM_EMAILS: ' team@example.com , boss@example.com ',
      TEAM_WEBHOOK_URL: 'https://hooks.example.com/bookings',
      TEAM_WEBHOOK_SECRET: 'a-long-enough-secret',
      RUN_JOBS: 'false',
      CLIENT_EMAILS_PER_DAY: '25',
    });
    expect(config.mail).toEqual({
      clientEmailsPerDay: 25,
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      from: 'Bookings Desk <desk@example.com>',
      teamEmails: ['team@example.com', 'boss@example.com'],
      webhook: { url: 'https://hooks.example.com/bookings', secret: 'a-long-enough-secret' },
      push: { vapid: null, subject: 'mailto:bookings@example.com' },
    });
    expect(config.runJobs).toBe(false);
  });

  it('reads the offer and push settings, and refuses half a VAPID pair or a bad one', () => {
    const publicKey = `B${'a'.repeat(86)}`;
    const privateKey = 'p'.repeat(43);
    const config = loadConfig({
      COMMISSION_PERCENT: '30',
      OFFER_RESPONSE_MINUTES: '90',
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: 'https://example.com/contact',
    });
    expect(config.offers).toEqual({ commissionPercent: 30, responseMinutes: 90 });
    expect(config.mail.push).toEqual({ vapid: { publicKey, privateKey }, subject: 'https://example.com/contact' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both',
    );
    expect(() => loadConfig({ COMMISSION_PERCENT: '101' })).toThrow('COMMISSION_PERCENT');
    expect(() => loadConfig({ OFFER_RESPONSE_MINUTES: '2' })).toThrow('OFFER_RESPONSE_MINUTES');
    const hidden = (() => {
      try {
        loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: 'secret!' });
      } catch (err) {
        return String(err);
      }
    })();
    expect(hidden).toContain('VAPID_PRIVATE_KEY');
    expect(hidden).not.toContain('secret!');
  });

  it('reads the check-in settings: every 30 minutes and 10 minutes of grace unless set', () => {
    expect(loadConfig({}).safety).toEqual({ checkinIntervalMinutes: 30, checkinGraceMinutes: 10 });
    expect(loadConfig({ CHECKIN_INTERVAL_MINUTES: '45', CHECKIN_GRACE_MINUTES: '5' }).safety).toEqual({
      checkinIntervalMinutes: 45,
      checkinGraceMinutes: 5,
    });
  });

  it('takes origins from PUBLIC_URL and ALLOWED_ORIGINS only, and the loopback address when trying locally', () => {
    expect(loadConfig({}).staff).toEqual({
      allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      mfaRequired: false,
    });
    expect(
      loadConfig({
        PUBLIC_URL: 'https://soflo.example.com/',
        ALLOWED_ORIGINS: 'https://www.soflo.example.com, https://soflo.example.com',
        STAFF_MFA_REQUIRED: 'true',
      }).staff,
    ).toEqual({
      allowedOrigins: ['https://soflo.example.com', 'https://www.soflo.example.com'],
      mfaRequired: true,
    });
  });

  it('reads the backup settings, and refuses BACKUP_DIR on PostgreSQL', () => {
    expect(loadConfig({ BACKUP_DIR: '/srv/backups', DATA_DIR: '/srv/data' }).backups).toEqual({
      dir: '/srv/backups',
      keep: 7,
      dataDir: '/srv/data',
    });
    expect(loadConfig({ BACKUP_DIR: '/b', BACKUP_KEEP: '3' }).backups?.keep).toBe(3);
    expect(() => loadConfig({ BACKUP_DIR: '/b', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ BACKUP_DIR: '/b', DATABASE_URL: 'postgres://db/x' })).toThrow(/BACKUP_DIR.*pg_dump/);
  });

  it('signs webhooks with the previous secret too while it is set', () => {
    const config = loadConfig({
      TEAM_WEBHOOK_URL: 'https://hooks.example.com/bookings',
      TEAM_WEBHOOK_SECRET: 'the-new-long-secret',
      TEAM_WEBHOOK_SECRET_PREVIOUS: 'the-old-long-secret',
    });
    expect(config.mail.webhook).toEqual({
      url: 'https://hooks.example.com/bookings',
      secret: 'the-new-long-secret',
      previousSecret: 'the-old-long-secret',
    });
    expect(() => loadConfig({ TEAM_WEBHOOK_SECRET_PREVIOUS: 'short' })).toThrow(/TEAM_WEBHOOK_SECRET_PREVIOUS/);
  });

  it('needs the webhook URL and secret together', () => {
    expect(configError({ TEAM_WEBHOOK_URL: 'https://hooks.example.com/x' }).message).toContain(
      'TEAM_WEBHOOK_URL and TEAM_WEBHOOK_SECRET',
    );
    expect(configError({ TEAM_WEBHOOK_SECRET: 'a-long-enough-secret' }).message).toContain(
      'TEAM_WEBHOOK_URL and TEAM_WEBHOOK_SECRET',
    );
  });

  it('needs all four S3 settings, or none', () => {
    const { S3_SECRET_ACCESS_KEY, ...three } = S3;
    expect(configError(three).message).toBe(
      'Invalid configuration:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set all four, or none',
    );
    expect(configError({ S3_BUCKET: 'photos-bucket' }).message).toContain('set all four, or none');
  });
});

describe('metrics settings', () => {
  it('reads METRICS_TOKEN and METRICS_PORT, refusing a short token and a bad port without echoing the token', () => {
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(24), METRICS_PORT: '9464', HOST: '127.0.0.1' }).metrics).toEqual({
      token: 'a'.repeat(24),
      port: 9464,
      host: '127.0.0.1',
    });
    const short = configError({ METRICS_TOKEN: 'short-secret' }).message;
    expect(short).toContain('METRICS_TOKEN: must be at least 16 characters');
    expect(short).not.toContain('short-secret');
    expect(configError({ METRICS_PORT: '70000' }).message).toContain('METRICS_PORT');
    expect(configError({ METRICS_PORT: '0' }).message).toContain('METRICS_PORT');
  });
});

describe('the settings are documented', () => {
  it('lists every setting in .env.example and in the README', async () => {
    const { readFile } = await import('node:fs/promises');
    const example = await readFile('.env.example', 'utf8');
    const readme = await readFile('README.md', 'utf8');
    const inExample = new Set([...example.matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(SETTING_NAMES.filter((name) => !inExample.has(name))).toEqual([]);
    expect([...inExample].filter((name) => !SETTING_NAMES.includes(name ?? ''))).toEqual([]);
    expect(SETTING_NAMES.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
