import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.js';

// Over a real socket: what a client sees when it sends a body larger than the server takes.
let t: TestApp;
let token: string;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

type Outcome = { status: number; body: string } | { error: string };

/**
 * Sends the request head, then the body in pieces with short pauses (as over a real network),
 * and reads the answer only once the whole body is sent, as many clients do. A connection the
 * server closes with the body still arriving fails the writes (EPIPE, ECONNRESET) and the
 * answer is never read.
 */
function sendSlowly(path: string, headers: Record<string, string>, body: Buffer) {
  return new Promise<Outcome>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.pause();
    let received = Buffer.alloc(0);
    const settle = (outcome: Outcome) => {
      socket.destroy();
      resolve(outcome);
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(text);
      if (headEnd < 0 || !length || received.length < headEnd + 4 + Number(length[1])) return;
      settle({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]),
        body: text.slice(headEnd + 4),
      });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => settle({ error: error.code ?? 'error' }));
    socket.on('close', () => settle({ error: 'closed before the answer was read' }));
    const head = [
      `POST ${path} HTTP/1.1`,
      'Host: localhost',
      `Content-Length: ${body.length}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n');
    socket.write(head);
    const step = 256 * 1024;
    let offset = 0;
    const pump = () => {
      if (socket.destroyed) return;
      const piece = body.subarray(offset, offset + step);
      offset += step;
      if (offset >= body.length) socket.write(piece, () => socket.resume());
      else socket.write(piece, () => setTimeout(pump, 2));
    };
    pump();
  });
}

const SIX_MB = 6 * 1024 * 1024;

describe('bodies over the limit', () => {
  it('answer 413 every time, never a reset connection (JSON, 20 tries)', async () => {
    const json = Buffer.from(
      JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(SIX_MB) }),
    );
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 20; i++) {
      outcomes.push(
        await sendSlowly('/api/admin/auth/login', { 'Content-Type': 'application/json' }, json),
      );
    }
    expect(
      outcomes.map((outcome) => ('status' in outcome ? outcome.status : outcome.error)),
    ).toEqual(Array(20).fill(413));
    const first = outcomes[0] as { body: string };
    expect(JSON.parse(first.body)).toEqual({
      result: false,
      message: 'The request body is too large.',
    });
  }, 60_000);

  it('answer 413 to a 6 MB upload, never a reset connection (multipart, 20 tries)', async () => {
    const boundary = 'b0undary';
    const multipart = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.alloc(SIX_MB, 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const statuses: (number | string)[] = [];
    for (let i = 0; i < 20; i++) {
      const outcome = await sendSlowly(
        '/api/file/upload-image',
        {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          Authorization: `Bearer ${token}`,
        },
        multipart,
      );
      statuses.push('status' in outcome ? outcome.status : outcome.error);
    }
    expect(statuses).toEqual(Array(20).fill(413));
  }, 60_000);
});
