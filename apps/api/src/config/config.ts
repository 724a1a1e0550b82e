import path from 'node:path';
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

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

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
    .optional(),
  APP_URL: httpUrl.optional(),
  UPLOAD_DIR: z.string().trim().min(1).optional(),
  PRIVATE_DIR: z.string().trim().min(1).optional(),
  ADMIN_EMAIL: z.email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  TOKEN_IDLE_MINUTES: integer(1, 525_600).default(720),
  TOKEN_MAX_AGE_MINUTES: integer(1, 5_256_000).default(10_080),
  SESSION_IDLE_MINUTES: integer(1, 525_600).default(120),
  PASSWORD_RESET_MINUTES: integer(1, 1440).default(60),
  LOGIN_MAX_ATTEMPTS: integer(1, 1000).default(5),
  TRUST_PROXY: booleanFlag.default(false),
  DEMO_DATA: z.enum(['auto', 'off'], { message: 'must be auto or off' }).default('auto'),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Job Board <no-reply@localhost>'),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string;
  appUrl: string;
  uploadDir: string;
  privateDir: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  tokenIdleMinutes: number;
  tokenMaxAgeMinutes: number;
  sessionIdleMinutes: number;
  passwordResetMinutes: number;
  loginMaxAttempts: number;
  trustProxy: boolean;
  demoData: 'auto' | 'off';
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Folder holding the built admin app (index.html and assets). */
  adminDist: string;
  /** Folder of public static images (sample profile picture). */
  publicDir: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
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
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'job-board.sqlite')}`,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    uploadDir: fromRoot(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    privateDir: fromRoot(e.PRIVATE_DIR ?? path.join(dataDir, 'private')),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    tokenIdleMinutes: e.TOKEN_IDLE_MINUTES,
    tokenMaxAgeMinutes: e.TOKEN_MAX_AGE_MINUTES,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    passwordResetMinutes: e.PASSWORD_RESET_MINUTES,
    loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
    trustProxy: e.TRUST_PROXY,
    demoData: e.DEMO_DATA,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminDist: path.join(root, 'apps/admin/dist'),
    publicDir: path.join(root, 'apps/api/public'),
  };
}
