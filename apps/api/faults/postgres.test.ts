import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  call,
  createSite,
  postgresUrl,
  signIn,
  sleep,
  startRelay,
  startServer,
  stopServer,
  type Answer,
  type Server,
  type Site,
} from './harness.js';

const WORKERS = 8;

describe.skipIf(!postgresUrl)('PostgreSQL faults', () => {
  const servers: Server[] = [];
  let site: Site | undefined;
  let relay: Awaited<ReturnType<typeof startRelay>> | undefined;
  afterAll(async () => {
    for (const server of servers) await stopServer(server, 'SIGKILL');
    await relay?.close();
    await site?.dispose();
  });

  it('connections terminated or cut under load: fast 503s, /readyz says so, recovery on its own', async () => {
    site = await createSite('postgres');
    relay = await startRelay(postgresUrl!);
    const server = await startServer({ ...site, databaseUrl: relay.url(site.databaseUrl) });
    servers.push(server);
    const token = await signIn(server);

    const answers: Answer[] = [];
    let stop = false;
    const workers = Array.from({ length: WORKERS }, async (_, worker) => {
      for (let i = 0; !stop; i += 1) {
        answers.push(
          worker % 2 === 0
            ? await call(server, token, 'POST', '/api/admin/job-types', {
                name: `T ${worker}-${i}`,
              })
            : await call(server, token, 'GET', '/api/admin/packages'),
        );
      }
    });
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      // 1. The server's own connections terminated, three times, while it works.
      for (let round = 0; round < 3; round += 1) {
        await sleep(300);
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          [site.applicationName],
        );
      }
      await sleep(300);
      expect(server.alive()).toBe(true);

      // 2. The database unreachable: every connection cut, new ones refused.
      relay.set('down');
      await sleep(1500);
      const ready = await call(server, token, 'GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({
        status: 'unavailable',
        failing: { database: expect.any(String) },
      });
      const during = await call(server, token, 'GET', '/api/admin/packages');
      expect(during.status).toBe(503);
      expect(during.ms).toBeLessThan(2000);

      // 3. The database hanging: connections accepted, never answered.
      relay.set('hang');
      await sleep(500);
      const hanging = await call(server, token, 'GET', '/api/admin/packages');
      expect(hanging.status).toBe(503);
      expect(hanging.ms).toBeLessThan(3000);

      // 4. Back: the server recovers without a restart.
      relay.set('up');
      const deadline = Date.now() + 10_000;
      while ((await call(server, token, 'GET', '/readyz')).status !== 200) {
        expect(Date.now()).toBeLessThan(deadline);
        await sleep(200);
      }
      await sleep(500);
    } finally {
      stop = true;
      await Promise.all(workers);
      await admin.end();
    }
    expect(server.alive()).toBe(true);
    const after = await call(server, token, 'GET', '/api/admin/packages');
    expect(after.status).toBe(200);

    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].filter((s) => ![200, 201, 503].includes(s))).toEqual([]);
    expect(answers.some((a) => a.status === 503)).toBe(true);
    // Never hangs: the slowest answer stays within the connect timeout and a margin.
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(4000);
    // Every acknowledged create is there; nothing that answered 503 half-landed.
    const created = answers.filter((a) => a.status === 201).length;
    const [{ count }] = (await site.query<{ count: number }>(
      `select count(*)::int as count from job_types`,
    )) as [{ count: number }];
    const [{ audited }] = (await site.query<{ audited: number }>(
      `select count(*)::int as audited from audit_log where entity = 'job-type' and action = 'create'`,
    )) as [{ audited: number }];
    expect(Number(count)).toBeGreaterThanOrEqual(created);
    expect(Number(audited)).toBe(Number(count));
  });

  it('an outage is logged once when it starts and once when it ends, not per 503', async () => {
    site ??= await createSite('postgres');
    const cut = await startRelay(postgresUrl!);
    try {
      const server = await startServer({ ...site, databaseUrl: cut.url(site.databaseUrl) });
      servers.push(server);
      const token = await signIn(server);
      const before = server.output().length;

      cut.set('down');
      const answers: Answer[] = [];
      const until = Date.now() + 2000;
      await Promise.all(
        Array.from({ length: WORKERS }, async () => {
          while (Date.now() < until) {
            answers.push(await call(server, token, 'GET', '/api/admin/packages'));
          }
        }),
      );
      expect((await call(server, token, 'GET', '/readyz')).status).toBe(503);
      const refused = answers.filter((a) => a.status === 503).length;
      // The 503 answers are as they were: the contract's body and Retry-After.
      expect(refused).toBe(answers.length);
      expect(answers[0]!.body).toEqual({
        result: false,
        message: 'The database is not available right now; try again in a moment.',
      });

      cut.set('up');
      const deadline = Date.now() + 10_000;
      while ((await call(server, token, 'GET', '/readyz')).status !== 200) {
        expect(Date.now()).toBeLessThan(deadline);
        await sleep(100);
      }
      await sleep(200);

      const lines = server
        .output()
        .slice(before)
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: number; msg: string; refused?: number });
      const errors = lines.filter((line) => line.level >= 50);
      expect(errors.map((line) => line.msg)).toEqual([
        'Database unavailable: answering 503 until it is back',
      ]);
      const ends = lines.filter((line) => line.msg.startsWith('Database available again'));
      expect(ends).toHaveLength(1);
      expect(ends[0]!.refused).toBe(refused);
      // Besides the two: at most a warning per pooled connection the cut broke.
      expect(lines.length).toBeLessThanOrEqual(2 + 10);
      expect(server.output().slice(before)).not.toMatch(/\\n\s+at /);
    } finally {
      await cut.close();
    }
  });

  it('two processes on one database share sessions, tokens and login throttling', async () => {
    site ??= await createSite('postgres');
    const a = await startServer(site);
    const b = await startServer(site);
    servers.push(a, b);

    // A token issued by one process works on the other, and signing out on one ends it on both.
    const token = await signIn(a);
    expect((await call(b, token, 'GET', '/api/admin/auth/details')).status).toBe(200);

    // A browser session (cookie + anti-forgery token) from one process works on the other.
    const csrf = await fetch(`${a.url}/sanctum/csrf-cookie`);
    const jar = new Map<string, string>();
    const keep = (response: Response) => {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [name, ...value] = pair!.split('=');
        jar.set(name!, value.join('='));
      }
    };
    keep(csrf);
    const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
    const login = await fetch(`${a.url}/api/admin/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: cookieHeader(),
        'x-xsrf-token': xsrf(),
      },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    keep(login);
    const details = await fetch(`${b.url}/api/admin/auth/details`, {
      headers: { cookie: cookieHeader(), 'x-xsrf-token': xsrf() },
    });
    expect(details.status).toBe(200);

    // Failed sign-ins count across both processes.
    const fail = (server: Server) =>
      fetch(`${server.url}/api/admin/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.email, password: 'wrong password here' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await fail(i % 2 === 0 ? a : b)).status);
    expect(statuses.slice(0, 5).every((s) => s === 401 || s === 422)).toBe(true);
    expect(statuses[5]).toBe(429);
    const blocked = await fetch(`${b.url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(blocked.status).toBe(429);
  });
});
