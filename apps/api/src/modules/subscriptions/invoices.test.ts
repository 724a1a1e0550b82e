import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPartner } from '../../testing/partners-fixtures.js';
import { insertInvoice, insertPackage } from '../../testing/subscriptions-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { monthsEndingAt } from './sales-revenue.js';

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });

/** The first instant of the month `back` months before the current one (UTC). */
const monthStart = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
};
const inMonth = (back: number, day = 10) =>
  new Date(monthStart(back).getTime() + (day - 1) * 86_400_000 + 3_600_000).toISOString();
const monthKey = (back: number) => monthStart(back).toISOString().slice(0, 7);

type Inserted = { id: number; invoiced_at: string };
const inserted: Inserted[] = [];

let acme: number;
let globex: number;
let standard: number;

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  const db = t.database.db;
  const free = await insertPackage(db, { name: 'Free', price_cents: 0 });
  standard = await insertPackage(db, { name: 'Standard', price_cents: 2_900 });
  const premium = await insertPackage(db, {
    name: 'Premium',
    price_cents: 49_900,
    subscription_type: 'annual',
  });
  const legacy = await insertPackage(db, { name: 'Legacy', price_cents: 1_000, is_active: 0 });
  await insertPackage(db, { name: 'Dormant', price_cents: 1_500 });
  acme = await insertPartner(db, { company_name: 'Acme' });
  globex = await insertPartner(db, { company_name: 'Globex' });

  const add = async (values: Parameters<typeof insertInvoice>[1]) => {
    const id = await insertInvoice(db, values);
    inserted.push({ id, invoiced_at: values.invoiced_at! });
  };
  const paid = (package_id: number, amount_cents: number, invoiced_at: string) =>
    add({ partner_id: acme, package_id, amount_cents, invoiced_at, is_paid: 1 });

  await paid(standard, 2_900, inMonth(0, 1));
  await paid(standard, 2_900, inMonth(0, 1)); // same instant: the later id comes first
  await add({
    partner_id: globex,
    package_id: standard,
    amount_cents: 2_900,
    invoiced_at: inMonth(0, 2),
    is_paid: 0,
  });
  await paid(standard, 2_950, inMonth(5));
  await paid(standard, 2_900, monthStart(11).toISOString()); // the window's first instant
  await paid(standard, 9_900, new Date(monthStart(11).getTime() - 1).toISOString()); // just before
  await paid(premium, 49_900, inMonth(1));
  await paid(legacy, 1_050, inMonth(2));
  await paid(free, 500, inMonth(3)); // a free package never shows, whatever its invoices
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/invoices', () => {
  it('pages invoices 3 at a time, newest first, with partner and package names', async () => {
    const newestFirst = [...inserted]
      .sort((a, b) => b.invoiced_at.localeCompare(a.invoiced_at) || b.id - a.id)
      .map((invoice) => invoice.id);

    const first = await t.app.inject({ url: '/api/admin/invoices', headers: auth() });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.data.map((row: { id: number }) => row.id)).toEqual(newestFirst.slice(0, 3));
    const number = (id: number, at: string) =>
      `INV-${at.slice(0, 4)}-${String(id).padStart(6, '0')}`;
    expect(body.data[0]).toEqual({
      id: inserted[2]!.id,
      number: number(inserted[2]!.id, inMonth(0, 2)),
      partner_id: globex,
      partner: 'Globex',
      package_id: standard,
      package: 'Standard',
      amount: 29,
      currency: 'USD',
      paid: false,
      invoiced_date: inMonth(0, 2),
      paid_date: null,
    });
    expect(body.data[1]).toEqual({
      id: inserted[1]!.id,
      number: number(inserted[1]!.id, inMonth(0, 1)),
      partner_id: acme,
      partner: 'Acme',
      package_id: standard,
      package: 'Standard',
      amount: 29,
      currency: 'USD',
      paid: true,
      invoiced_date: inMonth(0, 1),
      paid_date: inMonth(0, 1),
    });
    expect(body.meta).toEqual({
      current_page: 1,
      from: 1,
      last_page: 3,
      path: 'http://localhost:8080/api/admin/invoices',
      per_page: 3,
      to: 3,
      total: 9,
    });

    const pages = [];
    for (const page of [2, 3]) {
      const response = await t.app.inject({
        url: `/api/admin/invoices?page=${page}`,
        headers: auth(),
      });
      pages.push(...response.json().data.map((row: { id: number }) => row.id));
    }
    expect(pages).toEqual(newestFirst.slice(3));

    const past = await t.app.inject({ url: '/api/admin/invoices?page=4', headers: auth() });
    expect(past.json().data).toEqual([]);
  });

  it('rejects a bad page with 422 and strangers with 401', async () => {
    const bad = await t.app.inject({ url: '/api/admin/invoices?page=0', headers: auth() });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['page']);
    expect((await t.app.inject({ url: '/api/admin/invoices' })).statusCode).toBe(401);
  });
});

describe('GET /api/invoices/sales-revenue', () => {
  it('sums paid invoices per paid package and month over 12 months, highest revenue first', async () => {
    const response = await t.app.inject({ url: '/api/invoices/sales-revenue', headers: auth() });
    expect(response.statusCode).toBe(200);
    const body = response.json();

    const months = Array.from({ length: 12 }, (_, i) => monthKey(11 - i));
    const series = (values: Record<number, number>) =>
      Object.fromEntries(months.map((key, i) => [key, values[11 - i] ?? 0]));
    expect(body).toEqual({
      result: true,
      data: {
        Premium: series({ 1: 499 }),
        Standard: series({ 0: 58, 5: 29.5, 11: 29 }),
        Legacy: series({ 2: 10.5 }),
        Dormant: series({}),
      },
    });
    expect(Object.keys(body.data)).toEqual(['Premium', 'Standard', 'Legacy', 'Dormant']);
    expect(Object.keys(body.data.Premium)).toEqual(months);
  });

  it('is for signed-in admins only', async () => {
    expect((await t.app.inject({ url: '/api/invoices/sales-revenue' })).statusCode).toBe(401);
  });
});

describe('monthsEndingAt', () => {
  it('gives the 12 calendar months ending with the current one, across a year end', () => {
    expect(monthsEndingAt(new Date('2025-01-15T10:00:00Z'), 12)).toEqual({
      keys: [
        '2024-02',
        '2024-03',
        '2024-04',
        '2024-05',
        '2024-06',
        '2024-07',
        '2024-08',
        '2024-09',
        '2024-10',
        '2024-11',
        '2024-12',
        '2025-01',
      ],
      from: '2024-02-01T00:00:00.000Z',
      to: '2025-02-01T00:00:00.000Z',
    });
    expect(monthsEndingAt(new Date('2024-12-31T23:59:59.999Z'), 2)).toEqual({
      keys: ['2024-11', '2024-12'],
      from: '2024-11-01T00:00:00.000Z',
      to: '2025-01-01T00:00:00.000Z',
    });
  });
});
