import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { EMAIL } from '../shared/booking-rules';
import { type BusinessIdentity, normalizePhone } from '../shared/business';
import { hasHiddenChars } from '../shared/control-chars';
import { MIN_PASSWORD_LENGTH } from '../shared/schemas/auth';
import { DEMO_BUSINESS } from './db/demo-business';
import { parseDsn } from './http/error-reports';
import type { S3Settings } from './storage/s3-storage';

/** The only module that reads process.env. Every setting is validated here, once, at boot. */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const commaList = z.string().transform((v) =>
  v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean),
);

/** A sentence or two of the business's own words for visitors (travel, tips): plain text, one line. */
const termsWords = z
  .string()
  .trim()
  .min(1)
  .max(300, 'must be at most 300 characters')
  .refine((v) => !hasHiddenChars(v), 'must be one line of plain text');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .url()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must start with postgres:// or postgresql://')
    .optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
    .optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  SEED_DEMO_DATA: booleanString.optional(),
  TRUST_PROXY: z
    .string()
    .transform((v, ctx) => {
      const parsed = trustProxyForm(v);
      if (parsed === null)
        ctx.addIssue({
          code: 'custom',
          message:
            "must be true/false, a number of proxies (hops), or the proxies' comma-separated addresses or CIDR ranges",
        });
      return parsed ?? false;
    })
    .default(false),
  BUSINESS_NAME: z.string().trim().min(1).max(80).default('SoFlo Entertainers'),
  BUSINESS_PHONE: z
    .string()
    .refine((v) => normalizePhone(v) !== null, 'must be a phone number, like (305) 555-0142 or +13055550142')
    .transform((v) => normalizePhone(v) ?? v)
    .optional(),
  BUSINESS_EMAIL: z.string().trim().regex(EMAIL, 'must be an e-mail address').optional(),
  CASHAPP_TAG: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,19}$/, 'must be a Cash App $Cashtag without the $ (letters first, at most 20)')
    .default('SoFloEntertainers'),
  TRAVEL_TERMS: termsWords.optional(),
  TRAVEL_TERMS_ES: termsWords.optional(),
  TIPS_TERMS: termsWords.optional(),
  TIPS_TERMS_ES: termsWords.optional(),
  BOOKING_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(10_000).default(10),
  BOOKING_RATE_LIMIT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`).optional(),
  ADMIN_FIRST_NAME: z.string().min(1).max(100).default('Admin'),
  ADMIN_PASSWORD_RESET: booleanString.default(false),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .min(0.1)
    .max(24 * 30)
    .default(8),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().min(0.1).max(365).default(7),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(10_000).default(10),
  LOGIN_RATE_LIMIT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  S3_ENDPOINT: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
    .optional(),
  S3_REGION: z.string().min(1).max(50).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PATH_STYLE: booleanString.default(true),
  SMTP_URL: z
    .string()
    .url('must be a URL like smtp://user:pass@host:587 or smtps://user:pass@host:465')
    .refine(
      (v) => /^smtps?:\/\/[^/?#]+/.test(v) && new URL(v).hostname !== '',
      'must start with smtp:// or smtps:// and name a host',
    )
    .optional(),
  MAIL_FROM: z
    .string()
    .max(200)
    .refine(isMailbox, 'must be an address, or a name and an address like "SoFlo Entertainers <bookings@example.com>"')
    .optional(),
  CLIENT_EMAILS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(10),
  /** The business's share of each performer's line, in whole percent (decision 033). */
  COMMISSION_PERCENT: z.coerce.number().int().min(0).max(100).default(25),
  /** How long a performer has to answer an offer (never later than 2 hours before the event). */
  OFFER_RESPONSE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(120),
  TEAM_EMAILS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0 && list.length <= 20, 'must list 1 to 20 comma-separated addresses')
    .refine((list) => list.every((a) => EMAIL.test(a)), 'must be plain addresses (name@example.com), comma-separated')
    .optional(),
  TEAM_WEBHOOK_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
    .optional(),
  TEAM_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').max(256).optional(),
  /** The secret being replaced, signed with as well while receivers move to the new one. */
  TEAM_WEBHOOK_SECRET_PREVIOUS: z.string().min(16, 'must be at least 16 characters').max(256).optional(),
  /** Web Push (decision 033): the VAPID key pair, base64url; made and stored on first start when unset. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key')
    .optional(),
  /** Who push services may contact: a mailto: or https: address (the business's e-mail by default). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must start with mailto: or https://')
    .optional(),
  RUN_JOBS: booleanString.default(true),
  /** On a stop signal, /readyz answers 503 this long before the listener closes (docs/deploy.md). */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
  /** Online backups of the embedded database (decision 048): the folder, and how many to keep. */
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(72),
  ALLOWED_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every((o) => /^https?:\/\/[^/?#]+$/.test(o) && new URL(o).origin === o),
      'must be comma-separated origins like https://www.example.com (scheme, host and port only)',
    )
    .optional(),
  STAFF_MFA_REQUIRED: booleanString.default(false),
  /** The mailbox Cash App's payment e-mails arrive in (decision 036); unset, receipts are not read. */
  PAYMENTS_IMAP_URL: z
    .string()
    .refine(isMailboxUrl, 'must be a URL like imaps://user:pass@host:993/INBOX (imap:// only for local tests)')
    .optional(),
  /** The domains whose DKIM signature makes a receipt genuine: Cash App's sending domains by default. */
  PAYMENTS_DKIM_DOMAINS: commaList
    .refine((list) => list.length > 0 && list.length <= 20, 'must list 1 to 20 comma-separated domains')
    .refine((list) => list.every((d) => DOMAIN.test(d)), 'must be domain names like cash.app, comma-separated')
    .transform((list) => list.map((d) => d.toLowerCase()))
    .default(['cash.app', 'square.com', 'squareup.com']),
  /** The DNS resolvers DKIM keys are looked up with; the system's by default. */
  PAYMENTS_DNS_SERVERS: commaList
    .refine((list) => list.length > 0 && list.length <= 10, 'must list 1 to 10 comma-separated addresses')
    .refine(
      (list) => list.every(isResolverAddress),
      'must be IP addresses, each with an optional port (1.1.1.1, 8.8.8.8:53, [2606:4700::1111]:53)',
    )
    .optional(),
  PAYMENTS_POLL_SECONDS: z.coerce.number().int().min(10).max(3600).default(60),
  /** While she is at a booking, "I'm OK" is expected this often (issue 30). */
  CHECKIN_INTERVAL_MINUTES: z.coerce.number().int().min(5).max(240).default(30),
  /** A missed check-in pushes her "Are you OK?"; the desk's alarm follows after this long. */
  CHECKIN_GRACE_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  /**
   * The key the do-not-book list's identifiers are hashed under (decision 037): kept outside the
   * database, a copy of the database names nobody. Unset, a key is made and stored on first start.
   */
  DO_NOT_BOOK_KEY: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)')
    .max(256, 'must be at most 256 characters')
    .optional(),
  /**
   * /metrics behind `Authorization: Bearer <token>` on the main port (docs/decisions/045). Ignored
   * when METRICS_PORT is set; with neither, /metrics answers 404.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters (e.g. openssl rand -hex 24)').max(256).optional(),
  /** /metrics on a listener of its own, on this port only and without a token: keep the port private. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Where 5xx answers and failed jobs are reported, in Sentry's protocol (decision 047); unset, nowhere. */
  ERROR_REPORTING_DSN: z
    .string()
    .refine((v) => parseDsn(v) !== null, 'must be a Sentry DSN like https://<key>@<host>/<project number>')
    .optional(),
  /** Years after the event that a booking's client details are kept, then erased (decision 046). */
  RETENTION_YEARS: z.coerce.number().int().min(1).max(30).default(7),
});

/** Every setting the app reads: the README and .env.example document each (config.test.ts). */
export const SETTING_NAMES = Object.keys(envSchema.shape);

/** A domain name: labels of letters, digits and hyphens, with at least one dot. */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** An IP address, or one with a port: what node:dns's setServers takes. */
function isResolverAddress(v: string): boolean {
  if (isIP(v) !== 0) return true;
  const withPort = /^(?:\[([0-9a-f:.]+)\]|(\d{1,3}(?:\.\d{1,3}){3})):(\d{1,5})$/i.exec(v);
  if (!withPort) return false;
  const address = withPort[1] ?? withPort[2] ?? '';
  return isIP(address) !== 0 && Number(withPort[3]) >= 1 && Number(withPort[3]) <= 65535;
}

/** imaps:// (or imap://) with a user, a password, a host and the mailbox's path. */
function isMailboxUrl(v: string): boolean {
  if (!/^imaps?:\/\/[^/?#]+/.test(v)) return false;
  try {
    const url = new URL(v);
    return url.hostname !== '' && url.username !== '' && url.password !== '';
  } catch {
    return false;
  }
}

/** What the app believes of X-Forwarded-For: nothing, the last N hops, or hops from these addresses. */
type TrustProxy = false | number | string[];
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (10.0.0.0/8, fd00::/8), or one of proxy-addr's names (loopback…). */
function isProxyAddress(v: string): boolean {
  if (PROXY_RANGE_NAMES.has(v)) return true;
  const [address = '', bits, ...rest] = v.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY in Fastify's trustProxy forms. `true` (or 1) is one proxy: the client is the
 * right-most X-Forwarded-For address, the one our proxy added; never the left-most, which the
 * client writes itself (Fastify's own `true` believes that one). A number is that many proxies in
 * a row; addresses and ranges name the proxies, and the client is the right-most address not
 * theirs. Null when the value is none of these.
 */
function trustProxyForm(value: string): TrustProxy | null {
  const v = value.trim();
  if (v === 'false' || v === 'no' || v === '0') return false;
  if (v === 'true' || v === 'yes') return 1;
  if (/^\d+$/.test(v)) return Number(v) <= 20 ? Number(v) : null;
  const list = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return list.length > 0 && list.every(isProxyAddress) ? list : null;
}

/**
 * Fastify's trustProxy option for TRUST_PROXY. A hop count becomes a function believing that many
 * hops from the right (Fastify 5 turned its own number form off: with it the client address is
 * always the socket's, the proxy's). As with any hop count, the app must be reachable only through
 * the proxy: a client that connects directly could write the hop itself (README, Behind a proxy).
 */
export function trustProxyOption(tp: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof tp !== 'number') return tp;
  return (_address, hop) => hop < tp;
}

/** "name@example.com" or "Display Name <name@example.com>", with no line breaks or extra recipients. */
function isMailbox(v: string): boolean {
  const named = /^([^<>\r\n",;@]{1,100}) <([^<>]+)>$/.exec(v);
  return EMAIL.test(named ? (named[2] ?? '') : v);
}

/** Where the embedded database's backups go and how many are kept (null: no scheduled backups). */
export type BackupSettings = {
  dir: string;
  keep: number;
  /** The embedded database's folder, whose photos (objects/) go with each backup. */
  dataDir: string;
} | null;

export type Config = {
  /** Seconds between a stop signal and closing the listener, /readyz failing meanwhile. */
  shutdownDrainSeconds: number;
  backups: BackupSettings;
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  dbPoolMax: number;
  publicUrl: string;
  logLevel: (typeof logLevels)[number];
  /** Seed demo data into an empty database at start. Defaults to on for the embedded database only. */
  seedDemoData: boolean;
  /**
   * TRUST_PROXY: which X-Forwarded-For hops to believe (only behind a proxy you run), for Fastify's
   * trustProxy. The client address it yields drives the rate limits.
   */
  trustProxy: TrustProxy;
  /** Name, phone, e-mail and Cash App tag shown to visitors and in e-mails (docs/product.md, Business identity). */
  business: BusinessIdentity;
  /** Booking submissions allowed per client address in each window. */
  bookingRateLimit: { max: number; windowMinutes: number };
  /**
   * Created at start when both are set and the account does not exist; an existing account's
   * password is set again only with ADMIN_PASSWORD_RESET (`resetPassword`). There is no default account.
   */
  admin: { email: string; password: string; firstName: string; resetPassword: boolean } | null;
  session: { idleHours: number; absoluteDays: number };
  loginRateLimit: { max: number; windowMinutes: number };
  /** Photos on an S3-compatible bucket when set; the local disk under DATA_DIR otherwise. */
  s3: S3Settings | null;
  mail: MailSettings;
  /** Run the job workers (mail, webhooks, reminders) in this process; a web-only instance sets it off. */
  runJobs: boolean;
  /** Offers to performers (decision 033): COMMISSION_PERCENT and OFFER_RESPONSE_MINUTES. */
  offers: OfferSettings;
  /** Socket limits, so that slow or silent clients cannot hold connections (docs/security.md). */
  timeouts: TimeoutSettings;
  /** Cash App receipts read from a mailbox (decision 036). */
  payments: PaymentSettings;
  /** The night's check-ins (decision 038): CHECKIN_INTERVAL_MINUTES and CHECKIN_GRACE_MINUTES. */
  safety: SafetySettings;
  /** DO_NOT_BOOK_KEY (decision 037); null: the key made and stored in the database on first start. */
  doNotBookKey: string | null;
  /** /metrics (decision 045): on METRICS_PORT (at HOST) when set, else behind METRICS_TOKEN; neither, off. */
  metrics: MetricsSettings;
  /** ERROR_REPORTING_DSN (decision 047); null: errors are only logged. */
  errorReportingDsn: string | null;
  /** RETENTION_YEARS (decision 046): client details are erased this many years after the event. */
  retentionYears: number;
  staff: {
    /** Origins a state-changing call may come from: PUBLIC_URL's, plus ALLOWED_ORIGINS. */
    allowedOrigins: string[];
    /** STAFF_MFA_REQUIRED: staff without a second factor can only reach the enrolment page. */
    mfaRequired: boolean;
  };
};

export type PaymentSettings = {
  /** PAYMENTS_IMAP_URL; null: the feature is off. */
  imapUrl: string | null;
  /** Lower-case domains a receipt's DKIM signature must come from (and its From be aligned with). */
  dkimDomains: string[];
  /** Resolvers for the DKIM key look-ups; empty: the system's. */
  dnsServers: string[];
  pollSeconds: number;
};

export type MetricsSettings = { token: string | null; port: number | null; host: string };

export type OfferSettings = { commissionPercent: number; responseMinutes: number };

export type SafetySettings = { checkinIntervalMinutes: number; checkinGraceMinutes: number };

export type TimeoutSettings = {
  /** The whole request, headers and body, must arrive within this. */
  requestSeconds: number;
  /** A connection with no traffic either way for this long is closed. */
  idleSeconds: number;
  /** How long an idle connection is kept open between requests: above common proxy idle timeouts (60 s). */
  keepAliveSeconds: number;
};

export type MailSettings = {
  /** Without it, messages are composed and stored (shown in the admin) but not sent. */
  smtpUrl: string | null;
  from: string;
  teamEmails: string[];
  webhook: { url: string; secret: string; previousSecret?: string } | null;
  /** E-mails one client address may get in 24 hours; the rest are kept, marked skipped, not sent. */
  clientEmailsPerDay: number;
  /** Web Push: the VAPID keys when set (null: made and stored on first start), and the contact. */
  push: { vapid: { publicKey: string; privateKey: string } | null; subject: string };
};

export class ConfigError extends Error {}

const SECRET_VARIABLES = new Set([
  'ADMIN_PASSWORD',
  'DATABASE_URL',
  'S3_SECRET_ACCESS_KEY',
  'S3_ACCESS_KEY_ID',
  'SMTP_URL',
  'TEAM_WEBHOOK_SECRET',
  'TEAM_WEBHOOK_SECRET_PREVIOUS',
  'VAPID_PRIVATE_KEY',
  'PAYMENTS_IMAP_URL',
  'DO_NOT_BOOK_KEY',
  'METRICS_TOKEN',
  'ERROR_REPORTING_DSN',
]);

/** Reads the configuration from an environment (process.env by default); throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsMissing = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(blankAsMissing);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      // Secrets are never echoed: a start-up log must not hold a password or credentials.
      const shown = SECRET_VARIABLES.has(name) ? '(value hidden)' : `(got ${JSON.stringify(env[name] ?? '')})`;
      return `  ${name}: ${issue.message} ${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD: set both, or neither');
  }
  const s3Parts = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Parts.some((v) => v !== undefined) && s3Parts.some((v) => v === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set all four, or none',
    );
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither');
  }
  if ((e.TEAM_WEBHOOK_URL === undefined) !== (e.TEAM_WEBHOOK_SECRET === undefined)) {
    throw new ConfigError('Invalid configuration:\n  TEAM_WEBHOOK_URL and TEAM_WEBHOOK_SECRET: set both, or neither');
  }
  if (e.BACKUP_DIR !== undefined && e.DATABASE_URL !== undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  BACKUP_DIR: the app backs up the embedded database only; on PostgreSQL use pg_dump and record it with `npm run db:backup -- --reported <where>` (docs/deploy.md)',
    );
  }
  const seedDemoData = e.SEED_DEMO_DATA ?? e.DATABASE_URL === undefined;
  // A demo (the embedded default seeds demo data) shows the demo's contact details; a real
  // deployment shows only what its settings give.
  const demo = seedDemoData ? DEMO_BUSINESS : { phone: null, email: null };
  const business: BusinessIdentity = {
    name: e.BUSINESS_NAME,
    phone: e.BUSINESS_PHONE ?? demo.phone,
    email: e.BUSINESS_EMAIL ?? demo.email,
    cashAppTag: e.CASHAPP_TAG,
    terms: {
      travel: e.TRAVEL_TERMS ? { en: e.TRAVEL_TERMS, es: e.TRAVEL_TERMS_ES ?? null } : null,
      tips: e.TIPS_TERMS ? { en: e.TIPS_TERMS, es: e.TIPS_TERMS_ES ?? null } : null,
    },
    retentionYears: e.RETENTION_YEARS,
  };
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    dbPoolMax: e.DB_POOL_MAX,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    seedDemoData,
    trustProxy: e.TRUST_PROXY,
    business,
    bookingRateLimit: { max: e.BOOKING_RATE_LIMIT_MAX, windowMinutes: e.BOOKING_RATE_LIMIT_WINDOW_MINUTES },
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? {
            email: e.ADMIN_EMAIL,
            password: e.ADMIN_PASSWORD,
            firstName: e.ADMIN_FIRST_NAME,
            resetPassword: e.ADMIN_PASSWORD_RESET,
          }
        : null,
    session: { idleHours: e.SESSION_IDLE_HOURS, absoluteDays: e.SESSION_ABSOLUTE_DAYS },
    loginRateLimit: { max: e.LOGIN_RATE_LIMIT_MAX, windowMinutes: e.LOGIN_RATE_LIMIT_WINDOW_MINUTES },
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            pathStyle: e.S3_PATH_STYLE,
          }
        : null,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? `${business.name} <${business.email ?? `bookings@${new URL(publicUrl).hostname}`}>`,
      teamEmails: e.TEAM_EMAILS ?? [],
      clientEmailsPerDay: e.CLIENT_EMAILS_PER_DAY,
      push: {
        vapid:
          e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
            ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
            : null,
        subject: e.VAPID_SUBJECT ?? `mailto:${business.email ?? `bookings@${new URL(publicUrl).hostname}`}`,
      },
      webhook:
        e.TEAM_WEBHOOK_URL && e.TEAM_WEBHOOK_SECRET
          ? {
              url: e.TEAM_WEBHOOK_URL,
              secret: e.TEAM_WEBHOOK_SECRET,
              ...(e.TEAM_WEBHOOK_SECRET_PREVIOUS ? { previousSecret: e.TEAM_WEBHOOK_SECRET_PREVIOUS } : {}),
            }
          : null,
    },
    runJobs: e.RUN_JOBS,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    backups: e.BACKUP_DIR === undefined ? null : { dir: e.BACKUP_DIR, keep: e.BACKUP_KEEP, dataDir: e.DATA_DIR },
    offers: { commissionPercent: e.COMMISSION_PERCENT, responseMinutes: e.OFFER_RESPONSE_MINUTES },
    timeouts: {
      requestSeconds: e.REQUEST_TIMEOUT_SECONDS,
      idleSeconds: e.IDLE_TIMEOUT_SECONDS,
      keepAliveSeconds: e.KEEP_ALIVE_TIMEOUT_SECONDS,
    },
    payments: {
      imapUrl: e.PAYMENTS_IMAP_URL ?? null,
      dkimDomains: e.PAYMENTS_DKIM_DOMAINS,
      dnsServers: e.PAYMENTS_DNS_SERVERS ?? [],
      pollSeconds: e.PAYMENTS_POLL_SECONDS,
    },
    safety: { checkinIntervalMinutes: e.CHECKIN_INTERVAL_MINUTES, checkinGraceMinutes: e.CHECKIN_GRACE_MINUTES },
    doNotBookKey: e.DO_NOT_BOOK_KEY ?? null,
    metrics: { token: e.METRICS_TOKEN ?? null, port: e.METRICS_PORT ?? null, host: e.HOST },
    errorReportingDsn: e.ERROR_REPORTING_DSN ?? null,
    retentionYears: e.RETENTION_YEARS,
    staff: {
      allowedOrigins: [
        ...new Set([
          new URL(publicUrl).origin,
          // Without PUBLIC_URL the app is being tried locally: the loopback address works as well as localhost.
          ...(e.PUBLIC_URL ? [] : [`http://127.0.0.1:${e.PORT}`]),
          ...(e.ALLOWED_ORIGINS ?? []),
        ]),
      ],
      mfaRequired: e.STAFF_MFA_REQUIRED,
    },
  };
}
