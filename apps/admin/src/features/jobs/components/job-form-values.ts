import {
  jobRuleViolations,
  type CreateJobBody,
  type JobItem,
  type JobStatus,
} from '@job-board/contract';
import { z } from 'zod';
import { DATE_INPUT_TEXT, isDayOrBlank } from '../../../components/ui/date-input';
import { JOB_TEXT } from '../messages';

/** The job form as typed: ids and amounts are the text of their controls. */
export type JobFormValues = {
  partner_id: string;
  job_title: string;
  category_id: string;
  job_type_id: string;
  skills: string[];
  is_remote: boolean;
  city: string;
  country: string;
  no_pay_range: boolean;
  min_salary_range: string;
  max_salary_range: string;
  desc: string;
  job_active_duration: string;
  status: string;
  is_published: boolean;
  expiration_date: string;
};

export const EMPTY_JOB_FORM: JobFormValues = {
  partner_id: '',
  job_title: '',
  category_id: '',
  job_type_id: '',
  skills: [],
  is_remote: false,
  city: '',
  country: '',
  no_pay_range: false,
  min_salary_range: '',
  max_salary_range: '',
  desc: '',
  job_active_duration: '',
  status: 'active',
  is_published: false,
  expiration_date: '',
};

/** The form filled with a stored job. */
export function jobFormValuesOf(job: JobItem): JobFormValues {
  const amount = (value: number | null) => (value === null ? '' : String(value));
  return {
    partner_id: String(job.partner.id),
    job_title: job.title,
    category_id: String(job.category.id),
    job_type_id: String(job.job_type.id),
    skills: job.skills.map((skill) => String(skill.id)),
    is_remote: job.remote_position,
    city: job.city ?? '',
    country: job.country ?? '',
    no_pay_range: job.no_pay_range,
    min_salary_range: amount(job.min_salary_range),
    max_salary_range: amount(job.max_salary_range),
    desc: job.desc,
    job_active_duration: job.job_active_duration ? String(job.job_active_duration.id) : '',
    status: job.status,
    is_published: job.published,
    // The date (UTC) of the stored moment, as a date input shows it.
    expiration_date: job.expiration ? job.expiration.slice(0, 10) : '',
  };
}

/** Whether rich-text HTML holds any text ("<p></p>" does not). */
export function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}

const blankAsNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** An amount typed in a salary field: null when blank, NaN when not a number. */
function amountOf(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

const choice = (message: string) => z.string().min(1, message);

/**
 * The job form's rules: the required fields; city and country unless remote; both salaries
 * unless "No Pay Range", and the minimum not above the maximum (the server's rules too).
 */
export const jobFormSchema = z
  .object({
    partner_id: choice(JOB_TEXT.required.partner),
    job_title: z.string().trim().min(1, JOB_TEXT.required.title),
    category_id: choice(JOB_TEXT.required.category),
    job_type_id: choice(JOB_TEXT.required.jobType),
    skills: z.array(z.string()),
    is_remote: z.boolean(),
    city: z.string(),
    country: z.string(),
    no_pay_range: z.boolean(),
    min_salary_range: z.string(),
    max_salary_range: z.string(),
    desc: z.string().refine(hasText, JOB_TEXT.required.description),
    job_active_duration: choice(JOB_TEXT.required.postDuration),
    status: choice(JOB_TEXT.required.status),
    is_published: z.boolean(),
    expiration_date: z.string().refine(isDayOrBlank, DATE_INPUT_TEXT.notADay),
  })
  .superRefine(
    (values, ctx) => {
      const min = amountOf(values.min_salary_range);
      const max = amountOf(values.max_salary_range);
      if (!values.no_pay_range) {
        const amounts = [
          ['min_salary_range', min, 'minimum salary'],
          ['max_salary_range', max, 'maximum salary'],
        ] as const;
        for (const [field, amount, noun] of amounts) {
          if (amount !== null && !(Number.isFinite(amount) && amount >= 0)) {
            ctx.addIssue({
              code: 'custom',
              path: [field],
              message: JOB_TEXT.salaryNotNumber(noun),
            });
          }
        }
      }
      const violations = jobRuleViolations({
        is_remote: values.is_remote,
        city: blankAsNull(values.city),
        country: blankAsNull(values.country),
        no_pay_range: values.no_pay_range,
        min_salary_range: min,
        max_salary_range: max,
      });
      for (const [field, message] of violations) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    },
    // Every bad field is named at once, not only after the required ones are filled.
    { when: () => true },
  );

/**
 * The job payload (`CreateJobBody` of the contract). Hidden fields are sent empty (no city for a remote job, no
 * salaries without a pay range); the expiration date only when `withExpiration`.
 */
export function toJobPayload(values: JobFormValues, withExpiration: boolean): CreateJobBody {
  const hasPay = !values.no_pay_range;
  return {
    partner_id: Number(values.partner_id),
    job_title: values.job_title.trim(),
    category_id: Number(values.category_id),
    job_type_id: Number(values.job_type_id),
    skills: values.skills.map(Number),
    is_remote: values.is_remote,
    city: values.is_remote ? null : blankAsNull(values.city),
    country: values.is_remote ? null : blankAsNull(values.country),
    no_pay_range: values.no_pay_range,
    min_salary_range: hasPay ? Number(values.min_salary_range) : undefined,
    max_salary_range: hasPay ? Number(values.max_salary_range) : undefined,
    desc: values.desc,
    job_active_duration: Number(values.job_active_duration),
    status: values.status as JobStatus,
    is_published: values.is_published,
    ...(withExpiration && values.expiration_date !== ''
      ? { expiration_date: values.expiration_date }
      : {}),
  };
}
