import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { IMPORT_MESSAGES } from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { byName } from '../../lib/sorting.js';
import type { RowValues } from './import-tables.js';

/** The tables of job reference data (as reference-data.repository names them). */
export type ReferenceTable = 'categories' | 'skills' | 'job_types' | 'post_durations';

/** The tables an import writes records to. */
export type ImportedTable = 'partners' | 'jobs' | 'users' | ReferenceTable;

const sameText = (column: string, value: string) =>
  sql<boolean>`${byName(column)} = lower(${value})`;

export async function partnerIdsNamed(db: Db, name: string): Promise<number[]> {
  const rows = await db
    .selectFrom('partners')
    .select('id')
    .where(sameText('company_name', name))
    .limit(2)
    .execute();
  return rows.map((row) => row.id);
}

/** A partner's form fields as stored, so a row can change only the cells it gives. */
export function partnerFields(db: Db, id: number) {
  return db
    .selectFrom('partners')
    .select(['company_name as name', 'email', 'bio'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function partnerEmailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('partners')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPartner(
  db: Db,
  values: { name: string; email: string; bio: string | null; now: string },
): Promise<number> {
  const row = await db
    .insertInto('partners')
    .values({
      company_name: values.name,
      email: values.email,
      bio: values.bio,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function partnerName(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('partners')
    .select('company_name')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.company_name;
}

export async function jobIdsTitled(db: Db, partnerId: number, title: string): Promise<number[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where('partner_id', '=', partnerId)
    .where(sameText('title', title))
    .limit(2)
    .execute();
  return rows.map((row) => row.id);
}

export async function userIdWithEmail(db: Db, email: string): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sameText('email', email))
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The reference fields of a job row and the table each names a record of. */
const JOB_REFERENCES = {
  category_id: { table: 'categories', label: 'Category' },
  job_type_id: { table: 'job_types', label: 'Job type' },
  job_active_duration: { table: 'post_durations', label: 'Post duration' },
} as const;

const ID = /^\d+$/;

/** The first reference record with this name, compared case-insensitively. */
export async function referenceIdNamed(
  db: Db,
  table: ReferenceTable,
  name: string,
): Promise<number | null> {
  const row = await db
    .selectFrom(table as 'job_types')
    .select('id')
    .where(sameText('name', name))
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Reference ids by table and lower-cased name, found once per pass over a file. */
export type ReferenceIds = Map<string, number | null>;

async function referenceId(
  db: Db,
  known: ReferenceIds,
  reference: { table: ReferenceTable; label: string },
  value: string,
): Promise<string> {
  if (ID.test(value)) return value;
  const key = `${reference.table}:${value.toLowerCase()}`;
  let id = known.get(key);
  if (id === undefined) {
    id = await referenceIdNamed(db, reference.table, value);
    known.set(key, id);
  }
  if (id === null) {
    throw AppError.invalid({
      [reference.label]: [IMPORT_MESSAGES.noReference(reference.label, value)],
    });
  }
  return String(id);
}

/**
 * A job row's categories, job types, post durations and skills may be given by name (as the
 * CSV export writes them) or by id; the form's schema reads ids.
 */
export async function withReferenceIds(
  db: Db,
  values: RowValues,
  known: ReferenceIds,
): Promise<RowValues> {
  const fields = { ...values };
  for (const [field, reference] of Object.entries(JOB_REFERENCES)) {
    const value = fields[field];
    if (value !== undefined) fields[field] = await referenceId(db, known, reference, value);
  }
  if (fields.skills !== undefined) {
    const names = fields.skills
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const skill = { table: 'skills', label: 'Skill' } as const;
    const ids: string[] = [];
    for (const name of names) ids.push(await referenceId(db, known, skill, name));
    fields.skills = ids.join(',');
  }
  return fields;
}

/** Where other records point at each imported table, as (table, column) pairs. */
const DEPENDANTS = {
  partners: [
    ['jobs', 'partner_id'],
    ['partner_subscriptions', 'partner_id'],
    ['invoices', 'partner_id'],
  ],
  jobs: [['job_applications', 'job_id']],
  users: [],
  categories: [['jobs', 'category_id']],
  job_types: [['jobs', 'job_type_id']],
  post_durations: [['jobs', 'post_duration_id']],
  skills: [['job_skills', 'skill_id']],
} as const satisfies Record<ImportedTable, readonly (readonly [string, string])[]>;

export type DependantTable = (typeof DEPENDANTS)[ImportedTable][number][0];

/** How many records of each table point at this one. */
export function dependantCounts(
  db: Db,
  table: ImportedTable,
  id: number,
): Promise<[DependantTable, number][]> {
  const pairs: readonly (readonly [DependantTable, string])[] = DEPENDANTS[table];
  return Promise.all(
    pairs.map(async ([referrer, column]): Promise<[DependantTable, number]> => {
      const row = await db
        .selectFrom(referrer as 'jobs')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where(column as 'partner_id', '=', id)
        .executeTakeFirstOrThrow();
      return [referrer, Number(row.n)];
    }),
  );
}
