import cluster from 'node:cluster';
import type { Server } from 'node:http';
import net from 'node:net';
import { buildApp } from './app.js';
import { prepareDatabase } from './bootstrap.js';
import { runPrimary } from './cluster/primary.js';
import { ConfigError, loadConfig, type Config } from './config/config.js';
import { checkStartup, listenProblem } from './config/preflight.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { startDraining } from './modules/health/health.routes.js';

/**
 * The only file that opens a port: config → database → app → listen, and a graceful close.
 * With WEB_CONCURRENCY above 1 the first process checks the config and prepares the database
 * once, then forks that many workers (cluster/primary.ts), each of which opens the database and
 * serves the shared port.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, openServerDatabase(config));
  // Every setting is checked before anything is written; the ports stay bound until listen.
  const ports = await checkStartup(config);
  const say = (message: string) => console.log(message);
  const database = openServerDatabase(config);
  const inMemory = config.databaseUrl === 'sqlite::memory:';
  if (inMemory) {
    console.warn(
      'DATABASE_URL=sqlite::memory: keeps the database in memory: every change is lost when the process ends.',
    );
  }
  await prepareDatabase(config, database.handle, say);
  // An in-memory database exists in one process only: its workers could not share it.
  const workers = inMemory ? 1 : config.webConcurrency;
  if (workers === 1) return serve(config, database, ports.release);
  await database.handle.close();
  await ports.release();
  runPrimary({
    workers,
    shutdownDrainMs: config.shutdownDrainMs,
    ready: () =>
      say(`Job Board Back Office is running: ${config.appUrl}/admin (${workers} workers)`),
    say,
  });
}

type ServerDatabase = {
  handle: DatabaseHandle;
  /** Broken pooled connections are logged through the app's logger once there is one. */
  logs: { app?: { warn(object: object, message: string): void } };
};

function openServerDatabase(config: Config): ServerDatabase {
  const logs: ServerDatabase['logs'] = {};
  const handle = openDatabase(config.databaseUrl, {
    ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
    poolSize: config.dbPoolSize,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    onConnectionError: (error) =>
      logs.app
        ? logs.app.warn(
            // The database's state, not a bug: no stack.
            { cause: { code: (error as { code?: unknown }).code, message: error.message } },
            'Database connection lost; the pool replaces it',
          )
        : console.warn(`Database connection lost: ${error.message}`),
  });
  return { handle, logs };
}

/** Builds the app on the open database and serves the port until SIGTERM/SIGINT. */
async function serve(
  config: Config,
  { handle: database, logs }: ServerDatabase,
  releasePorts: () => Promise<void> = async () => undefined,
): Promise<void> {
  const app = await buildApp(config, { database });
  app.addHook('onClose', () => database.close());
  logs.app = app.log;

  // Draining: every answer closes its connection, so keep-alive clients move on after the
  // request they sent instead of finding their socket closed under the next one.
  let closing = false;
  app.server.prependListener('request', (_request, response) => {
    if (closing) response.setHeader('Connection', 'close');
  });
  const drain = async () => {
    const until = Date.now() + config.shutdownDrainMs;
    while (Date.now() < until && (await openConnections(app.server)) > 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    startDraining(app);
    app.log.info({ signal }, 'Shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000).unref();
    // Stop accepting connections but keep the open ones: http.Server#close would also close
    // idle keep-alive connections at once, under requests their clients are sending right now.
    // Each of them closes after its next answer; those still idle after the drain are closed
    // by app.close(), which then waits for the requests in flight.
    net.Server.prototype.close.call(app.server);
    drain()
      .then(() => app.close())
      .then(
        () => {
          clearTimeout(force);
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'Shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await releasePorts();
  await app.listen({ port: config.port, host: config.host }).catch((error: unknown) => {
    const metrics =
      config.metricsPort !== undefined && (error as { port?: unknown }).port === config.metricsPort;
    throw new ConfigError([
      metrics
        ? listenProblem('METRICS_PORT', '127.0.0.1', config.metricsPort!, error)
        : listenProblem('PORT', config.host, config.port, error),
    ]);
  });
  if (cluster.isPrimary) console.log(`Job Board Back Office is running: ${config.appUrl}/admin`);
}

function openConnections(server: Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((_error, count) => resolve(count ?? 0)));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
