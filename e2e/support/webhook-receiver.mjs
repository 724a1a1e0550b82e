// A receiver of the back office's webhooks and website build hook, as a process of its own, the
// way the platform's services are: `node e2e/support/webhook-receiver.mjs` listens on a free
// port of 127.0.0.1 and prints `{"port": N}`. It verifies every webhook's signature with the
// standardwebhooks package (the secret is given at POST /_control/secret once the journey has
// it), answers 400 to one that does not verify, and reports what it got at GET /_control/received.
import http from 'node:http';
import { Webhook } from 'standardwebhooks';

let secret = null;
const events = [];
const builds = [];
const invalid = [];

const json = (response, status, body) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const server = http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const path = request.url ?? '/';
    if (request.method === 'POST' && path === '/_control/secret') {
      secret = JSON.parse(body).secret;
      return json(response, 204, {});
    }
    if (request.method === 'GET' && path === '/_control/received') {
      return json(response, 200, { events, builds, invalid });
    }
    if (request.method === 'POST' && path === '/build') {
      builds.push({ at: new Date().toISOString(), body: JSON.parse(body) });
      return json(response, 200, { ok: true });
    }
    if (request.method === 'POST' && path === '/events') {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      try {
        if (!secret) throw new Error('no secret yet');
        const event = new Webhook(secret).verify(body, headers);
        events.push({ id: headers['webhook-id'], type: event.type, data: event.data });
        return json(response, 204, {});
      } catch (error) {
        invalid.push({ id: headers['webhook-id'] ?? null, error: String(error) });
        return json(response, 400, { error: 'signature' });
      }
    }
    return json(response, 404, {});
  });
});

server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: server.address().port }));
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
