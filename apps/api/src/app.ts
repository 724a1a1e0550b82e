import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { TracerProvider } from '@opentelemetry/api';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { AppDeps } from './app-deps.js';
import { workerLogBase } from './cluster/worker-identity.js';
import type { Config } from './config/config.js';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './db/database.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import type { Route } from './lib/route.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { KYC_DOCUMENT_PATH } from './modules/kyc/kyc-document-links.js';
import { OutboxWorker } from './modules/integrations/outbox-worker.js';
import { TrashPurger } from './lib/trash/trash-purge.js';
import { registerUploadServing } from './lib/storage/serve-uploads.js';
import { apiRoutes } from './modules/routes.js';
import { registerAdminApp } from './plugins/admin-app.js';
import { registerJsonCompression } from './plugins/compression.js';
import { registerContractCheck } from './plugins/contract-check.js';
import { logDestination, logEveryRequest } from './plugins/logger.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerTracing } from './plugins/tracing.js';
import { MAX_UPLOAD_BYTES, registerBodyParsers } from './plugins/body-parsers.js';
import { trackDatabaseOutages } from './db/database-outage.js';
import { answerFrameworkError, registerErrorHandling } from './plugins/error-handler.js';
import { registerListEtags } from './plugins/list-etags.js';
import { assertRoutesMatchRegistry, registerRoutes } from './plugins/routes.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';

export type BuildOptions = {
  /** An already open database (tests); otherwise DATABASE_URL is opened. */
  database?: DatabaseHandle;
  databaseOptions?: DatabaseOptions;
  mailer?: Mailer;
  /** pino options or false; defaults to JSON logs at config.logLevel. */
  logger?: boolean | { level: string };
  /** Check every answer against the contract (tests); off in production for speed. */
  checkResponses?: boolean;
  /** Traces go to this provider instead of the OTLP exporter (tests). */
  tracerProvider?: TracerProvider;
};

export type App = FastifyInstance & {
  deps: AppDeps;
  routes: readonly Route[];
  /** Sends webhook deliveries and website builds (running when config.outboxWorker is on). */
  outbox: OutboxWorker;
};

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Request log fields; a signed document link's query is its credential, so it is never logged. */
export function serializeRequest(request: FastifyRequest) {
  const url = request.url.startsWith(KYC_DOCUMENT_PATH)
    ? request.url.replace(/\?.*$/, '?[redacted]')
    : request.url;
  return {
    method: request.method,
    url,
    host: request.host,
    remoteAddress: request.ip,
  };
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      ...workerLogBase(),
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-xsrf-token"]'],
      serializers: { req: serializeRequest },
      stream: await logDestination(),
    },
    // One line per request (logEveryRequest) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: MAX_UPLOAD_BYTES + 512 * 1024,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  });

  const database = options.database ?? openDatabase(config.databaseUrl, options.databaseOptions);
  const deps: AppDeps = {
    config,
    db: database.db,
    dialect: database.dialect,
    mailer: options.mailer ?? createMailer(config.smtpUrl, config.mailFrom, app.log),
    log: app.log,
  };
  if (!options.database) app.addHook('onClose', () => database.close());

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  logEveryRequest(app);
  await registerMetrics(app, config, database);
  await registerTracing(app, config, database, options.tracerProvider);

  const outage = trackDatabaseOutages(database, app.log);
  app.addHook('onClose', async () => outage.stop());
  registerErrorHandling(app, outage);
  registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  await registerBodyParsers(app);
  if (options.checkResponses) registerContractCheck(app);
  registerListEtags(app);
  registerJsonCompression(app);

  await registerUploadServing(app, deps);
  await app.register(fastifyStatic, {
    root: config.publicDir,
    prefix: '/img/',
    decorateReply: false,
    index: false,
    wildcard: false,
    maxAge: '1d',
  });

  registerHealthRoutes(
    app,
    database,
    // The database driver's files are as ready as the database itself.
    config.storage === 'file' ? { uploads: config.uploadDir, private: config.privateDir } : {},
    outage,
  );
  assertRoutesMatchRegistry(apiRoutes);
  registerRoutes(app, deps, apiRoutes);
  // Loaded and built on first request: start-up does no work a request can do later.
  let document: Promise<string> | undefined;
  app.get('/api/docs', async (_request, reply) => {
    document ??= import('./lib/openapi.js').then(({ openApiDocument }) =>
      JSON.stringify(openApiDocument()),
    );
    return reply.type('application/json; charset=utf-8').send(await document);
  });
  await registerAdminApp(app, deps);

  const outbox = new OutboxWorker(deps, { outage });
  if (config.outboxWorker) app.addHook('onReady', async () => outbox.start());
  // Attempts in flight are settled before the database closes.
  app.addHook('preClose', () => outbox.stop());
  const trashPurger = new TrashPurger(deps);
  app.addHook('onReady', async () => trashPurger.start());
  app.addHook('preClose', () => trashPurger.stop());

  return Object.assign(app, { deps, routes: apiRoutes, outbox }) as App;
}
