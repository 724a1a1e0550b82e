/**
 * Servers in child processes: the built app (`apps/api/dist/server.js`) and a bare Fastify
 * hello-world for reference. One worker process unless the env's WEB_CONCURRENCY asks for more;
 * a single one is pinned to one core when `taskset` is there, several share every core.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRepoRoot } from '../src/config/repo-root.js';

export type ServerKind = 'app' | 'bare';

export type RunningServer = {
  kind: ServerKind;
  url: string;
  pid: number;
  /** From spawning the process to its first 200 answer. */
  coldStartMs: number;
  /** Resident memory now, in bytes (NaN where /proc is not there). */
  rss(): number;
  stop(): Promise<void>;
};

const benchDir = path.dirname(fileURLToPath(import.meta.url));

export const SCRIPTS: Record<ServerKind, string> = {
  app: path.join(findRepoRoot(), 'apps/api/dist/server.js'),
  bare: path.join(benchDir, 'hello-fastify.mjs'),
};

/** The URL a server answers 200 on once it is ready. */
const READY_PATH: Record<ServerKind, string> = { app: '/healthz', bare: '/' };

/** The core servers are pinned to (the second one: the bench and autocannon use the first). */
export const SERVER_CORE = 1;

let tasksetWorks: boolean | undefined;
/** Whether servers can be pinned: taskset is there and there is a second core. */
export function canPin(): boolean {
  if (tasksetWorks === undefined) {
    tasksetWorks =
      availableParallelism() > SERVER_CORE &&
      spawnSync('taskset', ['-c', String(SERVER_CORE), 'true']).status === 0;
  }
  return tasksetWorks;
}

/** A TCP port free on this machine now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? Number.NaN : Number(kb) * 1024;
  } catch {
    return Number.NaN;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export async function startServer(
  kind: ServerKind,
  env: Record<string, string>,
  { pin = true, timeoutMs = 120_000 } = {},
): Promise<RunningServer> {
  const script = SCRIPTS[kind];
  if (!existsSync(script))
    throw new Error(`${script} is missing: build the app first (npm run build).`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const workers = env.WEB_CONCURRENCY ?? '1';
  const command =
    pin && workers === '1' && canPin()
      ? ['taskset', '-c', String(SERVER_CORE), 'node', script]
      : ['node', script];
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    env: {
      ...process.env,
      ...env,
      WEB_CONCURRENCY: workers,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const gone = exited(child);
  let coldStartMs = Number.NaN;
  while (Number.isNaN(coldStartMs)) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The ${kind} server stopped before answering (exit ${child.exitCode}): ${stderr}`,
      );
    }
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`The ${kind} server did not answer within ${timeoutMs / 1000} s: ${stderr}`);
    }
    try {
      const response = await fetch(`${url}${READY_PATH[kind]}`);
      await response.arrayBuffer();
      if (response.status === 200) coldStartMs = performance.now() - started;
    } catch {
      await sleep(5);
    }
  }
  return {
    kind,
    url,
    pid: child.pid!,
    coldStartMs,
    rss: () => residentBytes(child.pid!),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
}
