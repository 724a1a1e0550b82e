import {
  KYC_LIST,
  KYC_STATUS_FILTERS,
  kycNextQuery,
  type KycStatusFilter,
} from '@job-board/contract';

export const KYC_LIST_PATH = '/kyc';

export const isKycStatusFilter = (value: string): value is KycStatusFilter =>
  (KYC_STATUS_FILTERS as readonly string[]).includes(value);

/** What the list passes to the detail page, so "Back to KYC List" returns to the same view. */
export type KycDetailState = { listPath: string };

export function kycDetailState(listSearch: string): KycDetailState {
  return { listPath: `${KYC_LIST_PATH}${listSearch}` };
}

/** The KYC list address the detail page was opened from, if it was. */
function listPathOf(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'listPath' in state) {
    const { listPath } = state as { listPath: unknown };
    if (
      typeof listPath === 'string' &&
      (listPath === KYC_LIST_PATH || listPath.startsWith(`${KYC_LIST_PATH}?`))
    ) {
      return listPath;
    }
  }
  return null;
}

/** The list view the detail page was opened from (only a KYC list address), else the list. */
export function kycListPathFrom(state: unknown): string {
  return listPathOf(state) ?? KYC_LIST_PATH;
}

/** The review queue's order and filters as `GET /api/admin/kyc/next` takes them. */
export type KycQueueView = Partial<
  Record<'s' | 'sort' | 'id_type' | 'submitted_from' | 'submitted_to', string>
>;

/** The list parameters the queue follows: the search, the order and every filter but the status. */
const QUEUE_PARAMS = Object.keys(kycNextQuery.shape).filter(
  (name): name is keyof KycQueueView => name !== 'after',
);

/**
 * The review queue as the list the detail page was opened from showed it: its search, its
 * filters (not its status: the queue is the pending records) and its order, the list's default
 * when the address names none. A value the server would refuse is left out, as the list leaves
 * it out. Null when the page was not opened from the list: the queue's own order.
 */
export function kycQueueFrom(state: unknown): KycQueueView | null {
  const listPath = listPathOf(state);
  if (listPath === null) return null;
  const params = new URLSearchParams(listPath.slice(KYC_LIST_PATH.length));
  const queue: KycQueueView = { sort: KYC_LIST.defaultSort };
  for (const name of QUEUE_PARAMS) {
    const value = params.get(name);
    if (value && kycNextQuery.shape[name].safeParse(value).success) queue[name] = value;
  }
  return queue;
}
