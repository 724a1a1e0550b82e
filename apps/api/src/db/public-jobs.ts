import type { ExpressionBuilder } from 'kysely';
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

/**
 * Whether an application is to a job the public may see at `now`: what a role without
 * `jobs.read` may count and list of a user's applications. A correlated EXISTS on the jobs'
 * primary key, so the work is one lookup per application the outer query reads (a user's own,
 * from an index led by user_id), never a read of every public job.
 */
export function ofPublicJobAt(now: string) {
  return (eb: ExpressionBuilder<Database, 'job_applications'>) =>
    eb.exists(
      eb
        .selectFrom('jobs')
        .select('jobs.id')
        .whereRef('jobs.id', '=', 'job_applications.job_id')
        .where(publicJobAt(now)),
    );
}
