import type { PartnerOption } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';

/** GET /api/partner/all: every partner by name, for the job form's picker. */
export function usePartnerOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['partners', 'options'],
    queryFn: ({ signal }) =>
      get<{ result: true; data: PartnerOption[] }>('/api/partner/all', undefined, { signal }),
    select: (response) => response.data,
    enabled,
  });
}
