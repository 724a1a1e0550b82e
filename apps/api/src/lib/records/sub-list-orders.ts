import type { RecordList, RecordSortField } from '@job-board/contract';
import {
  nameSortColumn,
  nullableSortColumn,
  sortColumn,
  type SortKeys,
  type SubListSort,
} from './sub-list.js';

/** The order of one list under a record (`RECORD_SORT_FIELDS` of the contract). */
export type RecordListSort<L extends RecordList> = SubListSort<RecordSortField<L>>;

/** A user's applications and a job's applicants: rows of job_applications alike. */
const APPLICATION_SORT_KEYS: SortKeys<RecordSortField<'userApplications' | 'jobApplicants'>> = {
  applied_at: [sortColumn('applied_at')],
  selected_at: [nullableSortColumn('selected_at')],
};

/**
 * What each sort field of each list under a record orders by, before the id. Each order is read
 * from one index of (record id, keys…, id): migrations 0014 and 0018, and for the subscriptions'
 * end 0001's (partner_id, ends_at) on SQLite, whose indexes end with the id anyway. Not selected
 * and no expiration sort after every date; `paid` is the paid state, then the issue date.
 */
export const SUB_LIST_SORT_KEYS: { [L in RecordList]: SortKeys<RecordSortField<L>> } = {
  userApplications: APPLICATION_SORT_KEYS,
  jobApplicants: APPLICATION_SORT_KEYS,
  partnerJobs: {
    title: [nameSortColumn('title')],
    status: [sortColumn('status')],
    created_at: [sortColumn('created_at')],
    expiration: [nullableSortColumn('expiration_date')],
  },
  partnerSubscriptions: {
    starts_at: [sortColumn('starts_at')],
    ends_at: [sortColumn('ends_at')],
  },
  partnerInvoices: {
    number: [sortColumn('number')],
    amount: [sortColumn('amount_cents')],
    invoiced_at: [sortColumn('invoiced_at')],
    paid: [sortColumn('is_paid'), sortColumn('invoiced_at')],
  },
};

/** Each list's order when the request names none: the contract's RECORD_DEFAULT_SORTS. */
export const DEFAULT_SUB_LIST_SORTS: { [L in RecordList]: RecordListSort<L> } = {
  userApplications: { field: 'applied_at', direction: 'desc' },
  jobApplicants: { field: 'applied_at', direction: 'desc' },
  partnerJobs: { field: 'created_at', direction: 'desc' },
  partnerSubscriptions: { field: 'ends_at', direction: 'desc' },
  partnerInvoices: { field: 'invoiced_at', direction: 'desc' },
};
