/** Cold start to the first 200 and idle memory of the built app, next to bare Fastify. */
import type { Row, SectionResult } from './report.js';
import { canPin, startServer, type ServerKind } from './server-process.js';
import { MB, median, ms, ratio } from './stats.js';

export const COLD_START_GOAL = 2;
export const IDLE_RSS_GOAL_BYTES = 120_000_000;
const IDLE_MS = 2000;

type StartFigures = { coldStartMs: number; rss: number };

async function startsOf(
  kind: ServerKind,
  env: Record<string, string>,
  starts: number,
): Promise<StartFigures> {
  const coldStarts: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < starts; i += 1) {
    const server = await startServer(kind, env);
    try {
      coldStarts.push(server.coldStartMs);
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      rss.push(server.rss());
    } finally {
      await server.stop();
    }
  }
  return { coldStartMs: median(coldStarts), rss: median(rss) };
}

export async function measureStartup(
  serverEnv: Record<string, string>,
  starts: number,
): Promise<SectionResult> {
  const app = await startsOf('app', serverEnv, starts);
  const bare = await startsOf('bare', {}, starts);
  const startRatio = app.coldStartMs / bare.coldStartMs;
  const rows: Row[] = [
    {
      measure: 'cold start to first 200',
      figure: ms(app.coldStartMs),
      reference: `bare Fastify ${ms(bare.coldStartMs)}`,
      ratio: ratio(app.coldStartMs, bare.coldStartMs),
      check: {
        goal: `cold start to first 200 ≤ ${COLD_START_GOAL}× bare Fastify`,
        met: startRatio <= COLD_START_GOAL,
        gap: `${ms(app.coldStartMs)} = ${startRatio.toFixed(2)}× bare Fastify (${ms(bare.coldStartMs)})`,
      },
    },
    {
      measure: 'idle memory (RSS)',
      figure: MB(app.rss),
      reference: `bare Fastify ${MB(bare.rss)}`,
      ratio: ratio(app.rss, bare.rss),
      check: {
        goal: `idle memory ≤ ${MB(IDLE_RSS_GOAL_BYTES)}`,
        met: app.rss <= IDLE_RSS_GOAL_BYTES,
        gap: `${MB(app.rss)}${app.rss > IDLE_RSS_GOAL_BYTES ? `, ${MB(app.rss - IDLE_RSS_GOAL_BYTES)} over` : ''}`,
      },
    },
  ];
  return {
    name: 'startup',
    title: 'Start-up',
    rows,
    notes: [
      `median of ${starts} starts each of the built server and of bare Fastify${canPin() ? ', pinned to one core' : ''}: time from spawning node to the first 200 (GET /healthz; bare Fastify: GET /), then resident memory after ${IDLE_MS / 1000} s idle (VmRSS).`,
    ],
  };
}
