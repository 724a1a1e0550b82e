import type { Selectable } from 'kysely';
import type { FeatureItem } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import type { FeaturesTable } from '../../db/schema.js';

export type FeatureRow = Selectable<FeaturesTable>;

export function listFeatures(db: Db): Promise<FeatureRow[]> {
  return db.selectFrom('features').selectAll().orderBy('id').execute();
}

export function findFeature(db: Db, id: number) {
  return db.selectFrom('features').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Another feature with this config name (config names are lower-case by rule). */
export function findFeatureByConfig(db: Db, configName: string, exceptId?: number) {
  let query = db.selectFrom('features').select('id').where('config_name', '=', configName);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export async function insertDisplayFeature(
  db: Db,
  values: { name: string; config_name: string },
  now: string,
): Promise<FeatureRow> {
  return db
    .insertInto('features')
    .values({ ...values, is_display: 1, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateFeature(
  db: Db,
  id: number,
  values: { name: string; config_name?: string },
  now: string,
): Promise<FeatureRow> {
  return db
    .updateTable('features')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** How many packages list the feature. */
export async function countFeaturePackages(db: Db, featureId: number): Promise<number> {
  const row = await db
    .selectFrom('package_features')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('feature_id', '=', featureId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const toFeatureItem = (row: FeatureRow): FeatureItem => ({
  id: row.id,
  name: row.name,
  config: row.config_name,
  display: row.is_display === 1,
});
