import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEFAULT_TRASH_RETENTION_DAYS, WEBHOOK_TIMEOUT_SECONDS } from '@job-board/contract';
import { z } from 'zod';
import { findRepoRoot } from './repo-root.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** true/false, or the proxies to trust by address (IPs and CIDR ranges, comma-separated). */
const trustedProxies = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const flag = value.toLowerCase();
    if (['true', '1', 'yes'].includes(flag)) return true;
    if (['false', '0', 'no'].includes(flag)) return false;
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries.join(',');
    ctx.addIssue({
      code: 'custom',
      message:
        'must be true or false, or the addresses of the proxies to trust (IPs or CIDR ranges, comma-separated)',
    });
    return z.NEVER;
  });

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

const httpUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
  .transform((v) => v.replace(/\/+$/, ''));

const envSchema = z.object({
  PORT: integer(0, 65535).default(8080),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((v) => /^(sqlite:|postgres(ql)?:\/\/)/.test(v), {
      message: 'must start with sqlite: (a file path or :memory:) or postgres://',
    })
    // `sqlite:$DB_FILE` with DB_FILE unset would run on a database lost at every restart.
    .refine((v) => !/^postgres/.test(v) || URL.canParse(v), {
      message:
        'is not a valid URL: check the host and the port (1-65535), and percent-encode special characters in the user and password',
    })
    .refine((v) => !/^sqlite:(\/\/)?\s*$/.test(v), {
      message:
        'names no SQLite file: give its path (sqlite:data/job-board.sqlite), or sqlite::memory: for a database that is lost when the process ends',
    })
    .optional(),
  APP_URL: httpUrl.optional(),
  UPLOAD_DIR: z.string().trim().min(1).optional(),
  PRIVATE_DIR: z.string().trim().min(1).optional(),
  STORAGE_URL: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === 'database') return 'database';
      if (value === 'file:' || value === 'file://') return 'file';
      ctx.addIssue({
        code: 'custom',
        message:
          'must be database (files kept in the database, shared by every server) or file: (the UPLOAD_DIR and PRIVATE_DIR folders, the default)',
      });
      return z.NEVER;
    })
    .optional(),
  ADMIN_EMAIL: z.email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  TOKEN_IDLE_MINUTES: integer(1, 525_600).default(720),
  TOKEN_MAX_AGE_MINUTES: integer(1, 5_256_000).default(10_080),
  SESSION_IDLE_MINUTES: integer(1, 525_600).default(120),
  SESSION_MAX_AGE_MINUTES: integer(1, 525_600).default(720),
  PASSWORD_RESET_MINUTES: integer(1, 1440).default(60),
  LOGIN_MAX_ATTEMPTS: integer(1, 1000).default(5),
  TRUST_PROXY: trustedProxies.default(false),
  DEMO_DATA: z.enum(['auto', 'off'], { message: 'must be auto or off' }).default('auto'),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Job Board <no-reply@localhost>'),
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: integer(1, 65535).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  DATABASE_SCHEMA: z
    .string()
    .trim()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL name')
    .optional(),
  DB_POOL_SIZE: integer(1, 1000).default(10),
  DB_CONNECT_TIMEOUT_MS: integer(0, 600_000).default(5000),
  DB_STATEMENT_TIMEOUT_MS: integer(0, 3_600_000).default(15_000),
  SHUTDOWN_DRAIN_MS: integer(0, 120_000).default(1500),
  WEB_CONCURRENCY: integer(1, 256).optional(),
  OUTBOX_WORKER: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  OUTBOX_POLL_MS: integer(50, 60_000).default(1000),
  TRASH_RETENTION_DAYS: integer(1, 3650).default(DEFAULT_TRASH_RETENTION_DAYS),
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false'),
  WEBHOOK_TIMEOUT_SECONDS: integer(1, 60).default(WEBHOOK_TIMEOUT_SECONDS),
  WEBSITE_BUILD_DELAY_SECONDS: integer(0, 3600).default(3),
  WEBAUTHN_RP_ID: z
    .string()
    .trim()
    .regex(/^[a-z0-9.-]+$/i, 'must be a domain name such as admin.example.com (no scheme or port)')
    .optional(),
  WEBAUTHN_ORIGINS: z
    .string()
    .trim()
    .transform((v) => v.split(',').map((origin) => origin.trim().replace(/\/+$/, '')))
    .pipe(z.array(httpUrl).min(1))
    .optional(),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string;
  appUrl: string;
  uploadDir: string;
  privateDir: string;
  /** Where uploaded images and KYC documents are kept (STORAGE_URL; see docs/decisions.md). */
  storage: 'file' | 'database';
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  tokenIdleMinutes: number;
  tokenMaxAgeMinutes: number;
  sessionIdleMinutes: number;
  /** A browser session ends this long after sign-in, however regularly it is used. */
  sessionMaxAgeMinutes: number;
  passwordResetMinutes: number;
  loginMaxAttempts: number;
  /** Whether X-Forwarded-For is believed: false, true (any hop), or the proxies' addresses. */
  trustProxy: boolean | string;
  demoData: 'auto' | 'off';
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Bearer token for GET /metrics (metrics are off unless this or metricsPort is set). */
  metricsToken: string | undefined;
  /** Serve /metrics on this port of 127.0.0.1 instead of the main port. */
  metricsPort: number | undefined;
  /** OpenTelemetry traces are exported (OTLP over HTTP) only when this is set. */
  otlpEndpoint: string | undefined;
  /** PostgreSQL: the schema the tables live in (default: the role's search path). */
  databaseSchema: string | undefined;
  /** PostgreSQL connections per process. */
  dbPoolSize: number;
  /** PostgreSQL: the longest a request waits for a connection before it answers 503 (0 = no limit). */
  dbConnectTimeoutMs: number;
  /** PostgreSQL: the longest one statement may run (0 = no limit). */
  dbStatementTimeoutMs: number;
  /** On SIGTERM: how long requests on open keep-alive connections are still served (with `Connection: close`) before idle ones are closed. */
  shutdownDrainMs: number;
  /** Worker processes serving the port (one per core by default); 1 runs a single process. */
  webConcurrency: number;
  /** Whether this process sends the outbox's webhook deliveries and website builds. */
  outboxWorker: boolean;
  /** How often the outbox is looked at for deliveries that are due. */
  outboxPollMs: number;
  /** Days a deleted record stays in the trash before the server purges it for good. */
  trashRetentionDays: number;
  /** Receivers on loopback, private or link-local addresses are allowed (never by default). */
  webhookAllowPrivate: boolean;
  /** The domain passkeys belong to (WebAuthn's relying party id): APP_URL's host by default. */
  webAuthnRpId: string;
  /** The origins the admin app is opened at, as a passkey ceremony must name (APP_URL's). */
  webAuthnOrigins: string[];
  /** How long a receiver has to answer one attempt. */
  webhookTimeoutMs: number;
  /** Changes this close together share one website build. */
  websiteBuildDelayMs: number;
  /** Folder holding the built admin app (index.html and assets). */
  adminDist: string;
  /** Folder of public static images (sample profile picture). */
  publicDir: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    // One line per problem, each naming its variable: what an operator reads in the journal.
    super(problems.join('\n'));
  }
}

