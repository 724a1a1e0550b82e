import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

/** The built server the fault tests run (`npm run build -w @job-board/api` first). */
export const SERVER = fileURLToPath(new URL('../dist/server.js', import.meta.url));
export const ADMIN = { email: 'faults@example.com', password: 'fault tolerant password' };

/** PostgreSQL when TEST_DATABASE_URL names one (CI runs the suite on both databases). */
export const postgresUrl = process.env.TEST_DATABASE_URL?.startsWith('postgres')
  ? process.env.TEST_DATABASE_URL
  : undefined;
export const dialects = (postgresUrl ? ['sqlite', 'postgres'] : ['sqlite']) as (
  'sqlite' | 'postgres'
)[];

if (!existsSync(SERVER)) {
  throw new Error(`No built server at ${SERVER}: run npm run build -w @job-board/api first.`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A place of its own for one scenario: a folder, and a database (SQLite file or PG schema). */
export type Site = {
  dir: string;
  uploadDir: string;
  databaseUrl: string;
  /** PostgreSQL schema, when on PostgreSQL. */
  schema?: string;
  /** Marks this site's connections, so a test can terminate exactly these. */
  applicationName: string;
  /** Runs SQL against the site's database directly (not through the server). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a statement that writes, directly (not through the server). */
  execute(text: string): Promise<void>;
  dispose(): Promise<void>;
};

export async function createSite(dialect: 'sqlite' | 'postgres'): Promise<Site> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'job-board-faults-'));
  const uploadDir = path.join(dir, 'uploads');
  mkdirSync(uploadDir, { recursive: true });
  const tag = `faults_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  if (dialect === 'sqlite') {
    const file = path.join(dir, 'job-board.sqlite');
    return {
      dir,
      uploadDir,
      databaseUrl: `sqlite:${file}`,
      applicationName: tag,
      query: async <T>(text: string, params: unknown[] = []) => {
        const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
        try {
          return db.prepare(text.replace(/\$\d+/g, '?')).all(...params) as T[];
        } finally {
          db.close();
        }
      },
      execute: async (text: string) => {
        const db = new SqliteDatabase(file, { fileMustExist: true });
        try {
          db.exec(text);
        } finally {
          db.close();
        }
      },
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(`create schema ${tag}`);
  await client.query(`set search_path = ${tag}, public`);
  return {
    dir,
    uploadDir,
    databaseUrl: withApplicationName(postgresUrl!, tag),
    schema: tag,
    applicationName: tag,
    query: async <T>(text: string, params: unknown[] = []) =>
      (await client.query(text, params)).rows as T[],
    execute: async (text: string) => void (await client.query(text)),
    dispose: async () => {
      await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [tag],
      );
      await client.query(`drop schema ${tag} cascade`);
      await client.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function withApplicationName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', name);
  return parsed.toString();
}

/** One running server process. */
export type Server = {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or signal) when the process ends. */
  exited: Promise<number | string>;
  alive: () => boolean;
};

export async function startServer(
  site: Site,
  env: Record<string, string> = {},
  port?: number,
): Promise<Server> {
  const chosen = port ?? (await freePort());
  let output = '';
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH,
      PORT: String(chosen),
      HOST: '127.0.0.1',
      DATABASE_URL: site.databaseUrl,
      ...(site.schema ? { DATABASE_SCHEMA: site.schema } : {}),
      UPLOAD_DIR: site.uploadDir,
      PRIVATE_DIR: path.join(site.dir, 'private'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      DB_CONNECT_TIMEOUT_MS: '1000',
      // One process, whose exit the scenarios watch; cluster.test.ts asks for workers.
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let running = true;
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => {
      running = false;
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  const url = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (!running) throw new Error(`The server exited while starting:\n${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not become ready:\n${output}`);
    await sleep(100);
  }
  // The scenarios sign in with the password alone, so the site does not require owners to have
  // a second factor (the server would otherwise open only enrolment to them).
  await site.execute("update two_factor_policy set required = 0 where role = 'owner'");
  return { url, port: chosen, child, output: () => output, exited, alive: () => running };
}

export async function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM') {
  if (!server.alive()) return server.exited;
  server.child.kill(signal);
  return server.exited;
}

/** Signs in with a bearer token. */
export async function signIn(server: Server): Promise<string> {
  const response = await fetch(`${server.url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (response.status !== 200)
    throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

export type Answer = { status: number; body: unknown; ms: number };

/** One JSON call; a network failure comes back as status 0 with the error's code. */
export async function call(
  server: Server,
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<Answer & { error?: string }> {
  const started = Date.now();
  try {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed, ms: Date.now() - started };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: 0, body: null, ms: Date.now() - started, error: cause?.code ?? String(error) };
  }
}

/**
 * A TCP relay between the server and PostgreSQL that a test can cut (every connection closed,
 * new ones refused) and restore: an outage of the test's own, which disturbs no other suite.
 */
export async function startRelay(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let mode: 'up' | 'down' | 'hang' = 'up';
  const relay = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (mode === 'down') return void client.destroy();
    if (mode === 'hang') return;
    const upstream = net.connect(Number(port || 5432), hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const relayPort = (relay.address() as net.AddressInfo).port;
  return {
    /** `target` with its host and port replaced by the relay's. */
    url: (databaseUrl: string) => {
      const parsed = new URL(databaseUrl);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(relayPort);
      return parsed.toString();
    },
    set(next: 'up' | 'down' | 'hang') {
      mode = next;
      if (next !== 'up') for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}

export { sleep };
