import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type {
  FeaturesTable,
  InvoicesTable,
  PackagesTable,
  PartnerSubscriptionsTable,
  SettingsTable,
} from '../db/schema.js';
import { fixtureNow as now, nextFixtureNumber as next } from './fixture-sequence.js';

/** Row factories for packages, features, invoices and settings: defaults, any column overridable. */

export async function insertFeature(db: Db, overrides: Partial<Insertable<FeaturesTable>> = {}) {
  const n = next();
  const row = await db
    .insertInto('features')
    .values({
      name: `Feature ${n}`,
      config_name: `feature_${n}`,
      is_display: 1,
      created_at: now(),
      updated_at: now(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertPackage(
  db: Db,
  overrides: Partial<Insertable<PackagesTable>> = {},
  featureIds: number[] = [],
) {
  const n = next();
  const row = await db
    .insertInto('packages')
    .values({
      name: `Package ${n}`,
      price_cents: 1_000,
      subscription_type: 'monthly',
      is_active: 1,
      created_at: now(),
      updated_at: now(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (featureIds.length > 0) {
    await db
      .insertInto('package_features')
      .values(featureIds.map((feature_id) => ({ package_id: row.id, feature_id })))
      .execute();
  }
  return row.id;
}

export async function insertInvoice(
  db: Db,
  values: Pick<Insertable<InvoicesTable>, 'partner_id' | 'package_id'> &
    Partial<Insertable<InvoicesTable>>,
) {
  const invoicedAt = values.invoiced_at ?? now();
  const row = await db
    .insertInto('invoices')
    .values({
      amount_cents: 1_000,
      is_paid: 1,
      invoiced_at: invoicedAt,
      paid_at: values.is_paid === 0 ? null : invoicedAt,
      created_at: invoicedAt,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertSubscription(
  db: Db,
  values: Pick<Insertable<PartnerSubscriptionsTable>, 'partner_id' | 'package_id'> &
    Partial<Insertable<PartnerSubscriptionsTable>>,
) {
  const row = await db
    .insertInto('partner_subscriptions')
    .values({
      starts_at: now(),
      ends_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      created_at: now(),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertSetting(
  db: Db,
  values: Pick<Insertable<SettingsTable>, 'config_name' | 'value' | 'setting_tab'> &
    Partial<Insertable<SettingsTable>>,
) {
  const row = await db
    .insertInto('settings')
    .values({
      display_name: values.config_name,
      created_at: now(),
      updated_at: now(),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
