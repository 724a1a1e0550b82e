import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createSite,
  dialects,
  signIn,
  sleep,
  startServer,
  stopServer,
  type Server,
  type Site,
} from './harness.js';

const CLIENTS = 16;

type Outcome = { status: number } | { error: string };

/** One request over a keep-alive agent, as a browser or a proxy keeps its connections. */
function request(agent: http.Agent, server: Server, token: string, write: boolean) {
  return new Promise<Outcome>((resolve) => {
    const body = write ? JSON.stringify({ name: `Drain ${Math.random()}` }) : undefined;
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port: server.port,
        method: write ? 'POST' : 'GET',
        path: write ? '/api/admin/job-types' : '/api/admin/packages',
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
    req.end(body);
  });
}

describe.each(dialects)('SIGTERM under keep-alive load (%s)', (dialect) => {
  let site: Site | undefined;
  let server: Server | undefined;
  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL');
    await site?.dispose();
  });

  it('finishes every request it took, resets none, and exits 0', async () => {
    site = await createSite(dialect);
    server = await startServer(site);
    const running = server;
    const token = await signIn(running);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const outcomes: Outcome[] = [];
    let stop = false;
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; !stop; i += 1) {
        const outcome = await request(agent, running, token, (client + i) % 4 === 0);
        outcomes.push(outcome);
        // Once the server stopped listening, a client is done.
        if ('error' in outcome && outcome.error === 'ECONNREFUSED') return;
      }
    });
    await sleep(800);
    const before = outcomes.length;
    running.child.kill('SIGTERM');
    const code = await running.exited;
    stop = true;
    await Promise.all(clients);
    agent.destroy();

    expect(code).toBe(0);
    expect(before).toBeGreaterThan(CLIENTS);
    const errors = outcomes.flatMap((o) => ('error' in o ? [o.error] : []));
    // Refused: a new connection after the port closed (a load balancer sends it elsewhere).
    // Anything else (ECONNRESET, socket hang up) is a request the server took and dropped.
    expect(errors.filter((error) => error !== 'ECONNREFUSED')).toEqual([]);
    const failed = outcomes.flatMap((o) => ('status' in o && o.status >= 500 ? [o.status] : []));
    expect(failed).toEqual([]);
  });
});
