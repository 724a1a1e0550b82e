import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_TWO_FACTOR_ROLES, ROLES, type Role } from '@job-board/contract';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type BuildOptions } from '../app.js';
import { loadConfig, type Config } from '../config/config.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Mail } from '../lib/mailer.js';
import { hashPassword } from '../lib/password.js';
import { nowIso } from '../lib/time.js';
import { insertAdmin } from '../modules/auth/auth.repository.js';
import { cloneTemplate } from './postgres-template.js';

/** The database the suite runs on: TEST_DATABASE_URL (PostgreSQL in CI) or in-memory SQLite. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || 'sqlite::memory:';

export const ADMIN: { email: string; password: string; name: string; role: Role } = {
  email: 'admin@example.com',
  password: 'correct horse battery',
  name: 'Ada Admin',
  role: 'owner',
};

export type TestApp = {
  app: App;
  config: Config;
  database: DatabaseHandle;
  mails: Mail[];
  /** Creates an admin; returns its id. */
  createAdmin(admin?: Partial<typeof ADMIN>): Promise<number>;
  /**
   * Makes these roles (the migration's defaults unless given) require a second factor. A test
   * app starts with none required: most suites sign in as owners without one.
   */
  requireTwoFactor(roles?: readonly Role[]): Promise<void>;
  /** Signs in with the API (creating the default admin on first use); returns a bearer token. */
  loginAs(admin?: Partial<typeof ADMIN>): Promise<string>;
  /** GET /sanctum/csrf-cookie; returns the cookies to send back and the anti-forgery token. */
  csrfSession(): Promise<BrowserSession>;
  /**
   * Signs in as the admin app does in a browser (creating the default admin on first use): the
   * csrf-cookie call, then the login with its cookies and anti-forgery header. Returns the
   * signed-in session's cookies and its anti-forgery token.
   */
  signInWithCookies(admin?: Partial<typeof ADMIN>): Promise<BrowserSession>;
  close(): Promise<void>;
};

export type BrowserSession = { cookies: Record<string, string>; xsrfToken: string };

/** Cookies a response set, by name. */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
}

/**
 * The real app on a fresh database: on PostgreSQL a copy of the migrated template (or, without
 * one, a schema of its own), on SQLite a file of its own.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'tracerProvider' | 'mailer'> = {},
): Promise<TestApp> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'job-board-test-'));
  const adminDist = path.join(workDir, 'admin-dist');
  mkdirSync(adminDist);
  writeFileSync(
    path.join(adminDist, 'index.html'),
    '<!doctype html><html><head><meta name="csrf-token" content="" /><title>Job Board</title></head><body><div id="root"></div></body></html>',
  );
  const baseConfig = loadConfig({ DATABASE_URL: testDatabaseUrl, ...env });
  const isolated = await openIsolatedDatabase(baseConfig.databaseUrl, workDir);
  const config: Config = {
    ...baseConfig,
    databaseUrl: isolated.url,
    uploadDir: path.join(workDir, 'uploads'),
    privateDir: path.join(workDir, 'private'),
    adminDist,
    // Tests send the outbox themselves (app.outbox.runOnce) unless they ask for the worker.
    outboxWorker: false,
    ...overrides,
  };

  await migrateToLatest(isolated.database);
  const requireTwoFactor = async (roles: readonly Role[] = []) => {
    for (const role of ROLES) {
      await isolated.database.db
        .updateTable('two_factor_policy')
        .set({ required: roles.includes(role) ? 1 : 0 })
        .where('role', '=', role)
        .execute();
    }
  };
  await requireTwoFactor([]);
  const mails: Mail[] = [];
  const app = await buildApp(config, {
    database: isolated.database,
    logger: false,
    // Kept in `mails`, as a mail server would receive them; a test may bring its own mailer.
    mailer: { delivers: true, send: async (mail) => void mails.push(mail) },
    checkResponses: true,
    ...options,
  });
  await app.ready();

  const adminIds = new Map<string, number>();
  const createAdmin = async (admin: Partial<typeof ADMIN> = {}) => {
    const { email, password, name, role } = { ...ADMIN, ...admin };
    const id = await insertAdmin(isolated.database.db, {
      name,
      email,
      password_hash: await hashPassword(password),
      now: nowIso(),
      role,
    });
    adminIds.set(email, id);
    return id;
  };

  const csrfSession = async (): Promise<BrowserSession> => {
    const response = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const cookies = cookiesOf(response);
    return { cookies, xsrfToken: cookies['XSRF-TOKEN']! };
  };

  /** Signs in with the API (creating the admin on first use), as a browser when one is given. */
  const login = async (
    admin: Partial<typeof ADMIN>,
    browser?: BrowserSession,
  ): Promise<LightMyRequestResponse> => {
    const { email, password } = { ...ADMIN, ...admin };
    if (!adminIds.has(email)) await createAdmin(admin);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email, password },
      ...(browser && { cookies: browser.cookies, headers: { 'x-xsrf-token': browser.xsrfToken } }),
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return response;
  };

  return {
    app,
    config,
    database: isolated.database,
    mails,
    createAdmin,
    requireTwoFactor: (roles = DEFAULT_TWO_FACTOR_ROLES) => requireTwoFactor(roles),
    loginAs: async (admin = {}) =>
      ((await login(admin)).json() as { data: { token: string } }).data.token,
    csrfSession,
    signInWithCookies: async (admin = {}) => {
      const cookies = cookiesOf(await login(admin, await csrfSession()));
      return { cookies, xsrfToken: cookies['XSRF-TOKEN']! };
    },
    close: async () => {
      await app.close();
      await isolated.dispose();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** Each test app's database, by its handle: where a second connection to it goes. */
const isolatedUrls = new WeakMap<DatabaseHandle, string>();

/** The URL a test app's database was opened with (its schema, if any, is on the handle). */
export function isolatedUrlOf(database: DatabaseHandle): string {
  const url = isolatedUrls.get(database);
  if (!url) throw new Error('Not the database of a test app.');
  return url;
}

async function openIsolatedDatabase(
  url: string,
  workDir: string,
): Promise<{ database: DatabaseHandle; url: string; dispose(): Promise<void> }> {
  const opened = await openFreshDatabase(url, workDir);
  isolatedUrls.set(opened.database, opened.url);
  return opened;
}

async function openFreshDatabase(
  url: string,
  workDir: string,
): Promise<{ database: DatabaseHandle; url: string; dispose(): Promise<void> }> {
  if (url.startsWith('sqlite:')) {
    const fileUrl = `sqlite:${path.join(workDir, 'test.sqlite')}`;
    const database = openDatabase(fileUrl);
    return { database, url: fileUrl, dispose: () => database.close() };
  }
  // A copy of the migrated template when the suite made one (global-setup.ts)…
  const template = inject('postgresTemplate');
  if (template) {
    const clone = await cloneTemplate(url, template);
    const database = openDatabase(clone.url, { poolSize: 4 });
    return {
      database,
      url: clone.url,
      dispose: async () => {
        await database.close();
        await clone.drop();
      },
    };
  }
  // …else a schema of its own in the test database, migrated by the caller.
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const database = openDatabase(url, { schema, poolSize: 4 });
  return {
    database,
    url,
    dispose: async () => {
      await database.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
