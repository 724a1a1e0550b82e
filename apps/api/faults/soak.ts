/**
 * `npm run soak` (not in CI): the built server on a fresh database under a steady mix of reads
 * and writes for SOAK_MINUTES (default 10), at a third of the throughput measured in a short
 * calibration first. Prints, per minute, requests, p99 latency and the server's RSS, as a
 * Markdown table for docs/reliability.md. DATABASE_URL=postgres://… soaks PostgreSQL (a schema
 * of its own in that database); the default is SQLite.
 */
import { readFileSync } from 'node:fs';
import { call, createSite, signIn, sleep, startServer, stopServer } from './harness.js';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const dialect = process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite';
if (dialect === 'postgres') process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;

const site = await createSite(dialect);
const server = await startServer(site);
const token = await signIn(server);

let n = 0;
/** One request of the mix: mostly the lists the platform calls, one write in five. */
function next() {
  n += 1;
  switch (n % 5) {
    case 0:
      return call(server, token, 'POST', '/api/admin/job-types', { name: `Soak ${n}` });
    case 1:
      return call(server, token, 'GET', '/api/categories/all');
    case 2:
      return call(server, token, 'GET', '/api/job-types/all');
    case 3:
      return call(server, token, 'GET', '/api/admin/packages');
    default:
      return call(server, token, 'GET', '/api/jobs/all');
  }
}

const rssMb = () => {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

// Calibration: as fast as 16 clients go, 10 seconds.
let done = 0;
const calibrateUntil = Date.now() + 10_000;
await Promise.all(
  Array.from({ length: 16 }, async () => {
    while (Date.now() < calibrateUntil) {
      await next();
      done += 1;
    }
  }),
);
const maximum = done / 10;
const rate = Math.max(1, Math.round(maximum / 3));
console.log(`Measured maximum ≈ ${Math.round(maximum)} req/s; soaking at ${rate} req/s.`);

type Minute = { minute: number; requests: number; errors: number; p99: number; rss: number };
const results: Minute[] = [];
for (let minute = 1; minute <= minutes; minute += 1) {
  const latencies: number[] = [];
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const end = Date.now() + 60_000;
  for (let tick = Date.now(); tick < end; tick += 1000 / rate) {
    const wait = tick - Date.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(
      next().then((answer) => {
        latencies.push(answer.ms);
        if (answer.status === 0 || answer.status >= 500) errors += 1;
      }),
    );
  }
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
  results.push({ minute, requests: latencies.length, errors, p99, rss: rssMb() });
  console.log(`minute ${minute}: ${latencies.length} requests, p99 ${p99} ms, RSS ${rssMb()} MB`);
}

await stopServer(server);
await site.dispose();

const first = results[0]!;
const last = results[results.length - 1]!;
console.log(`\n| minute | requests | 5xx/errors | p99 (ms) | RSS (MB) |\n|---|---|---|---|---|`);
for (const r of results) {
  console.log(`| ${r.minute} | ${r.requests} | ${r.errors} | ${r.p99} | ${r.rss} |`);
}
console.log(
  `\n${dialect}, ${rate} req/s: p99 ${first.p99} → ${last.p99} ms, RSS ${first.rss} → ${last.rss} MB`,
);
