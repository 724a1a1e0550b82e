import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertKycVerification } from '../../testing/kyc-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });
const ids = new Map<string, number>();

/** Verifications (name, status, ID type, submitted), newest submitted last. */
const RECORDS = [
  ['Ana Kowalska', 'pending', 'Passport', '2024-03-01T10:00:00.000Z'],
  ['Renée Dubois', 'approved', 'Driver license', '2024-03-02T10:00:00.000Z'],
  ['Jan KOWALSKI', 'pending', 'National ID', '2024-03-03T10:00:00.000Z'],
  ['Zoë 100%_Real', 'rejected', 'Passport', '2024-03-04T10:00:00.000Z'],
  ['Bob Ng', 'pending', 'Passport', '2024-03-05T10:00:00.000Z'],
] as const;

async function list(query: string) {
  const response = await t.app.inject({ url: `/api/admin/kyc${query}`, headers: auth() });
  expect(response.statusCode).toBe(200);
  const body = response.json() as {
    verifications: { data: { full_name: string }[]; meta: { total: number } };
    stats: { total: number };
  };
  return {
    names: body.verifications.data.map((row) => row.full_name),
    total: body.verifications.meta.total,
    stats: body.stats,
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  for (const [full_name, status, id_type, submitted_at] of RECORDS) {
    ids.set(
      full_name,
      await insertKycVerification(t.database.db, { full_name, status, id_type, submitted_at }),
    );
  }
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/kyc?s', () => {
  it('finds the full name containing the term, case-insensitively, newest submitted first', async () => {
    const found = await list('?s=kowal');
    expect(found.names).toEqual(['Jan KOWALSKI', 'Ana Kowalska']);
    expect(found.total).toBe(2);
    expect(found.stats.total).toBe(RECORDS.length);
  });

  it('finds short terms and accented names, and treats % and _ as text', async () => {
    expect((await list('?s=ng')).names).toEqual(['Bob Ng']);
    expect((await list('?s=Renée')).names).toEqual(['Renée Dubois']);
    expect((await list('?s=100%25_')).names).toEqual(['Zoë 100%_Real']);
    expect((await list('?s=%25')).names).toEqual(['Zoë 100%_Real']);
  });

  it('combines with the status and ID-type filters', async () => {
    expect((await list('?s=kowal&status=pending&id_type=Passport')).names).toEqual([
      'Ana Kowalska',
    ]);
    const none = await list('?s=kowal&status=approved');
    expect(none.names).toEqual([]);
    expect(none.total).toBe(0);
  });

  it('follows a renamed verification (the index is kept in step)', async () => {
    await t.database.db
      .updateTable('kyc_verifications')
      .set({ full_name: 'Bob Nguyen-Smith' })
      .where('id', '=', ids.get('Bob Ng')!)
      .execute();
    expect((await list('?s=nguyen')).names).toEqual(['Bob Nguyen-Smith']);
    await t.database.db
      .updateTable('kyc_verifications')
      .set({ full_name: 'Bob Ng' })
      .where('id', '=', ids.get('Bob Ng')!)
      .execute();
    expect((await list('?s=nguyen')).names).toEqual([]);
  });

  it('sorts by submission time either way, in the list and its export', async () => {
    const newest = RECORDS.map(([name]) => name).reverse();
    expect((await list('?status=all')).names).toEqual(newest);
    expect((await list('?status=all&sort=-submitted_at')).names).toEqual(newest);
    expect((await list('?status=all&sort=submitted_at')).names).toEqual([...newest].reverse());
    expect((await list('?status=pending&s=kowal&sort=submitted_at')).names).toEqual([
      'Ana Kowalska',
      'Jan KOWALSKI',
    ]);
    const csv = await t.app.inject({
      url: '/api/admin/kyc/export?status=all&sort=submitted_at',
      headers: auth(),
    });
    const exported = csv.body.slice(1).trim().split('\r\n').slice(1);
    expect(exported.map((line) => line.split(',')[1])).toEqual([...newest].reverse());
    const refused = await t.app.inject({ url: '/api/admin/kyc?sort=full_name', headers: auth() });
    expect(refused.statusCode).toBe(422);
  });

  it('lists everyone for a blank search', async () => {
    expect((await list('?s=%20%20')).total).toBe(RECORDS.length);
  });

  it('exports and bulk-selects with the same search', async () => {
    const csv = await t.app.inject({ url: '/api/admin/kyc/export?s=KOWAL', headers: auth() });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.slice(1).trim().split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([
      'Jan KOWALSKI',
      'Ana Kowalska',
    ]);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/admin/kyc/bulk',
      headers: auth(),
      payload: { action: 'approve', filter: { s: 'kowal', status: 'pending' } },
    });
    expect(bulk.statusCode).toBe(200);
    const outcome = bulk.json() as { data: { done: number; items: { id: number }[] } };
    expect(outcome.data.done).toBe(2);
    expect(outcome.data.items.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [ids.get('Ana Kowalska')!, ids.get('Jan KOWALSKI')!].sort((a, b) => a - b),
    );
    expect((await list('?status=pending')).names).toEqual(['Bob Ng']);
  });
});
