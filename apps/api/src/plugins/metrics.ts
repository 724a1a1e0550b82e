import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { endpoints, KYC_STATUSES } from '@job-board/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as PromClientModule from 'prom-client';
import { shareWorkerMetrics } from '../cluster/cluster-metrics.js';
import type { Config } from '../config/config.js';
import type { DatabaseHandle, QueryEvent } from '../db/database.js';

type PromClient = typeof PromClientModule;
type Registry = InstanceType<PromClient['Registry']>;

/**
 * Prometheus metrics, off unless METRICS_TOKEN or METRICS_PORT is set: on the main port behind
 * the bearer token, or on a separate port bound to the loopback interface. Every app has its own
 * registry (tests build many apps in one process). In a cluster worker a scrape answers every
 * worker's figures aggregated (cluster/cluster-metrics.ts), whichever worker it reaches.
 */
export async function registerMetrics(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
): Promise<void> {
  if (!config.metricsToken && config.metricsPort === undefined) return;
  const client: PromClient = await import('prom-client');
  const registry = new client.Registry();
  const figures = defineMetrics(client, registry, database);

  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  instrumentRequests(app, figures);
  const stopObserving = database.observeQueries((event) => figures.observeQuery(event));
  const cluster = shareWorkerMetrics(registry);
  const metricsText = cluster?.text ?? (() => registry.metrics());
  app.addHook('onClose', async () => {
    stopObserving();
    cluster?.stop();
    registry.clear();
  });

  const authorized = (header: string | undefined) =>
    !config.metricsToken || bearerMatches(header, config.metricsToken);

  if (config.metricsPort === undefined) {
    app.get('/metrics', async (request, reply) => {
      if (!authorized(request.headers.authorization)) {
        return reply
          .code(401)
          .header('WWW-Authenticate', 'Bearer')
          .send({ message: 'Unauthorized' });
      }
      return reply.type(registry.contentType).send(await metricsText());
    });
    return;
  }

  // A port of its own, reachable from this machine only (a Prometheus agent or a tunnel).
  let server: Server | undefined;
  app.addHook('onListen', async () => {
    server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method !== 'GET' || path !== '/metrics') {
        response.writeHead(404).end();
      } else if (!authorized(request.headers.authorization)) {
        response.writeHead(401, { 'WWW-Authenticate': 'Bearer' }).end();
      } else {
        metricsText().then(
          (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
          () => response.writeHead(500).end(),
        );
      }
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(config.metricsPort, '127.0.0.1', () => resolve());
    });
    app.log.info(`Metrics on http://127.0.0.1:${config.metricsPort}/metrics`);
  });
  app.addHook('onClose', async () => {
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
  });
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type Figures = ReturnType<typeof defineMetrics>;

function defineMetrics(client: PromClient, registry: Registry, database: DatabaseHandle) {
  const registers = [registry];
  /** A counter in the registry, by the labels named (none: one figure). */
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new client.Counter<L>({ name, help, labelNames, registers });
  const requests = counter(
    'http_requests_total',
    'HTTP requests answered, by route template, method and status',
    ['route', 'method', 'status'],
  );
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const inFlight = new client.Gauge({
    name: 'http_requests_in_flight',
    help: 'HTTP requests being answered now',
    registers,
  });
  const serverErrors = counter(
    'http_server_errors_total',
    'Answers with a 5xx status, by route template',
    ['route'],
  );
  const logins = counter(
    'auth_logins_total',
    'Sign-in attempts by outcome: success (password accepted; an admin with a second factor is then asked for a code), failure (wrong or invalid credentials), throttled',
    ['outcome'],
  );
  const secondFactors = counter(
    'auth_second_factor_total',
    'Second sign-in steps (authenticator or recovery code) by outcome: success, failure, throttled',
    ['outcome'],
  );
  const throttled = counter(
    'auth_login_throttled_total',
    'Sign-in attempts refused by the login throttle (429)',
  );
  const kycDecisions = counter(
    'kyc_decisions_total',
    'KYC verifications saved, by the status set (approved, rejected, pending) or comment',
    ['decision'],
  );
  const queryDuration = new client.Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database statement time, by operation and outcome',
    labelNames: ['operation', 'outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  const queryErrors = counter('db_query_errors_total', 'Database statements that failed');
  new client.Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (total, idle); SQLite has one connection',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  /** A figure of the pool, read when the metrics are scraped. */
  const poolGauge = (name: string, help: string, figure: 'waiting' | 'errors') =>
    new client.Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(database.poolStats()[figure]);
      },
    });
  poolGauge('db_pool_waiting', 'Requests waiting for a PostgreSQL pool connection', 'waiting');
  poolGauge(
    'db_pool_errors',
    'Errors reported by idle PostgreSQL pool connections since start',
    'errors',
  );

  return {
    inFlight,
    answered(route: string, method: string, status: number, seconds: number, body: unknown) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
      if (status >= 500) serverErrors.inc({ route });
      const outcome = status === 200 ? 'success' : status === 429 ? 'throttled' : 'failure';
      if (method === endpoints.auth.login.method && route === endpoints.auth.login.path) {
        if (status < 500) logins.inc({ outcome });
        if (status === 429) throttled.inc();
      }
      const { signIn } = endpoints.twoFactor;
      if (method === signIn.method && route === signIn.path && status < 500) {
        secondFactors.inc({ outcome });
      }
      if (
        method === endpoints.kyc.verify.method &&
        route === endpoints.kyc.verify.path &&
        status === 200
      ) {
        kycDecisions.inc({ decision: kycDecision(body) });
      }
    },
    observeQuery(event: QueryEvent) {
      const outcome = event.error === undefined ? 'ok' : 'error';
      queryDuration.observe(
        { operation: operationOf(event.sql), outcome },
        event.durationMs / 1000,
      );
      if (outcome === 'error') queryErrors.inc();
    },
  };
}

function kycDecision(body: unknown): string {
  const status = (body as { status?: unknown } | undefined)?.status;
  return (KYC_STATUSES as readonly unknown[]).includes(status) ? String(status) : 'comment';
}

const OPERATIONS = new Set(['select', 'insert', 'update', 'delete']);

/** The statement's first keyword: select, insert, update, delete (or other). */
export function operationOf(sql: string): string {
  const word = /^\s*\(?\s*([a-z]+)/i.exec(sql)?.[1]?.toLowerCase() ?? '';
  return OPERATIONS.has(word) ? word : 'other';
}

const started = new WeakMap<FastifyRequest, number>();

function instrumentRequests(app: FastifyInstance, figures: Figures): void {
  app.addHook('onRequest', async (request) => {
    started.set(request, performance.now());
    figures.inFlight.inc();
  });
  const finish = (request: FastifyRequest, status: number) => {
    const start = started.get(request);
    if (start === undefined) return;
    started.delete(request);
    figures.inFlight.dec();
    figures.answered(
      request.routeOptions.url ?? 'unmatched',
      request.method,
      status,
      (performance.now() - start) / 1000,
      request.body,
    );
  };
  app.addHook('onResponse', async (request, reply) => finish(request, reply.statusCode));
  // A client that hung up before its answer: counted with nginx's status for it.
  app.addHook('onRequestAbort', async (request) => finish(request, 499));
}
