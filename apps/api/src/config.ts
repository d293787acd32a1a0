import { resolve } from 'node:path';
import { HOLD_SETTING_RANGES } from '@belizepass/domain';
import { z } from 'zod';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** An optional whole number within a setting's range, the same range the admin form has. */
const inRange = (range: { min: number; max: number }) =>
  z.coerce.number().int().min(range.min).max(range.max).optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Embedded database files and uploads live here when DATABASE_URL is unset. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL connection string; when unset the embedded PGlite database is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SEED_DEMO: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The site's public origin (https://belizepass.bz): every absolute link (canonical, Open Graph,
   * hreflang, JSON-LD, sitemap, emails) and the page cache use it, never the request's Host header.
   * Required in production; http://localhost:PORT otherwise.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Signs access tokens; required in production, generated and kept under DATA_DIR otherwise. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** smtp://user:pass@host:port; without it mail is written to the log instead of sent. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('BelizePass <hello@belizepass.bz>'),
  /** Where contact-form messages are delivered. */
  SUPPORT_EMAIL: z.email().default('hello@belizepass.bz'),
  /** Sign-in, sign-up and password-reset requests allowed per IP address per minute. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** API requests allowed per IP address per minute. */
  API_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  /** OCTO API requests allowed per reseller API key per minute (docs/octo.md). */
  OCTO_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  /** Page requests (HTML documents and their data) allowed per IP address per minute. */
  PAGE_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  /**
   * Unpaid-hold settings written to the platform settings at start (an admin can change them later):
   * hold minutes, unpaid holds per traveller and per address, and the percent of a departure unpaid
   * holds may take (docs/decisions/033-fair-holds.md).
   * For provisioning and for test harnesses that book many times from one address.
   */
  HOLD_MINUTES: inRange(HOLD_SETTING_RANGES.minutes),
  UNPAID_HOLDS_PER_CLIENT: inRange(HOLD_SETTING_RANGES.perClient),
  UNPAID_HOLD_SHARE_PERCENT: inRange(HOLD_SETTING_RANGES.departureSharePercent),
  UNPAID_HOLDS_PER_ADDRESS: inRange(HOLD_SETTING_RANGES.perAddress),
  /** Pages rendered at once, and how many more may wait; beyond that a page answers 503. */
  PAGE_RENDER_CONCURRENCY: z.coerce.number().int().min(1).default(8),
  PAGE_RENDER_QUEUE: z.coerce.number().int().min(0).default(64),
  /**
   * Image uploads decoded and re-encoded at once in this process, and how many more may wait; beyond
   * that an upload answers 503 with Retry-After (each takes most of a second of CPU).
   */
  IMAGE_WORK_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(2),
  IMAGE_WORK_QUEUE: z.coerce.number().int().min(0).max(64).default(4),
  /** Image uploads one account (or a guest's booking) may make in 24 hours. */
  UPLOADS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(50),
  /**
   * The proxies whose X-Forwarded-For names the client: a number of hops, or addresses and CIDR
   * ranges separated by commas. Unset: none, and the client is the address that connected.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(\d+|[0-9a-fA-F:./]+(\s*,\s*[0-9a-fA-F:./]+)*)$/,
      'a number of hops, or addresses and CIDRs separated by commas',
    )
    .optional(),
  /** Bearer token for GET /metrics; without it only requests from this machine may read the metrics. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** redis://host:port; when set, rate-limit counters are shared by every instance through Redis. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Prefix of every key this deployment writes to Redis (lets several deployments share one server). */
  REDIS_KEY_PREFIX: z.string().min(1).default('belizepass:'),
  /** How often each scheduled job runs, in milliseconds. */
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(100).default(3_000),
  HOLD_EXPIRY_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
  /** How often freed seats are offered to waitlists and lapsed offers passed on. */
  WAITLIST_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
  /** How long seats offered to a traveller on a waitlist stay held for them (docs/decisions/045-waitlist.md). */
  WAITLIST_OFFER_MINUTES: z.coerce.number().int().min(5).max(2880).default(120),
  RECONCILE_PAYMENTS_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
  COMPLETE_BOOKINGS_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(10 * 60_000),
  /** How often reminders (24 hours before a departure) and the operators' morning summaries are looked for. */
  NOTIFICATIONS_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(5 * 60_000),
  /** How often uploaded images that nothing uses are looked for (and removed after a day). */
  UPLOAD_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(60 * 60_000),
  /** How long a shutdown waits for in-flight requests before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(25_000),
  /**
   * S3-compatible object storage for uploaded images (decision 028). Unset: files under
   * DATA_DIR/uploads, which only one instance can serve.
   */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    )
    .optional(),
  /** The service's address for S3-compatible storage other than AWS (MinIO, Cloudflare R2, ...). */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  /** Both or neither; neither: the AWS SDK's own chain (AWS_* variables, shared files, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (http://host/bucket/key) rather than the host name; most self-hosted services need it. */
  S3_FORCE_PATH_STYLE: flag.optional(),
});