/** Parses the environment once. Empty strings count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = findRepoRoot()): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`),
    );
  }
  const e = parsed.data;
  const dataDir = path.join(root, 'data');
  const fromRoot = (p: string) => path.resolve(root, p);
  const appUrl = e.APP_URL ?? `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'job-board.sqlite')}`,
    appUrl,
    uploadDir: fromRoot(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    privateDir: fromRoot(e.PRIVATE_DIR ?? path.join(dataDir, 'private')),
    storage: e.STORAGE_URL ?? 'file',
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    tokenIdleMinutes: e.TOKEN_IDLE_MINUTES,
    tokenMaxAgeMinutes: e.TOKEN_MAX_AGE_MINUTES,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxAgeMinutes: e.SESSION_MAX_AGE_MINUTES,
    passwordResetMinutes: e.PASSWORD_RESET_MINUTES,
    loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
    trustProxy: e.TRUST_PROXY,
    demoData: e.DEMO_DATA,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    databaseSchema: e.DATABASE_SCHEMA,
    dbPoolSize: e.DB_POOL_SIZE,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    webConcurrency: e.WEB_CONCURRENCY ?? availableParallelism(),
    outboxWorker: e.OUTBOX_WORKER === 'on',
    outboxPollMs: e.OUTBOX_POLL_MS,
    trashRetentionDays: e.TRASH_RETENTION_DAYS,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
    webAuthnRpId: e.WEBAUTHN_RP_ID ?? new URL(appUrl).hostname,
    webAuthnOrigins: e.WEBAUTHN_ORIGINS ?? [new URL(appUrl).origin],
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000,
    websiteBuildDelayMs: e.WEBSITE_BUILD_DELAY_SECONDS * 1000,
    adminDist: path.join(root, 'apps/admin/dist'),
    publicDir: path.join(root, 'apps/api/public'),
  };
}
