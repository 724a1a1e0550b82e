import type {
  PartnerInvoice,
  PartnerJob,
  PartnerRecord,
  PartnerSubscription,
} from '@job-board/contract';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { PageRequest } from '../../lib/paging.js';
import { publicImageUrl } from '../../lib/uploads.js';
import { readSubList, subListTable } from '../../lib/records/sub-list-table.js';
import type { RecordListSort } from '../../lib/records/sub-list-orders.js';
import { fromCents } from '../../lib/money.js';

/**
 * One partner with its job counts (partner_job_counts, kept by triggers) and the subscription
 * in force at `now` (the one ending last); undefined when there is no such partner.
 */
export async function findPartnerRecord(
  db: Db,
  config: Config,
  id: number,
  now: string,
): Promise<PartnerRecord | undefined> {
  const partner = await db
    .selectFrom('partners')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!partner) return undefined;
  const counts = await db
    .selectFrom('partner_job_counts')
    .select(['jobs', 'published_jobs'])
    .where('partner_id', '=', id)
    .executeTakeFirst();
  const active = await db
    .selectFrom('partner_subscriptions as s')
    .innerJoin('packages as p', 'p.id', 's.package_id')
    .select(['s.id', 's.starts_at', 's.ends_at', 'p.id as package_id', 'p.name as package_name'])
    .where('s.partner_id', '=', id)
    .where('s.ends_at', '>', now)
    .where('s.starts_at', '<=', now)
    .orderBy('s.ends_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    id: partner.id,
    name: partner.company_name,
    email: partner.email,
    bio: partner.bio,
    profile_picture: publicImageUrl(config, partner.profile_picture),
    member_since: partner.created_at,
    updated_at: partner.updated_at,
    posted_jobs: Number(counts?.jobs ?? 0),
    published_jobs: Number(counts?.published_jobs ?? 0),
    active_subscription: active
      ? {
          id: active.id,
          package: { id: active.package_id, name: active.package_name },
          starts_at: active.starts_at,
          ends_at: active.ends_at,
        }
      : null,
  };
}

/** A partner's jobs. */
const PARTNER_JOBS = subListTable({
  list: 'partnerJobs',
  matching: (db, partnerId) =>
    db.selectFrom('jobs').select('id').where('partner_id', '=', partnerId),
  rowsById: (db, ids) =>
    db
      .selectFrom('jobs')
      .select(['id', 'title', 'status', 'is_published', 'expiration_date', 'created_at'])
      .where('id', 'in', ids)
      .execute(),
  item: (row): PartnerJob => ({
    id: row.id,
    title: row.title,
    status: row.status,
    published: row.is_published === 1,
    expiration: row.expiration_date,
    created_at: row.created_at,
  }),
});

/** A partner's subscriptions, each with its package; `active` at the context's time. */
const PARTNER_SUBSCRIPTIONS = subListTable({
  list: 'partnerSubscriptions',
  matching: (db, partnerId) =>
    db.selectFrom('partner_subscriptions').select('id').where('partner_id', '=', partnerId),
  rowsById: (db, ids) =>
    db
      .selectFrom('partner_subscriptions as s')
      .innerJoin('packages as p', 'p.id', 's.package_id')
      .select([
        's.id',
        's.starts_at',
        's.ends_at',
        'p.id as package_id',
        'p.name as package_name',
        'p.subscription_type',
      ])
      .where('s.id', 'in', ids)
      .execute(),
  item: (row, now: string): PartnerSubscription => ({
    id: row.id,
    package: {
      id: row.package_id,
      name: row.package_name,
      subscription_type: row.subscription_type,
    },
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    active: row.starts_at <= now && row.ends_at > now,
  }),
});

/** A partner's invoices, each with its package. */
const PARTNER_INVOICES = subListTable({
  list: 'partnerInvoices',
  matching: (db, partnerId) =>
    db.selectFrom('invoices').select('id').where('partner_id', '=', partnerId),
  rowsById: (db, ids) =>
    db
      .selectFrom('invoices as i')
      .innerJoin('packages as p', 'p.id', 'i.package_id')
      .select([
        'i.id',
        'i.number',
        'i.currency',
        'i.amount_cents',
        'i.is_paid',
        'i.invoiced_at',
        'i.paid_at',
        'p.id as package_id',
        'p.name as package_name',
      ])
      .where('i.id', 'in', ids)
      .execute(),
  item: (row): PartnerInvoice => ({
    id: row.id,
    number: row.number,
    package: { id: row.package_id, name: row.package_name },
    amount: fromCents(row.amount_cents),
    currency: row.currency,
    paid: row.is_paid === 1,
    invoiced_at: row.invoiced_at,
    paid_at: row.paid_at,
  }),
});

/** A page of the partner's jobs, newest first unless `sort` says otherwise. */
export function listPartnerJobs(
  db: Db,
  partnerId: number,
  page: PageRequest,
  sort?: RecordListSort<'partnerJobs'>,
) {
  return readSubList(db, PARTNER_JOBS, { recordId: partnerId, page, sort, context: undefined });
}

/**
 * A page of the partner's subscriptions, the latest ending first unless `sort` says otherwise;
 * `active` at `now`.
 */
export function listPartnerSubscriptions(
  db: Db,
  partnerId: number,
  now: string,
  page: PageRequest,
  sort?: RecordListSort<'partnerSubscriptions'>,
) {
  return readSubList(db, PARTNER_SUBSCRIPTIONS, { recordId: partnerId, page, sort, context: now });
}

/** A page of the partner's invoices, newest first unless `sort` says otherwise. */
export function listPartnerInvoices(
  db: Db,
  partnerId: number,
  page: PageRequest,
  sort?: RecordListSort<'partnerInvoices'>,
) {
  return readSubList(db, PARTNER_INVOICES, { recordId: partnerId, page, sort, context: undefined });
}
