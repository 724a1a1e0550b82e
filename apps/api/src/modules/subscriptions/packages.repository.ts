import { sql, type Selectable } from 'kysely';
import type { PackageItem, SubscriptionType } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import type { PackagesTable } from '../../db/schema.js';
import { fromCents } from '../../lib/money.js';

export type PackageRow = Selectable<PackagesTable>;
type PackageFeatureRow = { package_id: number; id: number; name: string };

export type PackageValues = {
  name: string;
  price_cents: number;
  subscription_type: SubscriptionType;
  is_active: number;
};

/** Every package by id, with its features. */
export async function listPackageItems(db: Db): Promise<PackageItem[]> {
  return withFeatures(db, await db.selectFrom('packages').selectAll().orderBy('id').execute());
}

export function findPackage(db: Db, id: number) {
  return db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Another package with this name, compared case-insensitively. */
export function findPackageNamed(db: Db, name: string, exceptId?: number) {
  let query = db
    .selectFrom('packages')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

/** The features of the given packages, in one query, by feature id. */
function featuresOfPackages(db: Db, packageIds: number[]): Promise<PackageFeatureRow[]> {
  if (packageIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('package_features')
    .innerJoin('features', 'features.id', 'package_features.feature_id')
    .select(['package_features.package_id', 'features.id', 'features.name'])
    .where('package_features.package_id', 'in', packageIds)
    .orderBy('package_features.package_id')
    .orderBy('features.id')
    .execute();
}

/** Which of these feature ids exist. */
export async function existingFeatureIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('features').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

export async function insertPackage(db: Db, values: PackageValues, now: string): Promise<number> {
  const row = await db
    .insertInto('packages')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePackage(
  db: Db,
  id: number,
  values: Partial<PackageValues>,
  now: string,
): Promise<void> {
  await db
    .updateTable('packages')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function replacePackageFeatures(
  db: Db,
  packageId: number,
  featureIds: number[],
): Promise<void> {
  await db.deleteFrom('package_features').where('package_id', '=', packageId).execute();
  if (featureIds.length === 0) return;
  await db
    .insertInto('package_features')
    .values(featureIds.map((feature_id) => ({ package_id: packageId, feature_id })))
    .execute();
}

/** Invoices and partner subscriptions that refer to the package. */
export async function countPackageReferences(
  db: Db,
  packageId: number,
): Promise<{ invoices: number; subscriptions: number }> {
  const [invoices, subscriptions] = await Promise.all([
    db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('package_id', '=', packageId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('partner_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('package_id', '=', packageId)
      .executeTakeFirstOrThrow(),
  ]);
  return { invoices: Number(invoices.n), subscriptions: Number(subscriptions.n) };
}

function toPackageItem(row: PackageRow, features: PackageFeatureRow[]): PackageItem {
  return {
    id: row.id,
    name: row.name,
    price: fromCents(row.price_cents),
    subscription_type: row.subscription_type,
    active: row.is_active === 1,
    features: features.map(({ id, name }) => ({ id, name })),
  };
}

/** Package items with their features, fetched with one extra query for all of them. */
export async function withFeatures(db: Db, rows: PackageRow[]): Promise<PackageItem[]> {
  const features = await featuresOfPackages(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toPackageItem(
      row,
      features.filter((feature) => feature.package_id === row.id),
    ),
  );
}
