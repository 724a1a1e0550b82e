import { INVOICE_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPartner } from '../../testing/partners-fixtures.js';
import { insertInvoice, insertPackage } from '../../testing/subscriptions-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { exportBatches } from '../../lib/lists/list-export.js';
import { INVOICES_TABLE } from './invoices.repository.js';

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });

type Listed = {
  id: number;
  number: string;
  partner: string;
  package: string;
  amount: number;
  paid: boolean;
  invoiced_date: string;
  paid_date: string | null;
};

const list = async (query: string) => {
  const response = await t.app.inject({ url: `/api/admin/invoices?${query}`, headers: auth() });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: Listed[]; meta: { total: number; per_page: number } };
};
const ids = async (query: string) => (await list(query)).data.map((row) => row.id);
const setPaid = (id: number | string, paid: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/invoices/${id}/paid`,
    headers: auth(),
    payload: { paid },
  });

/** The first instant of the month `back` months before the current one (UTC). */
const monthStart = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
};
const inMonth = (back: number, day: number) =>
  new Date(monthStart(back).getTime() + (day - 1) * 86_400_000 + 3_600_000).toISOString();
const monthKey = (back: number) => monthStart(back).toISOString().slice(0, 7);

type Seeded = {
  id: number;
  partner: number;
  pkg: number;
  cents: number;
  paid: boolean;
  at: string;
  paidAt: string | null;
};
const seeded: Seeded[] = [];
let acme: number;
let globex: number;
let standard: number;
let premium: number;

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  const db = t.database.db;
  standard = await insertPackage(db, { name: 'Standard', price_cents: 2_900 });
  premium = await insertPackage(db, { name: 'Premium', price_cents: 49_900 });
  acme = await insertPartner(db, { company_name: 'Acme' });
  globex = await insertPartner(db, { company_name: 'Globex' });
  const plan: Omit<Seeded, 'id'>[] = [
    {
      partner: acme,
      pkg: standard,
      cents: 2_900,
      paid: true,
      at: inMonth(2, 3),
      paidAt: inMonth(2, 9),
    },
    {
      partner: acme,
      pkg: premium,
      cents: 49_900,
      paid: true,
      at: inMonth(2, 20),
      paidAt: inMonth(2, 21),
    },
    { partner: globex, pkg: standard, cents: 2_900, paid: false, at: inMonth(1, 5), paidAt: null },
    {
      partner: globex,
      pkg: premium,
      cents: 45_000,
      paid: true,
      at: inMonth(1, 7),
      paidAt: inMonth(1, 8),
    },
    { partner: acme, pkg: standard, cents: 3_100, paid: false, at: inMonth(0, 1), paidAt: null },
    {
      partner: globex,
      pkg: standard,
      cents: 2_900,
      paid: true,
      at: inMonth(0, 1),
      paidAt: inMonth(0, 2),
    },
  ];
  for (const invoice of plan) {
    const id = await insertInvoice(db, {
      partner_id: invoice.partner,
      package_id: invoice.pkg,
      amount_cents: invoice.cents,
      is_paid: invoice.paid ? 1 : 0,
      invoiced_at: invoice.at,
      paid_at: invoice.paidAt,
    });
    seeded.push({ ...invoice, id });
  }
});
afterAll(async () => {
  await t.close();
});

const newestFirst = (rows: readonly Seeded[]) =>
  [...rows].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id).map((row) => row.id);

describe('invoice numbers and currency', () => {
  it('numbers every invoice INV-<issued year>-<id> and keeps a number the writer chose', async () => {
    const { data } = await list('per_page=100');
    for (const row of data) {
      expect(row.number).toBe(
        `INV-${row.invoiced_date.slice(0, 4)}-${String(row.id).padStart(6, '0')}`,
      );
    }
    expect(new Set(data.map((row) => row.number)).size).toBe(data.length);

    const chosen = await insertInvoice(t.database.db, {
      partner_id: acme,
      package_id: standard,
      number: 'ACME-0001',
      currency: 'EUR',
      invoiced_at: '2020-01-01T00:00:00.000Z',
    });
    const row = await t.database.db
      .selectFrom('invoices')
      .select(['number', 'currency'])
      .where('id', '=', chosen)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ number: 'ACME-0001', currency: 'EUR' });
    // A second invoice with that number is refused by the database.
    await expect(
      insertInvoice(t.database.db, { partner_id: acme, package_id: standard, number: 'ACME-0001' }),
    ).rejects.toThrow();
    await t.database.db.deleteFrom('invoices').where('id', '=', chosen).execute();
  });
});

describe('GET /api/admin/invoices filters, sort and page size', () => {
  it('filters by paid, package, partner and issued month, alone and together', async () => {
    const expectFilter = async (query: string, keep: (row: Seeded) => boolean) => {
      const body = await list(`${query}&per_page=50`);
      expect(body.data.map((row) => row.id)).toEqual(newestFirst(seeded.filter(keep)));
      expect(body.meta.total).toBe(seeded.filter(keep).length);
    };
    await expectFilter('paid=yes', (row) => row.paid);
    await expectFilter('paid=no', (row) => !row.paid);
    await expectFilter(`package_id=${premium}`, (row) => row.pkg === premium);
    await expectFilter(`partner_id=${globex}`, (row) => row.partner === globex);
    await expectFilter(`month=${monthKey(1)}`, (row) => row.at.startsWith(monthKey(1)));
    await expectFilter(
      `paid=yes&partner_id=${acme}&package_id=${standard}&month=${monthKey(2)}`,
      (row) =>
        row.paid && row.partner === acme && row.pkg === standard && row.at.startsWith(monthKey(2)),
    );
    await expectFilter(`partner_id=${globex}&paid=no&month=${monthKey(2)}`, () => false);
  });

  it('keeps the spec page size of 3 and takes another with per_page', async () => {
    const spec = await list('');
    expect(spec.meta.per_page).toBe(3);
    expect(spec.data.map((row) => row.id)).toEqual(newestFirst(seeded).slice(0, 3));
    const wide = await list('per_page=4&page=2');
    expect(wide.data.map((row) => row.id)).toEqual(newestFirst(seeded).slice(4, 8));
  });

  it('sorts by amount, number, issued and paid date, both ways, ties by id', async () => {
    const byAmount = [...seeded].sort((a, b) => a.cents - b.cents || a.id - b.id).map((r) => r.id);
    expect(await ids('sort=amount&per_page=50')).toEqual(byAmount);
    const byAmountDesc = [...seeded]
      .sort((a, b) => b.cents - a.cents || b.id - a.id)
      .map((r) => r.id);
    expect(await ids('sort=-amount&per_page=50')).toEqual(byAmountDesc);
    // Paged from either end of the list, the order is the same.
    const pages = [
      ...(await ids('sort=-amount&per_page=4')),
      ...(await ids('sort=-amount&per_page=4&page=2')),
    ];
    expect(pages).toEqual(byAmountDesc);

    const numbers = (await list('sort=number&per_page=50')).data.map((row) => row.number);
    expect(numbers).toEqual([...numbers].sort());
    expect(await ids('sort=invoiced_date&per_page=50')).toEqual(newestFirst(seeded).reverse());

    // Unpaid invoices have no paid date: last, whichever the direction.
    const paidAsc = seeded
      .filter((r) => r.paidAt)
      .sort((a, b) => a.paidAt!.localeCompare(b.paidAt!))
      .map((r) => r.id);
    const unpaid = seeded.filter((r) => !r.paidAt).map((r) => r.id);
    expect(await ids('sort=paid_date&per_page=50')).toEqual([...paidAsc, ...unpaid]);
    expect(await ids('sort=-paid_date&per_page=50')).toEqual([
      ...[...paidAsc].reverse(),
      ...[...unpaid].reverse(),
    ]);
    const paidDatePages = [
      ...(await ids('sort=paid_date&per_page=4&page=1')),
      ...(await ids('sort=paid_date&per_page=4&page=2')),
    ];
    expect(paidDatePages).toEqual([...paidAsc, ...unpaid]);
  });

  it('answers 422 naming each bad filter', async () => {
    const response = await t.app.inject({
      url: '/api/admin/invoices?paid=maybe&package_id=x&partner_id=0&month=2025-13&sort=partner&per_page=500',
      headers: auth(),
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(Object.keys(errors).sort()).toEqual(
      ['month', 'package_id', 'paid', 'partner_id', 'per_page', 'sort'].sort(),
    );
    expect(errors.paid).toEqual([INVOICE_MESSAGES.paidFilter]);
    expect(errors.month).toEqual([INVOICE_MESSAGES.monthFilter]);
  });
});

describe('GET /api/admin/invoices/export', () => {
  const exportCsv = (query: string) =>
    t.app.inject({ url: `/api/admin/invoices/export?${query}`, headers: auth() });
  const lines = (text: string) =>
    text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');

  it('streams the filtered, sorted list as CSV with a BOM and a dated file name', async () => {
    const response = await exportCsv(`paid=yes&sort=-amount`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoices-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = lines(response.body);
    expect(header).toBe('Number,Partner,Package,Amount,Currency,Status,Issued,Paid');
    const listed = (await list('paid=yes&sort=-amount&per_page=100')).data;
    expect(rows).toEqual(
      listed.map((row) =>
        [
          row.number,
          row.partner,
          row.package,
          row.amount.toFixed(2),
          'USD',
          'paid',
          row.invoiced_date,
          row.paid_date,
        ].join(','),
      ),
    );
    expect(rows.length).toBe(seeded.filter((row) => row.paid).length);
  });

  it('walks every order in keyset batches in the order of the list', async () => {
    for (const sort of ['number', '-amount', 'invoiced_date', 'paid_date', '-paid_date']) {
      const listed = (await ids(`sort=${sort}&per_page=100`)) as number[];
      const order = {
        field: sort.replace('-', '') as 'number' | 'amount' | 'invoiced_date' | 'paid_date',
        direction: sort.startsWith('-') ? ('desc' as const) : ('asc' as const),
      };
      const walked: number[] = [];
      const context = { db: t.database.db, dialect: t.database.dialect, config: t.config };
      for await (const batch of exportBatches(
        context,
        INVOICES_TABLE,
        { s: undefined, sort: order },
        2,
      )) {
        expect(batch.length).toBeLessThanOrEqual(2);
        walked.push(...batch.map((row) => row.id));
      }
      expect(walked, sort).toEqual(listed);
    }
  });

  it('answers 422 for a bad filter and 401 to strangers', async () => {
    expect((await exportCsv('month=March')).statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/admin/invoices/export' })).statusCode).toBe(401);
  });
});

describe('the sales revenue chart adds up with the invoices', () => {
  it('shows, per package and month, the sum of that month’s paid invoices', async () => {
    const chart = (
      await t.app.inject({ url: '/api/invoices/sales-revenue', headers: auth() })
    ).json().data as Record<string, Record<string, number>>;
    for (const [packageName, months] of Object.entries(chart)) {
      for (const [month, revenue] of Object.entries(months)) {
        const packageId = packageName === 'Premium' ? premium : standard;
        const { data } = await list(`paid=yes&month=${month}&package_id=${packageId}&per_page=100`);
        const sum = data.reduce((total, row) => total + row.amount * 100, 0);
        expect(Math.round(sum) / 100).toBe(revenue);
      }
    }
    expect(chart.Premium?.[monthKey(1)]).toBe(450);
  });
});

describe('PUT /api/admin/invoices/:id/paid', () => {
  const auditRows = (id: number) =>
    t.database.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('entity', '=', 'invoice')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
  const revenue = async (month: string) =>
    (await t.app.inject({ url: '/api/invoices/sales-revenue', headers: auth() })).json().data
      .Standard[month] as number;

  it('marks an unpaid invoice paid, then unpaid, with audit rows; the chart follows', async () => {
    const invoice = seeded.find((row) => row.partner === globex && !row.paid)!;
    const month = invoice.at.slice(0, 7);
    const before = await revenue(month);
    const started = new Date().toISOString();

    const paid = await setPaid(invoice.id, true);
    expect(paid.statusCode).toBe(200);
    const body = paid.json();
    expect(body.result).toBe(true);
    expect(body.message).toBe(INVOICE_MESSAGES.markedPaid(body.data.number));
    expect(body.data).toMatchObject({ id: invoice.id, paid: true, amount: 29, currency: 'USD' });
    expect(body.data.paid_date >= started).toBe(true);
    expect(await revenue(month)).toBe(before + 29);
    expect(await ids(`paid=yes&partner_id=${globex}&per_page=50`)).toContain(invoice.id);

    const again = await setPaid(invoice.id, true);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INVOICE_MESSAGES.alreadyPaid(body.data.number));

    const unpaid = await setPaid(invoice.id, false);
    expect(unpaid.statusCode).toBe(200);
    expect(unpaid.json().data).toMatchObject({ paid: false, paid_date: null });
    expect(unpaid.json().message).toBe(INVOICE_MESSAGES.markedUnpaid(body.data.number));
    expect(await revenue(month)).toBe(before);
    expect((await setPaid(invoice.id, false)).statusCode).toBe(409);

    const audit = await auditRows(invoice.id);
    expect(audit.map((row) => row.action)).toEqual(['mark-paid', 'mark-unpaid']);
    const first = JSON.parse(audit[0]!.summary!);
    expect(first.number).toBe(body.data.number);
    expect(first.before).toEqual({ paid: false, paid_at: null });
    expect(first.after).toEqual({ paid: true, paid_at: body.data.paid_date });
  });

  it('answers 404 for a missing invoice, 422 for a bad body, 401 for strangers', async () => {
    expect((await setPaid(999_999, true)).statusCode).toBe(404);
    const bad = await setPaid(seeded[0]!.id, 'perhaps');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['paid']);
    const stranger = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/invoices/${seeded[0]!.id}/paid`,
      payload: { paid: false },
    });
    expect(stranger.statusCode).toBe(401);
    expect(await auditRows(seeded[0]!.id)).toEqual([]);
  });
});

