import type { PartnerListInput } from './get-partners';

/** The query keys of the partners area; ['partners'] covers all of them. */
export const partnerKeys = {
  all: ['partners'] as const,
  list: (input: PartnerListInput) => [...partnerKeys.all, 'list', input] as const,
  topPerformers: (page: number) => [...partnerKeys.all, 'top-performers', { page }] as const,
  jobStats: () => [...partnerKeys.all, 'job-stats'] as const,
};
