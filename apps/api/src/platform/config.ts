import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { trustProxySchema, type TrustProxy } from './trust-proxy.js';

// ARCHITECTURE §2: all configuration is environment variables, checked at start-up; a bad value stops
// the start with a message naming the variable.
const base64Key32 = z
  .string()
  .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  // Issue 6: where client links point; unset means PUBLIC_URL + '/c'.
  CLIENT_VIEW_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Issue 18: on SIGTERM, how long requests in flight may take to finish before the process exits.
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(20),
  // Issue 5: a start imports data/sample for each type without real data; 'off' keeps real data only
  // (and saves child-process tests that never search the seconds of importing it).
  SAMPLE_DATA: z.enum(['on', 'off']).default('on'),
  // Where those sample files are read; unset means data/sample beside the install.
  SAMPLE_DATA_DIR: z.string().min(1).optional(),
  // Issue 32 item 1: the bytes one adviser's stored pictures (listed and pending) may take, in MiB.
  PICTURE_BUDGET_MB: z.coerce.number().int().min(1).max(1024).default(20),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOTP_ENCRYPTION_KEY: base64Key32.optional(),
  ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Adviser Portal <no-reply@adviser-portal.local>'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  // spec 000 §4.2 and §9: two hours; shorter only to see the countdown and the System Alert in tests.
  SESSION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(120),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  // Issue 9: refresh and logout, per session (per IP without a known refresh cookie); generous, as a
  // signed-in office must never be logged out by another adviser's traffic.
  SESSION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  TRUST_PROXY: trustProxySchema.optional(),
  // Issue 18: GET /metrics answers only this bearer token; unset, it answers 404.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Issue 14: pictures go to S3 (or an S3-compatible store) when S3_BUCKET is set; feedback mail.
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('ap-southeast-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9/_-]*$/, 'letters, digits, / _ - only')
    .default('pictures/'),
  SUPPORT_EMAIL: z.email().optional(),
  // Issue 9: faults. How long a query waits for a connection and may run; the pool's size.
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(50).max(3_600_000).default(15_000),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  // A client must send its headers, and its whole request, within these (slow-body connections).
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(50).max(3_600_000).default(60_000),
  // Views of published links per IP and minute (the client page and its JSON call together).
  VIEW_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  // Views wait in memory this long before one write per link records them.
  VIEW_FLUSH_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  // Issue 33: the in-process cache's byte budget (ADR 0040), in MiB.
  CACHE_MAX_MB: z.coerce.number().int().min(1).max(65_536).default(128),
  // argon2 hashes at once; the rest queue (login floods must not starve signed-in requests).
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
});

