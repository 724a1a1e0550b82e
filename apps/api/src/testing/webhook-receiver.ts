import http from 'node:http';
import type { AddressInfo } from 'node:net';

type ReceivedRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
};

/** A receiver of webhooks and build hooks on 127.0.0.1 that records what it is sent. */
export type Receiver = {
  url(path?: string): string;
  requests: ReceivedRequest[];
  /** How the next requests are answered (200 with "ok" by default). */
  answer(status: number, body?: string, headers?: Record<string, string>): void;
  close(): Promise<void>;
};

export async function startReceiver(): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  let reply = { status: 200, body: 'ok', headers: {} as Record<string, string> };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(reply.status, reply.headers).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    requests,
    answer: (status, body = '', headers = {}) => void (reply = { status, body, headers }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
