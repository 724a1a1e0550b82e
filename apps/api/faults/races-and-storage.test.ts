import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { makeUnwritable } from '../src/testing/unwritable-folder.js';
import {
  call,
  createSite,
  dialects,
  signIn,
  startServer,
  stopServer,
  type Server,
  type Site,
} from './harness.js';

const PARALLEL = 20;

describe.each(dialects)('concurrent duplicates over HTTP (%s)', (dialect) => {
  const servers: Server[] = [];
  let site: Site | undefined;
  afterAll(async () => {
    for (const server of servers) await stopServer(server, 'SIGKILL');
    await site?.dispose();
  });

  it('creates and deletes end in one state with matching audit rows, no 500', async () => {
    site = await createSite(dialect);
    // On PostgreSQL, two processes share the work, as behind a load balancer.
    servers.push(await startServer(site));
    if (dialect === 'postgres') servers.push(await startServer(site));
    const token = await signIn(servers[0]!);
    const on = (i: number) => servers[i % servers.length]!;
    const burst = (make: (i: number) => Promise<{ status: number }>) =>
      Promise.all(Array.from({ length: PARALLEL }, (_, i) => make(i)));

    // Package 1 may never be deleted: take it first.
    await call(on(0), token, 'POST', '/api/admin/packages', {
      name: 'Free',
      price: 0,
      subscription_type: 'monthly',
    });
    // The same package name in two letter cases.
    const creates = await burst((i) =>
      call(on(i), token, 'POST', '/api/admin/packages', {
        name: i % 2 ? 'Gold X' : 'gold x',
        price: 5,
        subscription_type: 'monthly',
      }),
    );
    expect(creates.map((a) => a.status).sort()).toEqual([201, ...Array(PARALLEL - 1).fill(409)]);
    const golds = await site.query<{ id: number }>(
      `select id from packages where lower(name) = 'gold x'`,
    );
    expect(golds).toHaveLength(1);

    // One job type deleted twenty times at once.
    const type = await call(on(0), token, 'POST', '/api/admin/job-types', { name: 'Doomed' });
    const typeId = (type.body as { data: { id: number } }).data.id;
    const deletes = await burst((i) =>
      call(on(i), token, 'DELETE', `/api/admin/job-types/${typeId}`),
    );
    expect(deletes.map((a) => a.status).sort()).toEqual([200, ...Array(PARALLEL - 1).fill(404)]);

    // One package deleted twenty times at once.
    const goldId = Number(golds[0]!.id);
    const packageDeletes = await burst((i) =>
      call(on(i), token, 'DELETE', `/api/admin/packages/${goldId}`),
    );
    expect(packageDeletes.map((a) => a.status).sort()).toEqual([
      200,
      ...Array(PARALLEL - 1).fill(404),
    ]);

    const audit = async (entity: string, id: number, action: string) =>
      (
        await site!.query(
          `select id from audit_log where entity = $1 and entity_id = $2 and action = $3`,
          [entity, id, action],
        )
      ).length;
    expect(await audit('job-type', typeId, 'delete')).toBe(1);
    expect(await audit('package', goldId, 'create')).toBe(1);
    expect(await audit('package', goldId, 'delete')).toBe(1);
  });
});

describe('a read-only upload folder', () => {
  let site: Site | undefined;
  let server: Server | undefined;
  let restore: (() => void) | undefined;
  afterAll(async () => {
    restore?.();
    if (server) await stopServer(server, 'SIGKILL');
    await site?.dispose();
  });

  it('answers 503 naming the storage, writes no row, and /readyz reports it', async () => {
    site = await createSite('sqlite');
    server = await startServer(site);
    const token = await signIn(server);
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    const upload = () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
      return fetch(`${server!.url}/api/file/upload-image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    };
    restore = makeUnwritable(site.uploadDir);
    const response = await upload();
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toMatch(/upload folder/);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { failing: object }).failing).toHaveProperty('uploads');
    expect(await site.query(`select id from audit_log where action = 'upload'`)).toEqual([]);
    restore();
    restore = undefined;
    expect(readdirSync(site.uploadDir)).toEqual([]);
    expect((await upload()).status).toBe(200);
  });
});
