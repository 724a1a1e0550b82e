import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SpanKind } from '@opentelemetry/api';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function tracedApp() {
  const exporter = new InMemorySpanExporter();
  const tracerProvider = new BasicTracerProvider({
    spanProcessors: [new SimpleSpanProcessor(exporter)],
  });
  t = await buildTestApp({}, {}, { tracerProvider });
  return { t, exporter };
}

describe('tracing', () => {
  it('gives a request one server span named by its route template, with database spans under it', async () => {
    const { t, exporter } = await tracedApp();
    const token = await t.loginAs();
    exporter.reset();

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/kyc/424242?unused=secret-value',
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'trace-test-1' },
    });
    expect(response.statusCode).toBe(404);

    const spans = exporter.getFinishedSpans();
    const servers = spans.filter((span) => span.kind === SpanKind.SERVER);
    expect(servers).toHaveLength(1);
    const server = servers[0]!;
    expect(server.name).toBe('GET /api/admin/kyc/:id');
    expect(server.attributes).toMatchObject({
      'http.route': '/api/admin/kyc/:id',
      'http.request.method': 'GET',
      'http.response.status_code': 404,
      'request.id': 'trace-test-1',
      'url.path': '/api/admin/kyc/424242',
    });

    const queries = spans.filter((span) => span.kind === SpanKind.CLIENT);
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
      expect(query.spanContext().traceId).toBe(server.spanContext().traceId);
      expect(query.attributes['db.system.name']).toBe(t.database.dialect);
      const statement = String(query.attributes['db.query.text']);
      expect(statement).toMatch(/^\s*(select|insert|update|delete|with)\b/i);
      // Statements carry placeholders, never the values: the token and the id stay out.
      expect(statement).not.toContain('424242');
      expect(statement).not.toContain(token);
    }
    expect(
      queries.some((query) =>
        String(query.attributes['db.query.text']).includes('kyc_verifications'),
      ),
    ).toBe(true);
  });

  it('marks a 5xx answer as an error and gives each request its own trace', async () => {
    const { t, exporter } = await tracedApp();
    const token = await t.loginAs();
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.database.close();
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: { authorization: `Bearer ${token}` },
    });

    const servers = exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.SERVER);
    const [login, health, failed] = servers;
    expect(login?.name).toBe('POST /api/admin/auth/login');
    expect(health?.name).toBe('GET /healthz');
    expect(failed?.name).toBe('GET /api/admin/audit-log');
    expect(failed?.status.code).toBe(2); // SpanStatusCode.ERROR
    expect(new Set(servers.map((span) => span.spanContext().traceId)).size).toBe(3);
  });

  it('with OTEL_EXPORTER_OTLP_ENDPOINT, sends the spans to the collector over OTLP/HTTP', async () => {
    const received: { path: string; bytes: number }[] = [];
    const collector = createServer((request, response) => {
      let bytes = 0;
      request.on('data', (chunk: Buffer) => (bytes += chunk.length));
      request.on('end', () => {
        received.push({ path: request.url ?? '', bytes });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    // The exporter reads the standard variable itself, as it does in production.
    // eslint-disable-next-line no-restricted-properties
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = endpoint;
    try {
      t = await buildTestApp({ otlpEndpoint: endpoint });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      // Closing the app flushes the batch.
      await t.close();
      t = undefined;
      expect(received.some((post) => post.path === '/v1/traces' && post.bytes > 0)).toBe(true);
    } finally {
      // eslint-disable-next-line no-restricted-properties
      delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
      collector.close();
    }
  });
});
