import type { ExpressionBuilder } from 'kysely';
import type { Db } from './database.js';
import type { Database } from './schema.js';

/** What the public may see of the jobs at `now`: published, active and not expired. */
export function publicJobAt(now: string) {
  return (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.and([
      eb('jobs.is_published', '=', 1),
      eb('jobs.status', '=', 'active'),
      eb.or([eb('jobs.expiration_date', 'is', null), eb('jobs.expiration_date', '>', now)]),
    ]);
}

/** The ids of the jobs the public may see at `now`: what a list shows a role without jobs.read. */
export const publicJobIds = (db: Db, now: string) =>
  db.selectFrom('jobs').select('jobs.id').where(publicJobAt(now));
