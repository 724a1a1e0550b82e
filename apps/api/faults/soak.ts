/**
 * `npm run soak` (not in CI): the built server on a fresh database under a steady mix of reads
 * and writes for SOAK_MINUTES (default 10), at a third of the throughput measured in a short
 * calibration first. Prints, per minute, requests, p99 latency and the server's RSS, as a
 * Markdown table for docs/reliability.md. Beside each figure: the server's CPU time per request
 * (what the machine's other work does not change much) and a bare Fastify hello-world answering a
 * light steady load in the same minutes (what the machine's other work does to any server). DATABASE_URL=postgres://… soaks PostgreSQL (a schema
 * of its own in that database); the default is SQLite.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const dialect = process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite';
if (dialect === 'postgres') process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
// Imported once the harness can read which PostgreSQL database to use.
const { call, createSite, freePort, signIn, sleep, startServer, stopServer } =
  await import('./harness.js');

const site = await createSite(dialect);
const server = await startServer(site);
const token = await signIn(server);

let n = 0;
/** The job type the write cycle is working on: created, renamed, then deleted. */
let current: number | null = null;

/**
 * One write: the cycle create → rename → delete of one job type, so every kind of write and its
 * audit row is exercised while the lists the platform reads stay their real size (a write mix
 * that only creates grows the whole-table lists without bound, and then measures that instead).
 */
async function write() {
  if (current === null) {
    const answer = await call(server, token, 'POST', '/api/admin/job-types', { name: `Soak ${n}` });
    current = (answer.body as { data?: { id?: number } })?.data?.id ?? null;
    return answer;
  }
  const id = current;
  if (n % 2 === 0) {
    return call(server, token, 'PUT', `/api/admin/job-types/${id}`, { name: `Soak ${n} renamed` });
  }
  current = null;
  return call(server, token, 'DELETE', `/api/admin/job-types/${id}`);
}

/** One request of the mix: mostly the lists the platform calls, one write in five. */
function next() {
  n += 1;
  switch (n % 5) {
    case 0:
      return write();
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

/** The reference: a bare Fastify hello-world in its own process. */
const referencePort = await freePort();
const reference = spawn(
  process.execPath,
  [fileURLToPath(new URL('../bench/hello-fastify.mjs', import.meta.url))],
  { env: { ...process.env, PORT: String(referencePort) }, stdio: 'ignore' },
);
for (let tries = 0; ; tries += 1) {
  const up = await fetch(`http://127.0.0.1:${referencePort}/`).then(
    (response) => response.ok,
    () => false,
  );
  if (up) break;
  if (tries > 100) throw new Error('the reference server did not start');
  await sleep(50);
}
async function referenceCall(): Promise<number> {
  const started = Date.now();
  await (await fetch(`http://127.0.0.1:${referencePort}/`)).text();
  return Date.now() - started;
}

/** CPU time (user + system) the server process has used, in milliseconds. */
const cpuMs = () => {
  const fields = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

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

type Minute = {
  minute: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  cpuPerRequest: number;
  referenceP50: number;
  referenceP99: number;
  rss: number;
};
const REFERENCE_RATE = 20;
/**
 * Closed loop: a fixed number of clients share one schedule of `rate` requests a second, and each
 * waits for its answer before taking the next slot. A server that slows down is measured (fewer
 * requests, higher latency) instead of being buried under a queue the load generator built.
 */
const CLIENTS = 8;
const results: Minute[] = [];
let nextSlot = Date.now();
for (let minute = 1; minute <= minutes; minute += 1) {
  const latencies: number[] = [];
  const referenceLatencies: number[] = [];
  let errors = 0;
  const cpuBefore = cpuMs();
  const end = Date.now() + 60_000;
  const referenceLoad = (async () => {
    for (let slot = Date.now(); slot < end; slot += 1000 / REFERENCE_RATE) {
      const wait = slot - Date.now();
      if (wait > 0) await sleep(wait);
      referenceLatencies.push(await referenceCall());
    }
  })();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (;;) {
        const slot = Math.max(nextSlot, Date.now());
        nextSlot = slot + 1000 / rate;
        if (slot >= end) return;
        const wait = slot - Date.now();
        if (wait > 0) await sleep(wait);
        const answer = await next();
        latencies.push(answer.ms);
        if (answer.status === 0 || answer.status >= 500) errors += 1;
      }
    }),
  );
  await referenceLoad;
  nextSlot = Math.max(nextSlot, end);
  const row = {
    minute,
    requests: latencies.length,
    errors,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    cpuPerRequest: (cpuMs() - cpuBefore) / Math.max(1, latencies.length),
    referenceP50: quantile(referenceLatencies, 0.5),
    referenceP99: quantile(referenceLatencies, 0.99),
    rss: rssMb(),
  };
  results.push(row);
  console.log(
    `minute ${minute}: ${row.requests} requests, ${errors} errors, p50 ${row.p50} ms, p99 ${row.p99} ms, CPU ${row.cpuPerRequest.toFixed(2)} ms/request, reference p50/p99 ${row.referenceP50}/${row.referenceP99} ms, RSS ${row.rss} MB`,
  );
}
reference.kill();

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
}

await stopServer(server);
await site.dispose();

const first = results[0]!;
const last = results[results.length - 1]!;
console.log(
  `\n| minute | requests | 5xx/errors | p50 / p99 (ms) | CPU per request (ms) | reference p50 / p99 (ms) | RSS (MB) |\n|---|---|---|---|---|---|---|`,
);
for (const r of results) {
  console.log(
    `| ${r.minute} | ${r.requests} | ${r.errors} | ${r.p50} / ${r.p99} | ${r.cpuPerRequest.toFixed(2)} | ${r.referenceP50} / ${r.referenceP99} | ${r.rss} |`,
  );
}
console.log(
  `\n${dialect}, ${rate} req/s: p99 ${first.p99} → ${last.p99} ms, CPU per request ${first.cpuPerRequest.toFixed(2)} → ${last.cpuPerRequest.toFixed(2)} ms, RSS ${first.rss} → ${last.rss} MB`,
);
