import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import {
  call,
  createSite,
  dialects,
  signIn,
  sleep,
  startServer,
  stopServer,
  type Server,
  type Site,
} from './harness.js';

/**
 * The outbox under kill -9: web pages are created while the server processes are killed and
 * restarted. Every acknowledged page must reach the receiver as a signed content.changed event
 * (none lost), every event received must be one the database committed (none invented), and
 * each event goes out under one webhook-id. On PostgreSQL two processes share the outbox.
 */
const ROUNDS = 3;
const WRITERS = 4;

type Received = { id: string; pageId: number };

async function startSlowReceiver(secret: () => string) {
  const received: Received[] = [];
  const invalid: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      try {
        const event = new Webhook(secret()).verify(body, headers) as {
          data: { id: number; kind: string };
        };
        received.push({ id: headers['webhook-id']!, pageId: event.data.id });
      } catch (error) {
        invalid.push(String(error));
      }
      // Slow answers widen the window in which a kill catches a delivery in flight.
      setTimeout(() => response.writeHead(200).end('ok'), Math.random() * 80);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/events`,
    received,
    invalid,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(dialects)('the outbox under kill -9 (%s)', (dialect) => {
  let site: Site | undefined;
  let servers: Server[] = [];
  let receiver: Awaited<ReturnType<typeof startSlowReceiver>> | undefined;
  afterAll(async () => {
    for (const server of servers) await stopServer(server, 'SIGKILL');
    await receiver?.close();
    await site?.dispose();
  });

  it('loses no delivery and invents none', async () => {
    site = await createSite(dialect);
    let secret = '';
    receiver = await startSlowReceiver(() => secret);
    // A short receiver timeout keeps the lease of a killed process's claim short too.
    const env = {
      WEBHOOK_ALLOW_PRIVATE: 'true',
      OUTBOX_POLL_MS: '100',
      WEBHOOK_TIMEOUT_SECONDS: '2',
    };
    const processes = dialect === 'postgres' ? 2 : 1;
    const start = () => startServer(site!, env);
    servers = [];
    for (let i = 0; i < processes; i += 1) servers.push(await start());
    let token = await signIn(servers[0]!);
    const created = await call(servers[0]!, token, 'POST', '/api/admin/webhooks', {
      url: receiver.url,
      events: ['content.changed'],
    });
    expect(created.status).toBe(201);
    secret = (created.body as { data: { secret: string } }).data.secret;

    const acknowledged: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      let stop = false;
      const writers = Array.from({ length: WRITERS }, async (_, writer) => {
        for (let i = 0; !stop; i += 1) {
          const server = servers[(writer + i) % servers.length]!;
          const answer = await call(server, token, 'POST', '/api/admin/webpages', {
            title: `Page ${round} ${writer} ${i}`,
            body: '<p>Text</p>',
            is_published: true,
          });
          if (answer.status === 201) {
            acknowledged.push((answer.body as { data: { id: number } }).data.id);
          } else if (answer.status === 0) {
            return;
          }
        }
      });
      await sleep(400 + Math.random() * 400);
      // Killed mid-write and mid-delivery: no graceful close, nothing flushed.
      const victim = servers[round % servers.length]!;
      victim.child.kill('SIGKILL');
      await victim.exited;
      stop = true;
      await Promise.all(writers);
      servers[round % servers.length] = await start();
      token = await signIn(servers[0]!);
    }

    // Every event committed is delivered, once the survivors have worked through the outbox.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [counted] = await site.query<{ n: number | string }>(
        "select count(*) as n from webhook_deliveries where status != 'succeeded'",
      );
      const n = Number(counted?.n);
      if (Number(n) === 0) break;
      if (Date.now() > deadline) throw new Error(`${n} deliveries still not sent`);
      await sleep(200);
    }

    const pages = await site.query<{ id: number }>('select id from web_pages');
    const events = await site.query<{ message_id: string }>(
      'select message_id from webhook_events',
    );
    const pageIds = new Set(pages.map((page) => Number(page.id)));
    const receivedIds = new Set(receiver.received.map((r) => r.id));

    expect(receiver.invalid).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
    // Not lost: every acknowledged page, and every page committed, reached the receiver.
    for (const id of acknowledged) expect(pageIds.has(id)).toBe(true);
    const receivedPages = new Set(receiver.received.map((r) => r.pageId));
    for (const id of pageIds) expect(receivedPages.has(id)).toBe(true);
    // Not invented: each event received is a committed page's, under a committed message id.
    for (const r of receiver.received) expect(pageIds.has(r.pageId)).toBe(true);
    expect(receivedIds).toEqual(new Set(events.map((event) => event.message_id)));
    expect(events).toHaveLength(pageIds.size);
  });
});
