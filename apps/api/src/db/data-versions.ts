import type { Db } from './database.js';
import { precompiled } from './precompiled.js';

/**
 * The counters of `data_versions`, each bumped by triggers whenever what it stands for changes,
 * whoever writes: `partner_names` every partner's id and name (migration 0019), `public_jobs`
 * which jobs the public may see (migration 0035).
 */
export type DataVersionName = 'partner_names' | 'public_jobs';

const versionRow = precompiled(['name'] as [string], (db: Db, name) =>
  db.selectFrom('data_versions').select('version').where('name', '=', name),
);

/** The counter's value, or null when its row is missing (nothing to trust). Read per request. */
export async function dataVersion(db: Db, name: DataVersionName): Promise<number | null> {
  const [row] = await versionRow(db, name);
  return row === undefined ? null : Number(row.version);
}
