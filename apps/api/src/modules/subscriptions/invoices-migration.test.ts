import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as invoiceDetails from '../../db/migrations/0012-invoice-details.js';
import * as recordSortIndexes from '../../db/migrations/0018-record-sort-indexes.js';
import { insertPartner } from '../../testing/partners-fixtures.js';
import { insertPackage } from '../../testing/subscriptions-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let partnerId: number;
let packageId: number;

beforeAll(async () => {
  t = await buildTestApp();
  partnerId = await insertPartner(t.database.db, { company_name: 'Initech' });
  packageId = await insertPackage(t.database.db, { name: 'Standard', price_cents: 2_900 });
});
afterAll(async () => {
  await t.close();
});

describe('migration 0012 (invoice details)', () => {
  it('numbers the invoices already there and gives them a currency, then numbers new ones', async () => {
    const db = t.database.db as unknown as Kysely<unknown>;
    // Later indexes read the invoice number: they go first and come back after.
    await recordSortIndexes.down(db);
    await invoiceDetails.down(db);
    // Invoices written before the migration, without number or currency columns.
    const issued = ['2024-12-31T23:00:00.000Z', '2025-01-02T08:00:00.000Z'];
    for (const at of issued) {
      await sql`insert into invoices (partner_id, package_id, amount_cents, is_paid, invoiced_at, created_at)
        values (${partnerId}, ${packageId}, 2900, 0, ${at}, ${at})`.execute(db);
    }
    await invoiceDetails.up(db);
    await recordSortIndexes.up(db);

    const existing = await t.database.db
      .selectFrom('invoices')
      .select(['id', 'number', 'currency', 'invoiced_at'])
      .orderBy('id')
      .execute();
    expect(existing.map(({ number, currency }) => ({ number, currency }))).toEqual([
      { number: `INV-2024-${String(existing[0]!.id).padStart(6, '0')}`, currency: 'USD' },
      { number: `INV-2025-${String(existing[1]!.id).padStart(6, '0')}`, currency: 'USD' },
    ]);

    const added = await t.database.db
      .insertInto('invoices')
      .values({
        id: 1_234_567,
        partner_id: partnerId,
        package_id: packageId,
        amount_cents: 2_900,
        is_paid: 0,
        invoiced_at: '2026-02-01T00:00:00.000Z',
        created_at: '2026-02-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await t.database.db
      .selectFrom('invoices')
      .select('number')
      .where('id', '=', added.id)
      .executeTakeFirstOrThrow();
    // More than 6 digits are kept whole.
    expect(row.number).toBe('INV-2026-1234567');
  });
});
