import type {
  KycStatus,
  RevertibleEntity,
  UpdateJobBody,
  UpdatePartnerBody,
  UpdateUserBody,
} from '@job-board/contract';
import { findById } from '../../db/rows.js';
import { findAuditedJob, updateJob } from '../jobs/jobs.service.js';
import { updatePartner, updateUser } from '../record-edits/record-edits.service.js';
import { auditedInvoice, setInvoicePaid } from '../subscriptions/invoices.service.js';
import { setUserBlocked } from '../users/users.service.js';
import { setBackDecision } from '../kyc/kyc.service.js';
import { pick, type RevertKind } from './revert-kind.js';
import { CATALOG_REVERT_KINDS } from './revert-kinds-catalog.js';
import { CONTENT_REVERT_KINDS } from './revert-kinds-content.js';

export type { Fields, RevertKind } from './revert-kind.js';

const idOf = (value: unknown) => (value as { id: number } | null)?.id ?? null;

/** A job as its audit rows keep it (the admin job item) → the job update's body. */
const JOB_BODY: Record<string, (value: unknown) => [keyof UpdateJobBody, unknown]> = {
  title: (value) => ['job_title', value],
  country: (value) => ['country', value],
  city: (value) => ['city', value],
  remote_position: (value) => ['is_remote', value],
  expiration: (value) => ['expiration_date', value],
  status: (value) => ['status', value],
  desc: (value) => ['desc', value],
  published: (value) => ['is_published', value],
  no_pay_range: (value) => ['no_pay_range', value],
  min_salary_range: (value) => ['min_salary_range', value],
  max_salary_range: (value) => ['max_salary_range', value],
  partner: (value) => ['partner_id', idOf(value)],
  category: (value) => ['category_id', idOf(value)],
  job_type: (value) => ['job_type_id', idOf(value)],
  job_active_duration: (value) => ['job_active_duration', idOf(value)],
  skills: (value) => ['skills', (value as { id: number }[]).map((skill) => skill.id)],
};

const USER_PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'profession'] as const;
const PARTNER_PROFILE_FIELDS = ['name', 'email', 'bio'] as const;

export const REVERT_KINDS: Record<RevertibleEntity, RevertKind> = {
  job: {
    current: ({ db }, id) => findAuditedJob(db, id),
    fields: Object.keys(JOB_BODY),
    setBack: async (context, id, before) => {
      const patch = Object.fromEntries(
        Object.entries(before).map(([field, value]) => JOB_BODY[field]!(value)),
      ) as UpdateJobBody;
      await updateJob(context, { id, patch });
    },
  },
  /** Blocked or not (block/unblock) and the profile (first and last name, email, profession). */
  user: {
    current: async ({ db }, id) => {
      const user = await findById(db, 'users', id);
      return user && { blocked: user.is_blocked === 1, ...pick(user, USER_PROFILE_FIELDS) };
    },
    fields: ['blocked', ...USER_PROFILE_FIELDS],
    setBack: async (context, id, { blocked, ...profile }) => {
      if (typeof blocked === 'boolean') await setUserBlocked(context, { userId: id, blocked });
      const user = await findById(context.db, 'users', id);
      if (user && Object.keys(profile).length > 0) {
        await updateUser(context, id, {
          ...pick(user, USER_PROFILE_FIELDS),
          ...profile,
        } as UpdateUserBody);
      }
    },
  },
  /** The profile (company name, email, bio). */
  partner: {
    current: async ({ db }, id) => {
      const partner = await findById(db, 'partners', id);
      return partner && { name: partner.company_name, email: partner.email, bio: partner.bio };
    },
    fields: PARTNER_PROFILE_FIELDS,
    setBack: async (context, id, profile) => {
      const partner = await findById(context.db, 'partners', id);
      if (!partner) return;
      const stored = { name: partner.company_name, email: partner.email, bio: partner.bio };
      await updatePartner(context, id, { ...stored, ...profile } as UpdatePartnerBody);
    },
  },
  /** Paid or not; the paid date follows. */
  invoice: {
    current: async ({ db }, id) => {
      const invoice = await findById(db, 'invoices', id);
      return invoice && auditedInvoice(invoice);
    },
    fields: ['paid'],
    setBack: async (context, invoiceId, { paid }) => {
      await setInvoicePaid(context, { invoiceId, paid: paid === true });
    },
  },
  ...CATALOG_REVERT_KINDS,
  ...CONTENT_REVERT_KINDS,
  /** A decision (approve, reject) set back to the status it had: see setBackDecision. */
  kyc_verification: {
    current: async ({ db }, id) => {
      const verification = await findById(db, 'kyc_verifications', id);
      return (
        verification && { status: verification.status, admin_comment: verification.admin_comment }
      );
    },
    fields: ['status'],
    setBack: async (context, verificationId, before, after) => {
      await setBackDecision(context, {
        verificationId,
        from: after.status as KycStatus,
        to: before.status as KycStatus,
      });
    },
  },
};
