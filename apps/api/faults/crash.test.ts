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

const WRITERS = 8;
const ROUNDS = 3;

describe.each(dialects)('kill -9 during a stream of writes (%s)', (dialect) => {
  let site: Site | undefined;
  let server: Server | undefined;
  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL');
    await site?.dispose();
  });

  it('keeps every acknowledged write whole, with its audit row, and nothing half-written', async () => {
    site = await createSite(dialect);
    server = await startServer(site);
    let token = await signIn(server);
    const features: number[] = [];
    for (const name of ['Listing', 'Support']) {
      const created = await call(server, token, 'POST', '/api/admin/features', {
        name,
        config_name: `crash_${name.toLowerCase()}`,
      });
      expect(created.status).toBe(201);
      features.push((created.body as { data: { id: number } }).data.id);
    }

    const acknowledged: number[] = [];
    let failedWhileRunning = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      let stop = false;
      const current = server;
      const writers = Array.from({ length: WRITERS }, async (_, writer) => {
        for (let i = 0; !stop; i += 1) {
          const answer = await call(current, token, 'POST', '/api/admin/packages', {
            name: `Package ${round}-${writer}-${i}`,
            price: 9.5,
            subscription_type: 'monthly',
            features,
          });
          if (answer.status === 201) {
            acknowledged.push((answer.body as { data: { id: number } }).data.id);
          } else if (answer.status === 0) {
            return; // the process is gone
          } else {
            failedWhileRunning += 1;
          }
        }
      });
      await sleep(700 + round * 200);
      await stopServer(current, 'SIGKILL');
      stop = true;
      await Promise.all(writers);
      server = await startServer(site);
      token = await signIn(server);
    }
    expect(failedWhileRunning).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(ROUNDS * WRITERS);

    // Every acknowledged package is there, with both of its features.
    const packages = await site.query<{ id: number; features: number }>(
      `select p.id, (select count(*) from package_features f where f.package_id = p.id) as features
       from packages p`,
    );
    const stored = new Map(packages.map((row) => [Number(row.id), Number(row.features)]));
    const missing = acknowledged.filter((id) => !stored.has(id));
    expect(missing).toEqual([]);
    // No package without its features (half-written), acknowledged or not.
    expect(packages.filter((row) => Number(row.features) !== 2)).toEqual([]);

    // Audit rows and records match one to one: no orphan row, no record without its row.
    const audits = await site.query<{ entity_id: number }>(
      `select entity_id from audit_log where entity = 'package' and action = 'create'`,
    );
    const audited = audits.map((row) => Number(row.entity_id)).sort((a, b) => a - b);
    expect(audited).toEqual([...stored.keys()].sort((a, b) => a - b));
  });
});
