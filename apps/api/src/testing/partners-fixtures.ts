import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { JobApplicationsTable, JobsTable, PartnersTable } from '../db/schema.js';
import { insertUser } from './fixtures.js';
import { fixtureNow as now, nextFixtureNumber as next } from './fixture-sequence.js';

/** Row factories for partners, their jobs and the applications to them: any column overridable. */

export async function insertPartner(db: Db, overrides: Partial<Insertable<PartnersTable>> = {}) {
  const n = next();
  const createdAt = overrides.created_at ?? now();
  const row = await db
    .insertInto('partners')
    .values({
      company_name: `Partner ${n}`,
      email: `partner${n}@example.com`,
      bio: `Partner ${n} builds things.`,
      profile_picture: null,
      created_at: createdAt,
      updated_at: createdAt,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The category and job type every fixture job uses, created once per database. */
const jobReferences = new WeakMap<Db, Promise<{ categoryId: number; jobTypeId: number }>>();

function referencesFor(db: Db) {
  let references = jobReferences.get(db);
  if (!references) {
    const stamp = now();
    references = Promise.all([
      db
        .insertInto('categories')
        .values({
          name: `Fixture category ${next()}`,
          icon: null,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
      db
        .insertInto('job_types')
        .values({ name: `Fixture job type ${next()}`, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ]).then(([category, jobType]) => ({ categoryId: category.id, jobTypeId: jobType.id }));
    jobReferences.set(db, references);
  }
  return references;
}

/** A published, active job of the partner unless told otherwise. */
export async function insertJob(
  db: Db,
  partnerId: number,
  overrides: Partial<Insertable<JobsTable>> = {},
) {
  const n = next();
  const { categoryId, jobTypeId } = await referencesFor(db);
  const createdAt = overrides.created_at ?? now();
  const isPublished = overrides.is_published ?? 1;
  const row = await db
    .insertInto('jobs')
    .values({
      partner_id: partnerId,
      title: `Job ${n}`,
      description: '<p>Join us.</p>',
      country: null,
      city: null,
      is_remote: 1,
      no_pay_range: 1,
      min_salary_cents: null,
      max_salary_cents: null,
      category_id: categoryId,
      job_type_id: jobTypeId,
      post_duration_id: null,
      status: 'active',
      is_published: isPublished,
      published_at: isPublished ? createdAt : null,
      expiration_date: null,
      created_at: createdAt,
      updated_at: createdAt,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An application to the job by a new user, made now unless told otherwise. */
export async function insertApplication(
  db: Db,
  jobId: number,
  overrides: Partial<Insertable<JobApplicationsTable>> = {},
) {
  const userId = overrides.user_id ?? (await insertUser(db));
  const row = await db
    .insertInto('job_applications')
    .values({ job_id: jobId, user_id: userId, applied_at: now(), selected_at: null, ...overrides })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