const SECRET_NAMES = ['JWT_SECRET', 'TOTP_ENCRYPTION_KEY', 'ADMIN_TOKEN'] as const;
type SecretName = (typeof SECRET_NAMES)[number];

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** undefined when PORT is 0 and PUBLIC_URL unset: main.ts derives it after listening. */
  publicUrl: string | undefined;
  /** Issue 6: base of client links; undefined means publicUrl + '/c' (see clientViewBase). */
  clientViewUrl: string | undefined;
  logLevel: string;
  /** Issue 18: the drain's limit on SIGTERM/SIGINT, in milliseconds (ADR 0019). */
  shutdownGraceMs: number;
  /** Issue 5: whether a start imports the sample datasets of data/sample (SAMPLE_DATA). */
  sampleData: boolean;
  /** SAMPLE_DATA_DIR: the folder of sample files; undefined means data/sample (sampleDataDir()). */
  sampleDataDir: string | undefined;
  /** Issue 32 item 1: PICTURE_BUDGET_MB in bytes. */
  pictureBudgetBytes: number;
  jwtSecret: string;
  totpKey: Buffer;
  adminToken: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  sessionMinutes: number;
  /** Per IP, one counter across the credential routes: login, 2FA, registration, reset (issues 3, 9). */
  rateLimitPerMinute: number;
  /** Issue 9: database waits and limits (ADR 0015). */
  database: { acquireTimeoutMs: number; statementTimeoutMs: number; poolMax: number };
  http: { headersTimeoutMs: number; requestTimeoutMs: number };
  viewRateLimitPerMinute: number;
  viewFlushSeconds: number;
  passwordHashConcurrency: number;
  /** Issue 33: the cache's byte budget (CACHE_MAX_MB, ADR 0040). */
  cacheMaxBytes: number;
  /** Per session on refresh and logout (issue 9). */
  sessionRateLimitPerMinute: number;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses (issue 9). */
  trustProxy: TrustProxy;
  /** Issue 18: the bearer token of GET /metrics; undefined turns the metrics off. */
  metricsToken: string | undefined;
  /** Issue 14: S3 object storage for pictures; undefined keeps them under DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /** Issue 14: where feedback is mailed; undefined stores it only. */
  supportEmail: string | undefined;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (path-style addressing); undefined means AWS itself. */
  endpoint: string | undefined;
  /** Both or neither; neither lets the AWS SDK find credentials the usual way (env, profile, role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  prefix: string;
}

export class ConfigError extends Error {}

function generateSecret(name: SecretName): string {
  return name === 'TOTP_ENCRYPTION_KEY'
    ? randomBytes(32).toString('base64')
    : randomBytes(32).toString('base64url');
}

/** Development convenience (ARCHITECTURE §2): secrets are generated once and kept in DATA_DIR/secrets.json. */
function readOrCreateSecrets(dataDir: string, missing: SecretName[]): Record<SecretName, string> {
  const file = path.join(dataDir, 'secrets.json');
  const stored: Partial<Record<SecretName, string>> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<SecretName, string>>)
    : {};
  let changed = false;
  for (const name of missing) {
    if (!stored[name]) {
      stored[name] = generateSecret(name);
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return stored as Record<SecretName, string>;
}

/** Reads the configuration from `env` (process.env by default); throws ConfigError naming the variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Config {
  // Empty strings count as unset, the way shells and .env files usually mean them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  // Node refuses a server whose header deadline is later than its whole-request deadline.
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS)
    throw new ConfigError(
      'Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS',
    );
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const missing = SECRET_NAMES.filter((n) => !e[n]);
  if (missing.length > 0 && e.NODE_ENV === 'production') {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.map((n) => `${n}: required in production`).join('\n  ')}`,
    );
  }
  const secrets = missing.length > 0 ? readOrCreateSecrets(dataDir, missing) : undefined;
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
    );
  const secret = (n: SecretName): string => e[n] ?? secrets?.[n] ?? '';
  const totpKey = Buffer.from(secret('TOTP_ENCRYPTION_KEY'), 'base64');
  if (totpKey.length !== 32)
    throw new ConfigError('Invalid configuration:\n  TOTP_ENCRYPTION_KEY: must be 32 bytes, base64-encoded');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL ?? (e.PORT === 0 ? undefined : `http://localhost:${e.PORT}`),
    clientViewUrl: e.CLIENT_VIEW_URL?.replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    sampleData: e.SAMPLE_DATA === 'on',
    sampleDataDir: e.SAMPLE_DATA_DIR,
    pictureBudgetBytes: e.PICTURE_BUDGET_MB * 1024 * 1024,
    jwtSecret: secret('JWT_SECRET'),
    totpKey,
    adminToken: secret('ADMIN_TOKEN'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    sessionMinutes: e.SESSION_MINUTES,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    sessionRateLimitPerMinute: e.SESSION_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY ?? false,
    metricsToken: e.METRICS_TOKEN,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          prefix: e.S3_PREFIX,
        }
      : undefined,
    supportEmail: e.SUPPORT_EMAIL,
    database: {
      acquireTimeoutMs: e.DB_ACQUIRE_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      poolMax: e.DB_POOL_MAX,
    },
    http: { headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS, requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS },
    viewRateLimitPerMinute: e.VIEW_RATE_LIMIT_PER_MINUTE,
    viewFlushSeconds: e.VIEW_FLUSH_SECONDS,
    passwordHashConcurrency: e.PASSWORD_HASH_CONCURRENCY,
    cacheMaxBytes: e.CACHE_MAX_MB * 1024 * 1024,
  };
}
