// Two built API processes on one PostgreSQL database behind nginx, started from the repository's
// nginx config (ops/nginx/job-board.conf) as a foreground nginx with its own prefix and a free port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN = { email: 'admin@example.com', password: 'scale-out-admin-password' };
export const METRICS_TOKEN = 'scale-out-metrics-token-0123456789';

export type ApiProcess = {
  name: string;
  port: number;
  /** This process's own folders: the processes share none (their files are in the database). */
  uploadDir: string;
  privateDir: string;
  child: ChildProcess;
  output: string[];
};

export type Cluster = {
  url: string;
  nginxPort: number;
  processes: ApiProcess[];
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  /** SIGTERM, wait for the exit, start again on the same port, wait for /readyz. */
  restart(process: ApiProcess): Promise<void>;
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startCluster(postgresUrl: string): Promise<Cluster> {
  const workDir = path.join(root, 'artifacts', 'scale-out');
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });

  // A database of its own, emptied: the first process migrates it.
  const databaseUrl = await freshDatabase(postgresUrl, 'job_board_scale');
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();

  const nginxPort = await freePort();
  const url = `http://127.0.0.1:${nginxPort}`;
  const env = {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    APP_URL: url,
    // Images and KYC documents in the database: the processes, like machines, share no folder
    // (docs/operations.md).
    STORAGE_URL: 'database',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // X-Forwarded-For is believed from nginx's address only.
    TRUST_PROXY: '127.0.0.1',
    LOGIN_MAX_ATTEMPTS: '5',
    LOG_LEVEL: 'warn',
    METRICS_TOKEN,
  };
  const processes: ApiProcess[] = [];
  const stopAll = () => Promise.all(processes.map((api) => terminate(api.child)));
  for (const name of ['a', 'b']) {
    const api: ApiProcess = {
      name,
      port: await freePort(),
      uploadDir: path.join(workDir, name, 'uploads'),
      privateDir: path.join(workDir, name, 'private'),
      child: undefined!,
      output: [],
    };
    // The first start migrates and creates the administrator; the second finds them there.
    processes.push(api);
    await launch(api, env).catch(async (error: unknown) => {
      await stopAll();
      await admin.end();
      throw error;
    });
  }

  // The suite signs in with the password alone, so its database does not require owners to
  // have a second factor (the server would otherwise open only enrolment to them).
  await admin.query("update two_factor_policy set required = 0 where role = 'owner'");

  const nginx = await startNginx(workDir, nginxPort, processes).catch(async (error: unknown) => {
    await stopAll();
    await admin.end();
    throw error;
  });
  return {
    url,
    nginxPort,
    processes,
    query: async <T>(text: string, values: unknown[] = []) =>
      (await admin.query(text, values)).rows as T[],
    restart: async (api) => {
      await terminate(api.child);
      await launch(api, env);
    },
    stop: async () => {
      await Promise.all([stopAll(), terminate(nginx)]);
      await admin.end();
    },
  };
}

/**
 * `name` next to the test database, created when missing (as the postgres superuser, which CI
 * runs as; scripts/test-postgres.sh does the same for the other suites) and emptied.
 */
async function freshDatabase(testUrl: string, name: string): Promise<string> {
  const url = new URL(testUrl);
  url.pathname = `/${name}`;
  let client = new pg.Client({ connectionString: url.toString() });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    if ((error as { code?: string }).code !== '3D000') throw error;
    const owner = decodeURIComponent(url.username);
    const created = spawnSync('su', ['postgres', '-c', `createdb -O ${owner} ${name}`], {
      encoding: 'utf8',
    });
    if (created.status !== 0) {
      throw new Error(`Cannot create the database ${name}: ${created.stderr || created.error}`);
    }
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
  }
  await client.query('drop schema if exists public cascade');
  await client.query('create schema public');
  await client.end();
  return url.toString();
}

async function launch(api: ApiProcess, env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    // One process each: the suite is about several servers, each with its own view.
    env: {
      ...process.env,
      WEB_CONCURRENCY: '1',
      ...env,
      UPLOAD_DIR: api.uploadDir,
      PRIVATE_DIR: api.privateDir,
      PORT: String(api.port),
      DEMO_DATA: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.child = child;
  const keep = (chunk: Buffer) => {
    api.output.push(chunk.toString());
    if (api.output.length > 200) api.output.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  await waitFor(`process ${api.name}`, 60_000, async () => {
    if (child.exitCode !== null) {
      throw new Error(`process ${api.name} exited (${child.exitCode}):\n${api.output.join('')}`);
    }
    return (await get(`http://127.0.0.1:${api.port}/readyz`)) === 200;
  });
}

async function startNginx(workDir: string, port: number, processes: ApiProcess[]) {
  const dir = path.join(workDir, 'nginx');
  for (const sub of ['', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, sub), { recursive: true });
    chmodSync(path.join(dir, sub), 0o777);
  }
  const site = readFileSync(path.join(root, 'ops/nginx/job-board.conf'), 'utf8')
    .replace(/^\s*server 127\.0\.0\.1:\d+ (.*)$/gm, '')
    .replace(
      /upstream job_board_api \{\n/,
      (head) =>
        head +
        processes
          .map((api) => `    server 127.0.0.1:${api.port} max_fails=1 fail_timeout=2s;\n`)
          .join(''),
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  writeFileSync(path.join(dir, 'job-board.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # For the test only: which process answered.
  add_header X-Upstream $upstream_addr always;
  include ${dir}/job-board.conf;
}
`,
  );
  const nginx = spawn(
    '/usr/sbin/nginx',
    [
      '-p',
      dir,
      '-c',
      path.join(dir, 'nginx.conf'),
      '-e',
      path.join(dir, 'error.log'),
      '-g',
      'daemon off;',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  nginx.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await waitFor('nginx', 20_000, async () => {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${output.join('')}`);
    return (await get(`http://127.0.0.1:${port}/healthz`)) === 200;
  });
  return nginx;
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Status of a GET, or 0 when nothing answers. */
function get(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = httpRequest(url, { timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
    request.on('timeout', () => request.destroy());
    request.end();
  });
}

async function waitFor(what: string, ms: number, ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} was not ready within ${ms / 1000} s`);
}
