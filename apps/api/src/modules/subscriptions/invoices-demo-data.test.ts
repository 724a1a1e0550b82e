import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-data.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The demo invoices as the invoices screen and the sales revenue chart show them.

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });

type Listed = {
  id: number;
  number: string;
  package_id: number;
  package: string;
  amount: number;
  currency: string;
  paid: boolean;
  invoiced_date: string;
  paid_date: string | null;
};

async function allInvoices(): Promise<Listed[]> {
  const rows: Listed[] = [];
  for (let page = 1; ; page += 1) {
    const response = await t.app.inject({
      url: `/api/admin/invoices?per_page=100&page=${page}`,
      headers: auth(),
    });
    const body = response.json();
    rows.push(...body.data);
    if (page >= body.meta.last_page) return rows;
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  await seedDemoData(t.database.db, {
    uploadDir: t.config.uploadDir,
    privateDir: t.config.privateDir,
    now: new Date(),
  });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('demo invoices', () => {
  it('have unique numbers, a currency, and paid dates exactly when paid, after issue', async () => {
    const invoices = await allInvoices();
    expect(invoices.length).toBeGreaterThan(10);
    expect(new Set(invoices.map((row) => row.number)).size).toBe(invoices.length);
    for (const invoice of invoices) {
      expect(invoice.number).toMatch(/^INV-\d{4}-\d{6,}$/);
      expect(invoice.currency).toBe('USD');
      expect(invoice.amount).toBeGreaterThan(0);
      expect(invoice.paid_date === null).toBe(!invoice.paid);
      if (invoice.paid_date) expect(invoice.paid_date >= invoice.invoiced_date).toBe(true);
    }
  });

  it('add up to the sales revenue chart, package by package and month by month', async () => {
    const invoices = await allInvoices();
    const chart = (
      await t.app.inject({ url: '/api/invoices/sales-revenue', headers: auth() })
    ).json().data as Record<string, Record<string, number>>;
    const months = Object.keys(Object.values(chart)[0] ?? {});
    expect(months).toHaveLength(12);
    let charted = 0;
    for (const [packageName, byMonth] of Object.entries(chart)) {
      for (const month of months) {
        const cents = invoices
          .filter((row) => row.paid && row.package === packageName)
          .filter((row) => row.invoiced_date.startsWith(month))
          .reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
        expect(byMonth[month]).toBe(cents / 100);
        charted += cents;
      }
    }
    const paidCents = invoices
      .filter((row) => row.paid)
      .reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
    expect(charted).toBe(paidCents);
    expect(charted).toBeGreaterThan(0);
  });
});