describe('POST /api/admin/invoices/bulk', () => {
  const bulk = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/invoices/bulk', headers: auth(), payload });
  const paidState = async (id: number) =>
    (
      await t.database.db
        .selectFrom('invoices')
        .select(['is_paid', 'paid_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).is_paid;
  const auditCount = async (id: number) =>
    (
      await t.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('entity', '=', 'invoice')
        .where('entity_id', '=', id)
        .execute()
    ).length;

  it('marks the named invoices paid, skipping one already paid and refusing one missing', async () => {
    const unpaid = seeded.find((row) => row.partner === acme && !row.paid)!;
    const alreadyPaid = seeded.find((row) => row.paid)!;
    const auditBefore = await auditCount(alreadyPaid.id);
    const response = await bulk({
      action: 'mark-paid',
      ids: [unpaid.id, alreadyPaid.id, 999_999],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('1 done, 1 skipped, 1 refused.');
    expect(body.data).toMatchObject({ done: 1, skipped: 1, refused: 1 });
    const number = (await list(`per_page=100`)).data.find(
      (row) => row.id === alreadyPaid.id,
    )!.number;
    expect(body.data.items).toEqual([
      { id: unpaid.id, outcome: 'done' },
      { id: alreadyPaid.id, outcome: 'skipped', reason: INVOICE_MESSAGES.alreadyPaid(number) },
      { id: 999_999, outcome: 'refused', reason: INVOICE_MESSAGES.notFound },
    ]);
    expect(await paidState(unpaid.id)).toBe(1);
    expect(await auditCount(unpaid.id)).toBe(1);
    expect(await auditCount(alreadyPaid.id)).toBe(auditBefore);
  });

  it('marks every invoice a filter matches unpaid, each with its audit row', async () => {
    const matching = (await list(`partner_id=${globex}&paid=yes&per_page=100`)).data;
    expect(matching.length).toBeGreaterThan(0);
    const response = await bulk({
      action: 'mark-unpaid',
      filter: { partner_id: globex, paid: 'yes' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.done).toBe(matching.length);
    expect(response.json().data.items.map((item: { id: number }) => item.id)).toEqual(
      matching.map((row) => row.id),
    );
    expect((await list(`partner_id=${globex}&paid=yes`)).meta.total).toBe(0);
    for (const row of matching) expect(await paidState(row.id)).toBe(0);
  });

  it('answers 422 without ids or filter, with both, or with an unknown action', async () => {
    expect((await bulk({ action: 'mark-paid' })).statusCode).toBe(422);
    expect((await bulk({ action: 'mark-paid', ids: [1], filter: {} })).statusCode).toBe(422);
    const unknown = await bulk({ action: 'delete', ids: [1] });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['action']);
  });
});
