import type { KycStatusFilter } from '@job-board/contract';

/** The query keys of the KYC area; ['kyc'] covers all of them. */
export const kycKeys = {
  all: ['kyc'] as const,
  lists: () => [...kycKeys.all, 'list'] as const,
  list: (status: KycStatusFilter, page: number) => [...kycKeys.lists(), { status, page }] as const,
  stats: () => [...kycKeys.all, 'stats'] as const,
  detail: (id: number) => [...kycKeys.all, 'detail', id] as const,
};
