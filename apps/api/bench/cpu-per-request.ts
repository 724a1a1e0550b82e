/**
 * Server CPU time per request, as the soak reads it (utime + stime of the server process from
 * /proc/<pid>/stat): a fixed number of signed-in users-page requests and public job list requests
 * to the built server in one process, next to a bare Fastify hello-world measured the same way in
 * the same run.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { Row, SectionResult } from './report.js';
import { canPin, SERVER_CORE, startServer, type RunningServer } from './server-process.js';
import { count } from './stats.js';

export const CPU_REQUESTS = 4000;
export const CPU_CONNECTIONS = 10;
const WARM_UP_REQUESTS = 1000;
/** Kernel clock ticks per second (`getconf CLK_TCK`; 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * The users page's server CPU per request before issue 28, as a multiple of bare Fastify's in
 * the same run (the ratio travels between machines and loads better than the milliseconds): the
 * mean of two runs of this section on 2026-11-27 at 23:21–23:24 UTC, SQLite at scale 100
 * (0.425 and 0.395 ms against 0.058 and 0.063 ms) and PostgreSQL at scale 1000 (0.588 and
 * 0.672 ms against 0.060 and 0.052 ms); see docs/performance.md, "CPU per request".
 */
export const BASELINE_USERS_RATIO: Record<'SQLite' | 'PostgreSQL', number> = {
  SQLite: 6.9,
  PostgreSQL: 11.3,
};

/** CPU time (user + system) the process has used so far, in milliseconds; NaN without /proc. */
export function processCpuMs(pid: number): number {
  try {
    // The command name (field 2) may hold spaces; the fields after it are space-separated.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

type CpuFigures = { cpuMsPerRequest: number; requests: number; failures: number };

async function send(url: string, headers: Record<string, string>, amount: number) {
  const result = await autocannon({ url, headers, amount, connections: CPU_CONNECTIONS });
  return {
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** An unmeasured warm-up (JIT, caches, pool), then the server's CPU over a fixed request count. */
async function cpuPerRequest(
  server: RunningServer,
  path: string,
  headers: Record<string, string>,
): Promise<CpuFigures> {
  const url = `${server.url}${path}`;
  await send(url, headers, WARM_UP_REQUESTS);
  const before = processCpuMs(server.pid);
  const { requests, failures } = await send(url, headers, CPU_REQUESTS);
  const used = processCpuMs(server.pid) - before;
  return { cpuMsPerRequest: used / Math.max(1, requests), requests, failures };
}

const cpuMs = (value: number) => (Number.isFinite(value) ? `${value.toFixed(3)} ms` : 'n/a');

const describe = (figures: CpuFigures) =>
  `${cpuMs(figures.cpuMsPerRequest)} CPU / request${
    figures.failures > 0 ? ` · ${count(figures.failures)} failed` : ''
  }`;

export async function measureCpuPerRequest(
  serverEnv: Record<string, string>,
  token: string,
  dialect: 'SQLite' | 'PostgreSQL',
): Promise<SectionResult> {
  // One process, however many cores: a cluster would spread the CPU over processes not read here.
  const env = { ...serverEnv, WEB_CONCURRENCY: '1' };
  const bare = await startServer('bare', env);
  let reference: CpuFigures;
  try {
    reference = await cpuPerRequest(bare, '/', {});
  } finally {
    await bare.stop();
  }
  const targets: {
    name: string;
    path: string;
    headers: Record<string, string>;
    baseline: number;
  }[] = [
    {
      name: 'users page GET /api/admin/users (owner admin)',
      path: '/api/admin/users',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      baseline: BASELINE_USERS_RATIO[dialect],
    },
    {
      name: 'public job list GET /api/jobs/all',
      path: '/api/jobs/all',
      headers: { accept: 'application/json' },
      baseline: Number.NaN,
    },
  ];
  const rows: Row[] = [];
  const app = await startServer('app', env);
  try {
    for (const target of targets) {
      const figures = await cpuPerRequest(app, target.path, target.headers);
      const share = figures.cpuMsPerRequest / reference.cpuMsPerRequest;
      const row: Row = {
        measure: target.name,
        figure: describe(figures),
        reference: `bare Fastify ${describe(reference)}`,
        ratio: Number.isFinite(share) ? `${share.toFixed(1)}×` : 'n/a',
      };
      if (Number.isFinite(target.baseline)) {
        const goal = target.baseline / 2;
        row.check = {
          goal: `${target.name}: server CPU per request at most half of what it was before issue 28 (≤ ${goal.toFixed(1)}× bare Fastify's, from ${target.baseline.toFixed(1)}×)`,
          met: share <= goal && figures.failures === 0,
          gap: `${share.toFixed(1)}× bare Fastify's, ${(share / target.baseline).toFixed(2)} of before${
            figures.failures > 0 ? `, ${figures.failures} failed requests` : ''
          }`,
        };
      }
      rows.push(row);
    }
  } finally {
    await app.stop();
  }
  return {
    name: 'cpu',
    title: 'CPU per request',
    rows,
    notes: [
      `server CPU time (utime + stime of the server process, /proc/<pid>/stat, as the soak reads it) over ${count(CPU_REQUESTS)} requests at ${CPU_CONNECTIONS} connections (autocannon) after ${count(WARM_UP_REQUESTS)} unmeasured ones, divided by the requests answered; the built server (WEB_CONCURRENCY=1, production settings and logging) ${
        canPin()
          ? `pinned to core ${SERVER_CORE} with taskset`
          : 'not pinned (taskset or a second core is missing)'
      }, and the bare Fastify hello-world (apps/api/bench/hello-fastify.mjs) the same way; ratio = CPU per request / bare Fastify's.`,
    ],
  };
}
