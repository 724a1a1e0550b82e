// Scale-out, proven: two built API processes on one PostgreSQL database behind nginx, with
// TRUST_PROXY set to nginx's address. Every call goes through nginx unless it says otherwise.
import { existsSync, readdirSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode, totpStep } from '../../apps/api/src/lib/totp.js';
import { ADMIN, METRICS_TOKEN, startCluster, type Cluster } from './cluster.js';

const postgresUrl = process.env.TEST_DATABASE_URL ?? '';

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer; json<T>(): T };
type CallOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's own address (any of 127.0.0.0/8), as nginx and the API see it. */
  from?: string;
  agent?: Agent;
};

function call(url: string, options: CallOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        ...(options.from ? { localAddress: options.from } : {}),
        ...(options.agent ? { agent: options.agent } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            json: <T>() => JSON.parse(body.toString()) as T,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

const json = (payload: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(payload),
});

let cluster: Cluster;

async function servedAgainBy(address: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const answer = await call(`${cluster.url}/healthz`);
    if (answer.status === 200 && upstream(answer) === address) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nginx did not send requests to ${address} again within 15 s`);
}

/** A multipart form of text fields and files, as a browser or a platform service sends it. */
function multipart(
  fields: Record<string, string>,
  files: Record<string, { name: string; type: string; bytes: Buffer }>,
) {
  const boundary = 'scale-out-boundary';
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    ...Object.entries(files).flatMap(([field, file]) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat(parts),
  };
}

const direct = (index: number) => `http://127.0.0.1:${cluster.processes[index]!.port}`;

/**
 * A pending KYC verification submitted by a platform service to process a alone: its documents
 * are stored by that process, in the database.
 */
async function submitKycThroughProcessA(): Promise<number> {
  const created = await call(
    `${direct(0)}/api/admin/api-keys`,
    json({ name: 'Identity platform', scopes: ['kyc.submit'] }, bearer()),
  );
  expect(created.status, created.body.toString()).toBe(201);
  const { secret } = created.json<{ data: { secret: string } }>().data;
  const [user] = await cluster.query<{ id: number }>(
    `insert into users (first_name, last_name, email, profession, profile_picture, is_blocked, created_at, updated_at)
     values ('Kim', 'Applicant', 'kim.applicant@example.com', null, null, 0, $1, $1) returning id`,
    [new Date().toISOString()],
  );
  const jpeg = await sharp({
    create: { width: 6, height: 4, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  const form = multipart(
    { user_id: String(user!.id), id_type: 'Passport', id_number: 'P00000001' },
    {
      id_front: { name: 'front.jpg', type: 'image/jpeg', bytes: jpeg },
      selfie: { name: 'selfie.jpg', type: 'image/jpeg', bytes: jpeg },
    },
  );
  const submitted = await call(`${direct(0)}/api/platform/kyc-verifications`, {
    method: 'POST',
    headers: { ...form.headers, authorization: `Bearer ${secret}` },
    body: form.body,
  });
  expect(submitted.status, submitted.body.toString()).toBe(201);
  return submitted.json<{ data: { id: number } }>().data.id;
}

/** Every file under a process's own folders (there should be none: the files are shared rows). */
function filesIn(api: Cluster['processes'][number]): string[] {
  return [api.uploadDir, api.privateDir].flatMap((folder) =>
    existsSync(folder)
      ? readdirSync(folder, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
          .map((entry) => path.join(entry.parentPath, entry.name))
      : [],
  );
}

let token: string;
const bearer = () => ({ authorization: `Bearer ${token}` });
/** Which process answered (the test's nginx adds the upstream address). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const upstream = (answer: Answer) => String(answer.headers['x-upstream'] ?? '');

describe.skipIf(!postgresUrl)('two API processes on one PostgreSQL behind nginx', () => {
  beforeAll(async () => {
    cluster = await startCluster(postgresUrl);
    const login = await call(`${cluster.url}/api/admin/auth/login`, json(ADMIN));
    expect(login.status).toBe(200);
    token = login.json<{ data: { token: string } }>().data.token;
  }, 240_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it('signs in on one process and is served by the other', async () => {
    const login = await call(`${cluster.url}/api/admin/auth/login`, json(ADMIN));
    expect(login.status).toBe(200);
    const fresh = login.json<{ data: { token: string } }>().data.token;
    const servedBy = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const answer = await call(`${cluster.url}/api/admin/users?page=1`, {
        headers: { authorization: `Bearer ${fresh}` },
      });
      expect(answer.status).toBe(200);
      servedBy.add(upstream(answer));
    }
    expect(servedBy).toEqual(new Set(cluster.processes.map((api) => `127.0.0.1:${api.port}`)));

    // Signing out on one process ends the session on both.
    const logout = await call(`${cluster.url}/api/admin/auth/logout`, {
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(logout.status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const answer = await call(`${cluster.url}/api/admin/users?page=1`, {
        headers: { authorization: `Bearer ${fresh}` },
      });
      expect(answer.status).toBe(401);
    }
  });

  it('serves an image uploaded through one process from the other, sharing no folder', async () => {
    const [a, b] = cluster.processes;
    expect(a!.uploadDir).not.toBe(b!.uploadDir);
    expect(a!.privateDir).not.toBe(b!.privateDir);
    const image = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 80, b: 20 } },
    })
      .png()
      .toBuffer();
    const form = multipart({}, { image: { name: 'logo.png', type: 'image/png', bytes: image } });
    const upload = await call(`${direct(0)}/api/file/upload-image`, {
      method: 'POST',
      headers: { ...bearer(), ...form.headers },
      body: form.body,
    });
    expect(upload.status).toBe(200);
    const { file_name } = upload.json<{ data: { file_name: string } }>().data;

    const fromB = await call(`${direct(1)}/img/uploads/${file_name}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/png');
    expect(fromB.headers['cache-control']).toBe('public, max-age=604800');
    const answers = [];
    for (let i = 0; i < 4; i += 1)
      answers.push(await call(`${cluster.url}/img/uploads/${file_name}`));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map(upstream)).size).toBe(2);
    expect(new Set([fromB, ...answers].map((answer) => answer.body.toString('base64'))).size).toBe(
      1,
    );
    const revalidated = await call(`${direct(0)}/img/uploads/${file_name}`, {
      headers: { 'if-none-match': String(fromB.headers.etag) },
    });
    expect(revalidated.status).toBe(304);
    expect([...filesIn(a!), ...filesIn(b!)]).toEqual([]);
  });

  it('shows KYC documents submitted through one process from the other, by signed links only', async () => {
    const id = await submitKycThroughProcessA();
    const detail = await call(`${direct(1)}/api/admin/kyc/${id}`, { headers: bearer() });
    expect(detail.status).toBe(200);
    const text = detail.body.toString();
    // Links are relative to the page's own address, so they work through any host name.
    const links = [...text.matchAll(/"(\/api\/kyc-documents\/[^"]+)"/g)]
      .map((match) => JSON.parse(`"${match[1]}"`) as string)
      .filter((link, index, all) => all.indexOf(link) === index);
    expect(links.length).toBeGreaterThan(0);

    const fromB = await call(`${direct(1)}${links[0]!}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/jpeg');
    const link = `${cluster.url}${links[0]!}`;
    const answers = [await call(link), await call(link), await call(link)];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map(upstream)).size).toBe(2);

    const forged = await call(link.replace(/signature=[^&]+/, 'signature=forged'));
    expect(forged.status).toBe(403);
    const [stored] = await cluster.query<{ key: string }>(
      "select key from stored_files where area = 'private' limit 1",
    );
    const fileName = stored!.key.split('/').pop()!;
    for (const url of [`/img/uploads/${fileName}`, `/img/uploads/${stored!.key}`]) {
      expect((await call(`${direct(1)}${url}`)).status).toBe(404);
    }
    expect(cluster.processes.flatMap(filesIn)).toEqual([]);
  });

  it('throttles sign-in across both processes, by the client address nginx saw', async () => {
    const email = 'throttled@example.com';
    const servedBy = new Set<string>();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await call(`${cluster.url}/api/admin/auth/login`, {
        ...json(
          { email, password: 'wrong password' },
          // A forged address changes nothing: nginx appends the real one, the API believes nginx.
          { 'x-forwarded-for': `198.51.100.${attempt + 1}` },
        ),
        from: '127.0.0.5',
      });
      expect(answer.status).toBe(401);
      servedBy.add(upstream(answer));
    }
    expect(servedBy.size).toBe(2);
    const sixth = await call(`${cluster.url}/api/admin/auth/login`, {
      ...json({ email, password: 'wrong password' }),
      from: '127.0.0.5',
    });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);

    // Another client (another address behind the same nginx) is not throttled for that email.
    const other = await call(`${cluster.url}/api/admin/auth/login`, {
      ...json({ email, password: 'wrong password' }),
      from: '127.0.0.6',
    });
    expect(other.status).toBe(401);
  });

  it('records the client address from X-Forwarded-For only when nginx sent it', async () => {
    const signIn = async (url: string, from: string, forwardedFor?: string) => {
      const answer = await call(`${url}/api/admin/auth/login`, {
        ...json(ADMIN, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        from,
      });
      expect(answer.status).toBe(200);
      const [row] = await cluster.query<{ ip: string }>(
        `select ip from audit_log where action = 'sign-in' order by id desc limit 1`,
      );
      return row?.ip;
    };
    // Through nginx: the address nginx saw, not the one the client claimed.
    expect(await signIn(cluster.url, '127.0.0.7')).toBe('127.0.0.7');
    expect(await signIn(cluster.url, '127.0.0.8', '203.0.113.50')).toBe('127.0.0.8');
    // Straight to a process, from an address that is not the proxy: the header is ignored.
    const direct = `http://127.0.0.1:${cluster.processes[0]!.port}`;
    expect(await signIn(direct, '127.0.0.9', '203.0.113.51')).toBe('127.0.0.9');
  });

  it('signs in and works in a real browser through nginx, served by both processes', async () => {
    // The owner signs in with a second factor (owners must): enrolled through the API here, the
    // code then typed in the browser, its challenge issued by one process and checked by either.
    const own = (url: string, body: object) =>
      call(`${cluster.url}${url}`, {
        method: 'POST',
        headers: { ...bearer(), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const setup = await own('/api/admin/account/two-factor/setup', {});
    expect(setup.status).toBe(200);
    const { secret } = setup.json<{ data: { secret: string } }>().data;
    const enrolStep = totpStep();
    const confirm = await own('/api/admin/account/two-factor/confirm', {
      code: totpCode(secret, enrolStep),
    });
    expect(confirm.status).toBe(200);

    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
    try {
      const page = await browser.newPage();
      const servedBy = new Set<string>();
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/')) {
          const address = response.headers()['x-upstream'];
          if (address) servedBy.add(address);
        }
      });
      await page.goto(`${cluster.url}/admin/login`);
      await page.getByLabel('Email Address').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      // A code of a later step than the enrolment's (each code is accepted once).
      const code = totpCode(secret, Math.max(enrolStep + 1, totpStep()));
      await page.getByLabel('Authentication code').fill(code);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(/\/admin\/home$/);
      await page.getByText("Here's a quick insight on the system.").waitFor();

      await page.goto(`${cluster.url}/admin/users`);
      await page.getByRole('table', { name: 'Users' }).waitFor();
      await page.reload();
      await page.getByRole('table', { name: 'Users' }).waitFor();
      // The session cookie made on one process is honoured by the other.
      expect(servedBy.size).toBe(2);
    } finally {
      await browser.close();
    }
  });

  it('restarts one process at a time under load without failing a request', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const outcomes = { ok: 0, failed: [] as string[] };
    let running = true;
    const worker = async (n: number) => {
      for (let i = 0; running; i += 1) {
        const path = (n + i) % 3 === 0 ? '/readyz' : '/api/admin/users?page=1';
        try {
          const answer = await call(`${cluster.url}${path}`, { headers: bearer(), agent });
          if (answer.status === 200) outcomes.ok += 1;
          else
            outcomes.failed.push(
              `${path}: ${answer.status} ${answer.body.toString().slice(0, 200)}`,
            );
        } catch (error) {
          outcomes.failed.push(`${path}: ${(error as Error).message}`);
        }
      }
    };
    const workers = Array.from({ length: 6 }, (_, n) => worker(n));

    await new Promise((resolve) => setTimeout(resolve, 1000));
    const beforeRestart = outcomes.ok;
    for (const api of cluster.processes) {
      await cluster.restart(api);
      // Ready is not enough: the next process goes down only once nginx sends this one traffic
      // again (after fail_timeout), as docs/operations.md says.
      await servedAgainBy(`127.0.0.1:${api.port}`);
    }
    running = false;
    await Promise.all(workers);
    agent.destroy();

    console.log(`Rolling restart: ${outcomes.ok} answers, ${outcomes.failed.length} failed`);
    expect(outcomes.failed).toEqual([]);
    expect(beforeRestart).toBeGreaterThan(0);
    expect(outcomes.ok).toBeGreaterThan(beforeRestart + 100);

    // Both new processes serve again, and count what they served.
    for (const api of cluster.processes) {
      const metrics = await call(`http://127.0.0.1:${api.port}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(metrics.status).toBe(200);
      expect(metrics.body.toString()).toMatch(
        /http_requests_total\{route="\/api\/admin\/users",method="GET",status="200"\} [1-9]/,
      );
    }
    // nginx never exposes them.
    expect(
      (
        await call(`${cluster.url}/metrics`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        })
      ).status,
    ).toBe(404);
  }, 180_000);
});
