import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type {
  CategoriesTable,
  JobTypesTable,
  PostDurationsTable,
  SkillsTable,
} from '../db/schema.js';
import { insertPartner } from './partners-fixtures.js';
import { insertPackage, insertSubscription } from './subscriptions-fixtures.js';
import { fixtureNow as now, nextFixtureNumber as next } from './fixture-sequence.js';

/** Row factories for job reference data: unique names by default, any column overridable. */
const stamps = () => ({ created_at: now(), updated_at: now() });

export async function insertCategory(db: Db, overrides: Partial<Insertable<CategoriesTable>> = {}) {
  const row = await db
    .insertInto('categories')
    .values({ name: `Category ${next()}`, icon: null, ...stamps(), ...overrides })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertSkill(db: Db, overrides: Partial<Insertable<SkillsTable>> = {}) {
  const row = await db
    .insertInto('skills')
    .values({ name: `Skill ${next()}`, is_hinted: 0, ...stamps(), ...overrides })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertJobType(db: Db, overrides: Partial<Insertable<JobTypesTable>> = {}) {
  const row = await db
    .insertInto('job_types')
    .values({ name: `Job type ${next()}`, ...stamps(), ...overrides })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A free one-week duration unless told otherwise. */
export async function insertPostDuration(
  db: Db,
  overrides: Partial<Insertable<PostDurationsTable>> = {},
) {
  const row = await db
    .insertInto('post_durations')
    .values({
      name: `Duration ${next()}`,
      duration: 10_080,
      is_paid: 0,
      ...stamps(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function linkSkills(db: Db, jobId: number, skillIds: readonly number[]) {
  await db
    .insertInto('job_skills')
    .values(skillIds.map((skill_id) => ({ job_id: jobId, skill_id })))
    .execute();
}

/** A partner subscribed now to a package of the given price (cents). */
export async function insertSubscribedPartner(
  db: Db,
  priceCents: number,
  period: { starts_at?: string; ends_at?: string } = {},
) {
  const partnerId = await insertPartner(db);
  const packageId = await insertPackage(db, { price_cents: priceCents });
  await insertSubscription(db, { partner_id: partnerId, package_id: packageId, ...period });
  return partnerId;
}

/**
 * What a job form can point at: a partner without a package, one with a paid package, a
 * category, a job type, a free and a premium duration, and two skills.
 */
export async function insertJobFormChoices(db: Db) {
  return {
    partner: await insertPartner(db, { company_name: 'Free Partner' }),
    paidPartner: await insertSubscribedPartner(db, 2_900),
    category: await insertCategory(db, { name: 'Engineering' }),
    jobType: await insertJobType(db, { name: 'Contract' }),
    week: await insertPostDuration(db, { name: '1 Week', duration: 10_080 }),
    premium: await insertPostDuration(db, { name: '3 Months', duration: 129_600, is_paid: 1 }),
    go: await insertSkill(db, { name: 'Go' }),
    sql: await insertSkill(db, { name: 'SQL' }),
  };
}

/** A multipart/form-data body (as a browser's FormData sends it); fields may repeat. */
export function multipartForm(fields: [name: string, value: string][]) {
  const boundary = '----jobsfixtureboundary';
  const payload =
    fields
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
