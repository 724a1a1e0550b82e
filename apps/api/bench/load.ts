/**
 * Throughput and p99 at 50 connections (autocannon) of the users page and the public job list,
 * next to a bare Fastify hello-world on the same core in the same run.
 */
import autocannon from 'autocannon';
import type { Row, SectionResult } from './report.js';
import { canPin, SERVER_CORE, startServer } from './server-process.js';
import { count, percent } from './stats.js';

export const THROUGHPUT_GOAL = 0.33;
export const P99_GOAL_MS = 25;

type LoadFigures = { perSecond: number; p99: number; failures: number };

async function cannon(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<LoadFigures> {
  const result = await autocannon({ url, headers, duration: seconds, connections });
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** A short unmeasured run (JIT, caches, connection pool), then the measured one. */
async function measure(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<LoadFigures> {
  await cannon(url, headers, Math.min(2, seconds), connections);
  return cannon(url, headers, seconds, connections);
}

const describe = (figures: LoadFigures) =>
  `${count(figures.perSecond)} req/s · p99 ${figures.p99} ms${
    figures.failures > 0 ? ` · ${count(figures.failures)} failed` : ''
  }`;

export async function measureLoad(
  serverEnv: Record<string, string>,
  token: string,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<SectionResult> {
  const bare = await startServer('bare', {});
  let reference: LoadFigures;
  try {
    reference = await measure(`${bare.url}/`, {}, seconds, connections);
  } finally {
    await bare.stop();
  }

  const targets: { name: string; goal: string; path: string; headers: Record<string, string> }[] = [
    {
      name: 'users page GET /api/admin/users (admin)',
      goal: 'users page at 50 connections',
      path: '/api/admin/users',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    },
    {
      name: 'public job list GET /api/jobs/all',
      goal: 'public job list at 50 connections',
      path: '/api/jobs/all',
      headers: { accept: 'application/json' },
    },
  ];
  const rows: Row[] = [];
  const app = await startServer('app', serverEnv);
  try {
    for (const target of targets) {
      const figures = await measure(
        `${app.url}${target.path}`,
        target.headers,
        seconds,
        connections,
      );
      const share = figures.perSecond / reference.perSecond;
      const met = share >= THROUGHPUT_GOAL && figures.p99 <= P99_GOAL_MS && figures.failures === 0;
      rows.push({
        measure: target.name,
        figure: describe(figures),
        reference: `bare Fastify ${describe(reference)}`,
        ratio: percent(figures.perSecond, reference.perSecond),
        check: {
          goal: `${target.goal}: ≥ ${THROUGHPUT_GOAL * 100} % of bare Fastify's throughput and p99 ≤ ${P99_GOAL_MS} ms`,
          met,
          gap: `${percent(figures.perSecond, reference.perSecond)} of bare Fastify, p99 ${figures.p99} ms${
            figures.failures > 0 ? `, ${figures.failures} failed requests` : ''
          }`,
        },
      });
    }
  } finally {
    await app.stop();
  }
  return {
    name: 'load',
    title: 'Load',
    rows,
    notes: [
      `autocannon, ${connections} connections, ${seconds} s after an unmeasured warm-up; the built server (node apps/api/dist/server.js, production settings and logging) ${
        canPin()
          ? `pinned to core ${SERVER_CORE} with taskset`
          : 'not pinned (taskset or a second core is missing)'
      }, then the bare Fastify hello-world (apps/api/bench/hello-fastify.mjs) the same way; ratio = throughput / bare Fastify's.`,
    ],
  };
}
