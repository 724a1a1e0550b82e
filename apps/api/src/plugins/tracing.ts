import { AsyncLocalStorage } from 'node:async_hooks';
import type { Span, TracerProvider } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.js';
import type { DatabaseHandle, QueryEvent } from '../db/database.js';
import { operationOf } from './metrics.js';

const TRACER = 'job-board-api';

/**
 * OpenTelemetry traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (the SDK is only loaded
 * then): one server span per request named by its route template, with the request id, and one
 * client span per database statement (its SQL with placeholders, never the values) under it.
 * `provider` replaces the OTLP exporter (tests hand in one with an in-memory exporter).
 */
export async function registerTracing(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
  provider?: TracerProvider,
): Promise<void> {
  if (!provider && !config.otlpEndpoint) return;
  const api = await import('@opentelemetry/api');
  const tracerProvider = provider ?? (await otlpProvider(app));
  const tracer = tracerProvider.getTracer(TRACER);
  const current = new AsyncLocalStorage<Span>();
  const spans = new WeakMap<FastifyRequest, Span>();

  // The request's span is the current one for everything the request runs. Set again once the
  // body is read: stream events do not carry the context they were started in.
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    const parent = api.propagation.extract(api.ROOT_CONTEXT, request.headers);
    const span = tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: api.SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0],
          'http.route': route ?? '',
          'request.id': request.id,
        },
      },
      parent,
    );
    spans.set(request, span);
    current.run(span, done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const span = spans.get(request);
    if (span) current.run(span, done);
    else done();
  });
  const end = (request: FastifyRequest, status: number) => {
    const span = spans.get(request);
    if (!span) return;
    spans.delete(request);
    span.setAttribute('http.response.status_code', status);
    if (status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
    span.end();
  };
  app.addHook('onResponse', async (request, reply) => end(request, reply.statusCode));
  app.addHook('onRequestAbort', async (request) => end(request, 499));

  const stopObserving = database.observeQueries((event: QueryEvent) => {
    const parent = current.getStore();
    const endTime = performance.timeOrigin + performance.now();
    const span = tracer.startSpan(
      `${operationOf(event.sql)} ${database.dialect}`,
      {
        kind: api.SpanKind.CLIENT,
        startTime: endTime - event.durationMs,
        attributes: { 'db.system.name': database.dialect, 'db.query.text': event.sql },
      },
      parent ? api.trace.setSpan(api.ROOT_CONTEXT, parent) : api.ROOT_CONTEXT,
    );
    if (event.error !== undefined) {
      span.setStatus({ code: api.SpanStatusCode.ERROR, message: String(event.error) });
    }
    span.end(endTime);
  });
  app.addHook('onClose', async () => stopObserving());
}

/** The SDK with a batching OTLP/HTTP exporter configured by the standard OTEL_* variables. */
async function otlpProvider(app: FastifyInstance): Promise<TracerProvider> {
  const [
    { NodeTracerProvider },
    { BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': TRACER }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // Registers the W3C trace-context propagator, so a caller's traceparent header is followed.
  provider.register();
  app.addHook('onClose', async () => provider.shutdown());
  return provider;
}
