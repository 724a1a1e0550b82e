import type { Db } from '../../db/database.js';
import { dependantCounts, type DependantTable, type ImportedTable } from './imports.repository.js';

/**
 * The stored rows of imported records, as a revert compares and restores them: the table's row
 * (jobs with their skill ids), serialised as JSON.
 */

type StoredRow = Record<string, unknown> & { id: number };

// Kysely cannot resolve the columns of a table chosen at run time; every imported table has an id.
const anyTable = (table: ImportedTable) => table as 'jobs';

export async function snapshotOf(db: Db, table: ImportedTable, id: number): Promise<string | null> {
  const row = (await db
    .selectFrom(anyTable(table))
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()) as StoredRow | undefined;
  if (!row) return null;
  // PostgreSQL computes it from the other columns (migration 0021); it is never written.
  delete row.search_text;
  if (table !== 'jobs') return JSON.stringify(row);
  const skills = await db
    .selectFrom('job_skills')
    .select('skill_id')
    .where('job_id', '=', id)
    .orderBy('skill_id')
    .execute();
  return JSON.stringify({ ...row, skill_ids: skills.map((skill) => skill.skill_id) });
}

/** Puts a record's stored row back as a snapshot had it. */
export async function restoreSnapshot(
  db: Db,
  table: ImportedTable,
  snapshot: string,
): Promise<void> {
  const {
    id,
    skill_ids: skillIds,
    ...columns
  } = JSON.parse(snapshot) as StoredRow & {
    skill_ids?: number[];
  };
  await db
    .updateTable(anyTable(table))
    .set(columns as never)
    .where('id', '=', id)
    .execute();
  if (skillIds === undefined) return;
  await db.deleteFrom('job_skills').where('job_id', '=', id).execute();
  if (skillIds.length > 0) {
    await db
      .insertInto('job_skills')
      .values(skillIds.map((skillId) => ({ job_id: id, skill_id: skillId })))
      .execute();
  }
}

export async function deleteRecord(db: Db, table: ImportedTable, id: number): Promise<void> {
  await db.deleteFrom(anyTable(table)).where('id', '=', id).execute();
}

const WORDS: Record<DependantTable, readonly [string, string]> = {
  jobs: ['job', 'jobs'],
  partner_subscriptions: ['subscription', 'subscriptions'],
  invoices: ['invoice', 'invoices'],
  job_applications: ['application', 'applications'],
  job_skills: ['job', 'jobs'],
};

/** What a record created by an import has gained since (and would be lost with it), in words. */
export async function dependantsOf(
  db: Db,
  table: ImportedTable,
  id: number,
): Promise<string | null> {
  const words = (await dependantCounts(db, table, id))
    .filter(([, n]) => n > 0)
    .map(([what, n]) => `${n} ${WORDS[what][n === 1 ? 0 : 1]}`);
  return words.length > 0 ? words.join(', ') : null;
}
