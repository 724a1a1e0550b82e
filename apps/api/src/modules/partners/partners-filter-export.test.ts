import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH_SIZE, csvFileName } from '../../lib/csv-export.js';
import { insertJob, insertPartner } from '../../testing/partners-fixtures.js';
import { insertPackage, insertSubscription } from '../../testing/subscriptions-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** Partners with their subscriptions (days from now) and job counts. */
const PARTNERS = [
  { name: 'Alpha Active', subs: [[-10, 20]], jobs: 2 },
  { name: 'bravo Expired', subs: [[-40, -1]], jobs: 0 },
  { name: 'Charlie Future', subs: [[2, 30]], jobs: 1 },
  {
    name: 'delta Double',
    subs: [
      [-5, 25],
      [-1, 60],
    ],
    jobs: 0,
  },
  { name: 'Echo None', subs: [], jobs: 3 },
  { name: '=Formula Active', subs: [[-3, 3]], jobs: 0 },
  {
    name: 'echo Renewed',
    subs: [
      [-60, -30],
      [-30, 1],
    ],
    jobs: 0,
  },
] as const;
type PartnerName = (typeof PARTNERS)[number]['name'];

let t: TestApp;
let token: string;
const ids = new Map<string, number>();
const idOf = (name: PartnerName) => ids.get(name)!;
const auth = () => ({ authorization: `Bearer ${token}` });

type Listed = { data: { id: number; name: string }[]; meta: { total: number } };
async function list(query: string): Promise<Listed> {
  const response = await t.app.inject({ url: `/api/admin/partners${query}`, headers: auth() });
  expect(response.statusCode).toBe(200);
  return response.json() as Listed;
}
const names = (listed: Listed) => listed.data.map((item) => item.name);
const exportCsv = (query = '') =>
  t.app.inject({ url: `/api/admin/partners/export${query}`, headers: auth() });

/** The CSV's lines without the BOM, each split on commas outside quotes. */
function rowsOf(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  return lines.map((line) =>
    [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
      .filter((match, i, all) => i < all.length - 1 || match[0] !== '')
      .map(([, cell]) => (cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!)),
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  const packageId = await insertPackage(t.database.db);
  for (const [i, partner] of PARTNERS.entries()) {
    const id = await insertPartner(t.database.db, {
      company_name: partner.name,
      bio: `${partner.name}, a partner`,
      created_at: `2024-0${i + 1}-10T09:30:00.000Z`,
    });
    ids.set(partner.name, id);
    for (const [from, to] of partner.subs) {
      await insertSubscription(t.database.db, {
        partner_id: id,
        package_id: packageId,
        starts_at: at(from),
        ends_at: at(to),
      });
    }
    for (let j = 0; j < partner.jobs; j++) await insertJob(t.database.db, id);
  }
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/partners?active_subscription', () => {
  it('keeps only partners with a subscription running now (yes), counted once each', async () => {
    const listed = await list('?active_subscription=yes');
    expect(names(listed)).toEqual([
      '=Formula Active',
      'Alpha Active',
      'delta Double',
      'echo Renewed',
    ]);
    expect(listed.meta.total).toBe(4);
  });

  it('keeps the others with no: expired, not yet started or never subscribed', async () => {
    const listed = await list('?active_subscription=no&sort=-company_name');
    expect(names(listed)).toEqual(['Echo None', 'Charlie Future', 'bravo Expired']);
    expect(listed.meta.total).toBe(3);
  });

  it('combines with the search and keeps the filter in the page links', async () => {
    const yes = await list('?s=echo&active_subscription=yes');
    expect(names(yes)).toEqual(['echo Renewed']);
    expect(yes.meta.total).toBe(1);
    const no = await list('?s=ECHO&active_subscription=no');
    expect(names(no)).toEqual(['Echo None']);
    const response = await t.app.inject({
      url: '/api/admin/partners?active_subscription=no',
      headers: auth(),
    });
    expect(response.json().links.first).toContain('active_subscription=no');
  });

  it('lists everyone without the filter, and refuses anything but yes or no', async () => {
    expect((await list('?active_subscription=')).meta.total).toBe(PARTNERS.length);
    const response = await t.app.inject({
      url: '/api/admin/partners?active_subscription=maybe',
      headers: auth(),
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('GET /api/admin/partners/export', () => {
  it('answers a dated UTF-8 CSV with a BOM, every partner in the list’s order', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${csvFileName('partners')}"`,
    );
    const rows = rowsOf(response.rawPayload.toString('utf8'));
    expect(rows[0]).toEqual([
      'ID',
      'Company name',
      'Bio',
      'Member since',
      'Posted jobs',
      'Active subscription',
    ]);
    expect(rows.slice(1).map((row) => row[1])).toEqual([
      "'=Formula Active",
      'Alpha Active',
      'bravo Expired',
      'Charlie Future',
      'delta Double',
      'Echo None',
      'echo Renewed',
    ]);
    expect(rows.find((row) => row[1] === 'Alpha Active')).toEqual([
      String(idOf('Alpha Active')),
      'Alpha Active',
      'Alpha Active, a partner',
      '2024-01-10T09:30:00.000Z',
      '2',
      'yes',
    ]);
    expect(rows.find((row) => row[1] === 'Echo None')?.slice(4)).toEqual(['3', 'no']);
    expect(rows.find((row) => row[1] === 'Charlie Future')?.slice(4)).toEqual(['1', 'no']);
  });

  it('exports with the list’s search, filter and order', async () => {
    const rows = rowsOf((await exportCsv('?s=e&active_subscription=no&sort=-company_name')).body);
    expect(rows.slice(1).map((row) => [row[1], row[5]])).toEqual([
      ['Echo None', 'no'],
      ['Charlie Future', 'no'],
      ['bravo Expired', 'no'],
    ]);
    const active = rowsOf((await exportCsv('?active_subscription=yes')).body);
    expect(active.slice(1).map((row) => row[5])).toEqual(['yes', 'yes', 'yes', 'yes']);
  });

  it('is for signed-in admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/partners/export' })).statusCode).toBe(401);
  });

  it('pages through more partners than one batch without repeating or losing any', async () => {
    const count = EXPORT_BATCH_SIZE + 5;
    for (let i = 0; i < count; i++) {
      // Equal names: the id decides between them, across batch boundaries.
      ids.set(`batch ${i}`, await insertPartner(t.database.db, { company_name: 'Zz Batch' }));
    }
    for (const sort of ['company_name', '-company_name']) {
      const rows = rowsOf((await exportCsv(`?s=zz batch&sort=${sort}`)).body).slice(1);
      const exported = rows.map((row) => Number(row[0]));
      const expected = [...Array(count).keys()].map((i) => ids.get(`batch ${i}`)!);
      expect(exported).toEqual(sort === 'company_name' ? expected : expected.reverse());
    }
  });
});
