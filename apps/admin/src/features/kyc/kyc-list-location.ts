import { KYC_STATUS_FILTERS, type KycStatusFilter } from '@job-board/contract';

export const KYC_LIST_PATH = '/kyc';

export const isKycStatusFilter = (value: string): value is KycStatusFilter =>
  (KYC_STATUS_FILTERS as readonly string[]).includes(value);

/** What the list passes to the detail page, so "Back to KYC List" returns to the same view. */
export type KycDetailState = { listPath: string };

export function kycDetailState(listSearch: string): KycDetailState {
  return { listPath: `${KYC_LIST_PATH}${listSearch}` };
}

/** The list view the detail page was opened from (only a KYC list address), else the list. */
export function kycListPathFrom(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'listPath' in state) {
    const { listPath } = state as { listPath: unknown };
    if (
      typeof listPath === 'string' &&
      (listPath === KYC_LIST_PATH || listPath.startsWith(`${KYC_LIST_PATH}?`))
    ) {
      return listPath;
    }
  }
  return KYC_LIST_PATH;
}
