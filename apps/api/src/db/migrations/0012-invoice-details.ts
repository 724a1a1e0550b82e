import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * Invoice details: a number (INV-<issued year>-<id, at least 6 digits>, unique) and a currency
 * (ISO 4217, USD for every existing invoice), backfilled for the rows already there. The database
 * gives the number to every new invoice whoever writes it (a trigger), unless the writer chose
 * one. Indexes for the invoices screen's filters (paid, package, each with the newest-first
 * order; the partner's is 0014's invoices_partner_invoiced_idx) and sortable columns (number,
 * amount, paid date).
 * Frozen: change with a new migration.
 */

const NUMBER_SQLITE = (row: string) =>
  `'INV-' || substr(${row}.invoiced_at, 1, 4) || '-' || printf('%06d', ${row}.id)`;
const NUMBER_POSTGRES = (row: string) =>
  `'INV-' || substr(${row}.invoiced_at, 1, 4) || '-' || lpad(${row}.id::text, greatest(6, length(${row}.id::text)), '0')`;

const INDEXES: { name: string; columns: string[] }[] = [
  { name: 'invoices_paid_order_idx', columns: ['is_paid', 'invoiced_at', 'id'] },
  { name: 'invoices_package_order_idx', columns: ['package_id', 'invoiced_at', 'id'] },
  { name: 'invoices_amount_idx', columns: ['amount_cents', 'id'] },
  { name: 'invoices_paid_at_idx', columns: ['paid_at', 'id'] },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema.alterTable('invoices').addColumn('number', 'text').execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .execute();
  const number = postgres ? NUMBER_POSTGRES('invoices') : NUMBER_SQLITE('invoices');
  await sql.raw(`update invoices set number = ${number} where number is null`).execute(db);
  await db.schema
    .createIndex('invoices_number_idx')
    .on('invoices')
    .column('number')
    .unique()
    .execute();
  for (const index of INDEXES) {
    await db.schema.createIndex(index.name).on('invoices').columns(index.columns).execute();
  }

  if (postgres) {
    // Column defaults are in place before a BEFORE trigger runs, so the new id is known.
    await sql
      .raw(
        `create function invoices_number_fill() returns trigger language plpgsql as $$
         begin
           if new.number is null then new.number := ${NUMBER_POSTGRES('new')}; end if;
           return new;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger invoices_number_bi before insert on invoices
           for each row execute function invoices_number_fill()`,
      )
      .execute(db);
    await sql.raw(`alter table invoices alter column number set not null`).execute(db);
  } else {
    // SQLite cannot change NEW in a BEFORE trigger: the row is numbered right after its insert.
    await sql
      .raw(
        `create trigger invoices_number_ai after insert on invoices when new.number is null
         begin update invoices set number = ${NUMBER_SQLITE('new')} where id = new.id; end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw('drop trigger if exists invoices_number_bi on invoices').execute(db);
    await sql.raw('drop function if exists invoices_number_fill()').execute(db);
  } else {
    await sql.raw('drop trigger if exists invoices_number_ai').execute(db);
  }
  for (const index of INDEXES) await db.schema.dropIndex(index.name).ifExists().execute();
  await db.schema.dropIndex('invoices_number_idx').ifExists().execute();
  await db.schema.alterTable('invoices').dropColumn('currency').execute();
  await db.schema.alterTable('invoices').dropColumn('number').execute();
}
