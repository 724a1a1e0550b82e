import type { JobStatus, JobPlacementAndPay } from '@job-board/contract';
import type { Selectable, Updateable } from 'kysely';
import type { JobsTable } from '../../db/schema.js';
import { fromCents, toCents } from '../../lib/money.js';

/** A salary in cents, or none (no pay range). */
const salaryCents = (amount: number | null | undefined): number | null =>
  amount === null || amount === undefined ? null : toCents(amount);
const salaryAmount = (cents: number | null): number | null =>
  cents === null ? null : fromCents(cents);

/** A job row's pay as the API gives it: whether it has no pay range, and the range in money. */
export const payOfRow = (
  row: Pick<Selectable<JobsTable>, 'no_pay_range' | 'min_salary_cents' | 'max_salary_cents'>,
) => ({
  no_pay_range: row.no_pay_range === 1,
  min_salary_range: salaryAmount(row.min_salary_cents),
  max_salary_range: salaryAmount(row.max_salary_cents),
});

/** Every payload field that maps to a column of the job row. */
export type JobFields = JobPlacementAndPay & {
  partner_id: number;
  job_title: string;
  category_id: number;
  job_type_id: number;
  desc: string;
  job_active_duration: number | null;
  is_published: boolean;
  status: JobStatus;
};

/** A stored job as payload fields, so an update can merge the fields it was sent. */
export function fieldsOfRow(row: Selectable<JobsTable>): JobFields {
  return {
    partner_id: row.partner_id,
    job_title: row.title,
    is_remote: row.is_remote === 1,
    category_id: row.category_id,
    city: row.city,
    country: row.country,
    ...payOfRow(row),
    job_type_id: row.job_type_id,
    desc: row.description,
    job_active_duration: row.post_duration_id,
    is_published: row.is_published === 1,
    status: row.status,
  };
}

/** The columns of the job row that hold these fields. */
export function columnsOfFields(fields: JobFields) {
  return {
    partner_id: fields.partner_id,
    title: fields.job_title,
    description: fields.desc,
    country: fields.country,
    city: fields.city,
    is_remote: fields.is_remote ? 1 : 0,
    no_pay_range: fields.no_pay_range ? 1 : 0,
    min_salary_cents: salaryCents(fields.min_salary_range),
    max_salary_cents: salaryCents(fields.max_salary_range),
    category_id: fields.category_id,
    job_type_id: fields.job_type_id,
    post_duration_id: fields.job_active_duration,
    status: fields.status,
    is_published: fields.is_published ? 1 : 0,
  } satisfies Updateable<JobsTable>;
}
