import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const METRICS_TOKEN = 'cluster-metrics-token-0123456789';
const STAMP = '2026-01-01T00:00:00.000Z';

type Reply = { status: number; body: string; requestId: string };

/**
 * One request on a connection of its own: the primary hands each new connection to the next
 * worker in turn, so consecutive requests reach every worker.
 */
function send(server: Server, token: string, method: string, path: string, body?: unknown) {
  return new Promise<Reply>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        agent: false,
        host: '127.0.0.1',
        port: server.port,
        method,
        path,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            requestId: String(response.headers['x-request-id']),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

type LogLine = { worker?: number; pid?: number; reqId?: string; msg?: string };

/** The JSON lines the workers logged (the primary's own lines are plain text). */
function logLines(server: Server): LogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** The workers that logged answering these requests. */
async function workersThatServed(server: Server, replies: Reply[]): Promise<Set<number>> {
  const ids = new Set(replies.map((reply) => reply.requestId));
  // Each worker writes its lines itself; give the last ones a moment to arrive.
  await sleep(200);
  const workers = logLines(server)
    .filter((line) => line.reqId !== undefined && ids.has(line.reqId))
    .map((line) => line.worker);
  return new Set(workers.filter((worker): worker is number => worker !== undefined));
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** `make()` `count` times, one after the other. */
async function times<T>(count: number, make: () => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let i = 0; i < count; i++) made.push(await make());
  return made;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A counter's value summed over the label sets that contain every one of `labels`. */
function counted(metrics: string, name: string, labels: string[]): number {
  return metrics
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) && labels.every((label) => line.includes(label)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

describe.each(dialects)('WEB_CONCURRENCY=2: a primary and two workers (%s)', (dialect) => {
  let site: Site;
  let server: Server;
  let token: string;
  let partnerReads = 0;

  const readPartners = async () => {
    const reply = await send(server, token, 'GET', '/api/partner/all');
    if (reply.status === 200) partnerReads += 1;
    return reply;
  };

  beforeAll(async () => {
    site = await createSite(dialect);
    server = await startServer(site, {
      WEB_CONCURRENCY: '2',
      LOG_LEVEL: 'info',
      METRICS_TOKEN,
    });
    await waitFor(() => server.output().includes('(2 workers)'), 'both workers to listen');
    token = await signIn(server);
  });
  afterAll(async () => {
    if (server?.alive()) await stopServer(server, 'SIGKILL');
    await site?.dispose();
  });

  it('migrates the database and creates the first admin once, in the primary', async () => {
    const output = server.output();
    expect(output.match(/Applied migrations/g)).toHaveLength(1);
    const admins = await site.query<{ n: number | string }>('select count(*) as n from admins');
    expect(Number(admins[0]!.n)).toBe(1);
    const listening = logLines(server).filter((line) => line.msg?.startsWith('Server listening'));
    expect(new Set(listening.map((line) => line.worker))).toEqual(new Set([1, 2]));
    expect(new Set(listening.map((line) => line.pid)).size).toBe(2);
  });

  it('serves the port from both workers, each naming itself in its log lines', async () => {
    const replies = await times(8, () => send(server, token, 'GET', '/api/settings/general'));
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(200));
    expect(await workersThatServed(server, replies)).toEqual(new Set([1, 2]));
  });

  it('answers on every worker what another worker changed (cached partner names, settings)', async () => {
    await site.execute(`insert into partners (company_name, email, bio, profile_picture, created_at, updated_at)
      values ('Cluster Coffee', 'coffee@example.com', null, null, '${STAMP}', '${STAMP}')`);
    const [partner] = await site.query<{ id: number }>(
      "select id from partners where company_name = 'Cluster Coffee'",
    );
    // Both workers serialise and keep the list as it is now.
    const before = await times(4, readPartners);
    expect(before.every((reply) => reply.body.includes('Cluster Coffee'))).toBe(true);
    expect(await workersThatServed(server, before)).toEqual(new Set([1, 2]));

    const renamed = await send(server, token, 'PUT', `/api/admin/partners/${partner!.id}`, {
      name: 'Cluster Tea',
      email: 'coffee@example.com',
      bio: null,
    });
    expect(renamed.status).toBe(200);
    const after = await times(4, readPartners);
    expect(after.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    for (const reply of after) {
      expect(reply.body).toContain('Cluster Tea');
      expect(reply.body).not.toContain('Cluster Coffee');
    }
    expect(await workersThatServed(server, after)).toEqual(new Set([1, 2]));

    const saved = await send(server, token, 'POST', '/api/settings/save', {
      config_name: 'app_name',
      value: 'Cluster Board',
      setting_tab: 'general',
    });
    expect(saved.status).toBe(200);
    const settings = await times(4, () => send(server, token, 'GET', '/api/settings/general'));
    for (const reply of settings) expect(reply.body).toContain('Cluster Board');
    expect(await workersThatServed(server, settings)).toEqual(new Set([1, 2]));
  });

  it('takes writes from both workers at once, each read-then-write in its turn', async () => {
    const [partner] = await site.query<{ id: number }>(
      "select id from partners where company_name = 'Cluster Tea'",
    );
    // Each rename reads the partner, then writes it and an audit row, in one transaction.
    const replies = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        send(server, token, 'PUT', `/api/admin/partners/${partner!.id}`, {
          name: `Cluster Tea ${i}`,
          email: 'coffee@example.com',
          bio: null,
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(24).fill(200));
    expect(await workersThatServed(server, replies)).toEqual(new Set([1, 2]));
    const audited = await site.query<{ n: number | string }>(
      `select count(*) as n from audit_log where entity = 'partner' and entity_id = ${partner!.id}`,
    );
    expect(Number(audited[0]!.n)).toBeGreaterThanOrEqual(25);
  });

  it('counts on /metrics the requests of both workers, whichever worker is scraped', async () => {
    const scrapes = await times(2, () =>
      send(server, METRICS_TOKEN, 'GET', '/metrics').then((reply) => {
        expect(reply.status).toBe(200);
        return reply;
      }),
    );
    expect(await workersThatServed(server, scrapes)).toEqual(new Set([1, 2]));
    for (const { body } of scrapes) {
      expect(
        counted(body, 'http_requests_total', [
          'route="/api/partner/all"',
          'method="GET"',
          'status="200"',
        ]),
      ).toBe(partnerReads);
      // A gauge summed across the workers, and one figure per metric (not one per worker).
      expect(body.match(/^# TYPE http_requests_total counter$/gm)).toHaveLength(1);
      expect(body).toMatch(/^http_requests_in_flight \d+$/m);
    }
  });

  it('replaces a worker that dies, and requests keep succeeding', async () => {
    const first = logLines(server).find((line) => line.worker === 1 && line.pid !== undefined);
    process.kill(first!.pid!, 'SIGKILL');
    await waitFor(() => /Worker 1 \(pid \d+\) ended by SIGKILL/.test(server.output()), 'the exit');
    const meanwhile = await times(6, () => send(server, token, 'GET', '/api/settings/general'));
    expect(meanwhile.map((reply) => reply.status)).toEqual(Array(6).fill(200));

    await waitFor(
      () => logLines(server).some((line) => line.worker === 3 && line.msg?.startsWith('Server')),
      'the replacement to listen',
    );
    const replies = await times(8, () => send(server, token, 'GET', '/api/settings/general'));
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(200));
    expect(await workersThatServed(server, replies)).toEqual(new Set([2, 3]));
  });

  it('replaces every worker one at a time on SIGHUP without failing a request', async () => {
    const before = logLines(server).length;
    const replies: Reply[] = [];
    let rolled = false;
    const traffic = (async () => {
      while (!rolled) replies.push(await send(server, token, 'GET', '/api/settings/general'));
    })();
    server.child.kill('SIGHUP');
    await waitFor(() => server.output().includes('Rolling restart done'), 'the rolling restart');
    const after = await times(8, () => send(server, token, 'GET', '/api/settings/general'));
    rolled = true;
    await traffic;

    expect(replies.length).toBeGreaterThan(0);
    expect([...replies, ...after].filter((reply) => reply.status !== 200)).toEqual([]);
    // The old workers drained; the new ones (the next two numbers) serve.
    const drained = logLines(server)
      .slice(before)
      .filter((line) => line.msg?.startsWith('Shutting down'));
    expect(new Set(drained.map((line) => line.worker))).toEqual(new Set([2, 3]));
    // The primary hands connections to whichever worker is free, so ask until both answered.
    const served = await workersThatServed(server, after);
    for (let round = 0; round < 5 && served.size < 2; round++) {
      const more = await times(8, () => send(server, token, 'GET', '/api/settings/general'));
      expect(more.filter((reply) => reply.status !== 200)).toEqual([]);
      for (const worker of await workersThatServed(server, more)) served.add(worker);
    }
    expect(served).toEqual(new Set([4, 5]));
    expect(server.alive()).toBe(true);
  });

  it('drains every worker on SIGTERM and exits 0', async () => {
    const pids = [
      ...new Set(
        logLines(server)
          .filter((line) => line.pid !== undefined && (line.worker === 4 || line.worker === 5))
          .map((line) => line.pid!),
      ),
    ];
    expect(pids).toHaveLength(2);
    const before = logLines(server).length;
    expect(await stopServer(server, 'SIGTERM')).toBe(0);
    const stopped = logLines(server)
      .slice(before)
      .filter((line) => line.msg?.startsWith('Shutting down'));
    expect(new Set(stopped.map((line) => line.worker))).toEqual(new Set([4, 5]));
    expect(pids.filter(isAlive)).toEqual([]);
  });
});
