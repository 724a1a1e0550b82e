import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Period } from './periods.js';

/** The timestamp columns the dashboard counts by; each has an index. */
export type DatedColumn =
  | 'jobs.created_at'
  | 'partners.created_at'
  | 'job_applications.applied_at'
  | 'job_applications.selected_at';

type CountedTable = 'jobs' | 'partners' | 'job_applications';

const tableOf = (column: DatedColumn) => column.split('.')[0] as CountedTable;

/** Every row of a table. */
export async function countRows(db: Db, table: CountedTable): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Rows whose column falls in the period. */
export async function countWithin(db: Db, column: DatedColumn, period: Period): Promise<number> {
  const { n } = await db
    .selectFrom(tableOf(column))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql.ref(column), '>=', period.from)
    .where(sql.ref(column), '<', period.to)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Applications that were ever selected. */
export async function countSelectedApplications(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom('job_applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('selected_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Rows per month (`YYYY-MM`, the first 7 characters of the ISO text) whose column falls in the
 * period, in one grouped query; months without rows are absent.
 */
export async function countByMonth(
  db: Db,
  column: DatedColumn,
  period: Period,
): Promise<{ month: string; n: number }[]> {
  const month = sql<string>`substr(${sql.ref(column)}, 1, 7)`;
  const rows = await db
    .selectFrom(tableOf(column))
    .select([month.as('month'), (eb) => eb.fn.countAll<number>().as('n')])
    .where(sql.ref(column), '>=', period.from)
    .where(sql.ref(column), '<', period.to)
    .groupBy(month)
    .execute();
  return rows.map((row) => ({ month: row.month, n: Number(row.n) }));
}