type Env = z.output<typeof envSchema>;

/** Object storage settings, or undefined for the local folder; half a configuration is refused. */
function objectStorageOption(e: Env, env: NodeJS.ProcessEnv) {
  const problems: string[] = [];
  const named = (
    [
      ['S3_ENDPOINT', e.S3_ENDPOINT],
      ['S3_REGION', e.S3_REGION],
      ['S3_ACCESS_KEY_ID', e.S3_ACCESS_KEY_ID],
      ['S3_SECRET_ACCESS_KEY', e.S3_SECRET_ACCESS_KEY],
      ['S3_FORCE_PATH_STYLE', e.S3_FORCE_PATH_STYLE],
    ] as const
  )
    .filter(([, value]) => value !== undefined)
    .map(([name]) => name);
  if (!e.S3_BUCKET) {
    if (named.length > 0) problems.push(`S3_BUCKET: required when ${named.join(', ')} is set`);
  } else {
    const region = e.S3_REGION ?? env.AWS_REGION;
    if (!region) {
      problems.push('S3_REGION: required with S3_BUCKET (for example us-east-1, or auto for Cloudflare R2)');
    }
    if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY) {
      problems.push('S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID');
    }
    if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID) {
      problems.push('S3_ACCESS_KEY_ID: required with S3_SECRET_ACCESS_KEY');
    }
    if (problems.length === 0) {
      return {
        problems,
        settings: {
          bucket: e.S3_BUCKET,
          region: region as string,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        },
      };
    }
  }
  return { problems, settings: undefined };
}

export type ObjectStorageSettings = NonNullable<ReturnType<typeof objectStorageOption>['settings']>;

export type Config = ReturnType<typeof loadConfig>;

/** Reads the environment once at boot, failing with the names of the bad keys. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET && e.SEED_DEMO !== true) {
    throw new Error('Invalid environment: JWT_SECRET: required in production');
  }
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL && e.SEED_DEMO !== true) {
    throw new Error('Invalid environment: PUBLIC_URL: required in production (e.g. https://belizepass.bz)');
  }
  const objectStorage = objectStorageOption(e, env);
  if (objectStorage.problems.length > 0) {
    throw new Error(`Invalid environment: ${objectStorage.problems.join('; ')}`);
  }
  const dataDir = resolve(e.DATA_DIR);
  const publicOrigin = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    /** Uploaded images go to this bucket when set, to `uploadsDir` otherwise. */
    objectStorage: objectStorage.settings,
    databaseUrl: e.DATABASE_URL,
    /** Demo data loads into an empty database unless switched off; never in production. */
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    /** The public origin without a trailing slash, as the email code names it. */
    publicUrl: publicOrigin,
    /**
     * The one origin of every absolute link and of the page cache: pages never read the Host
     * header, so made-up hosts cannot make new cache entries or links (decision 011).
     */
    publicOrigin,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    apiRateLimit: e.API_RATE_LIMIT,
    octoRateLimit: e.OCTO_RATE_LIMIT,
    pageRateLimit: e.PAGE_RATE_LIMIT,
    pageRenders: { concurrency: e.PAGE_RENDER_CONCURRENCY, queue: e.PAGE_RENDER_QUEUE },
    imageWork: { concurrency: e.IMAGE_WORK_CONCURRENCY, queue: e.IMAGE_WORK_QUEUE },
    uploadsPerDay: e.UPLOADS_PER_DAY,
    holdSettings: {
      minutes: e.HOLD_MINUTES,
      perClient: e.UNPAID_HOLDS_PER_CLIENT,
      departureSharePercent: e.UNPAID_HOLD_SHARE_PERCENT,
      perAddress: e.UNPAID_HOLDS_PER_ADDRESS,
    },
    trustProxy: trustProxyOption(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    jobIntervals: {
      outboxMs: e.OUTBOX_INTERVAL_MS,
      holdExpiryMs: e.HOLD_EXPIRY_INTERVAL_MS,
      waitlistMs: e.WAITLIST_INTERVAL_MS,
      reconcilePaymentsMs: e.RECONCILE_PAYMENTS_INTERVAL_MS,
      completeBookingsMs: e.COMPLETE_BOOKINGS_INTERVAL_MS,
      notificationsMs: e.NOTIFICATIONS_INTERVAL_MS,
      uploadSweepMs: e.UPLOAD_SWEEP_INTERVAL_MS,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    waitlistOfferMinutes: e.WAITLIST_OFFER_MINUTES,
  };
}

/** Fastify's `trustProxy` for TRUST_PROXY: hop count, address list, or trust nobody. */
function trustProxyOption(value: string | undefined): number | string[] | false {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim());
}
