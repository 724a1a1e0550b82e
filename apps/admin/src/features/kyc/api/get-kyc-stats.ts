import type { KycStats } from '@job-board/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { kycKeys } from './kyc-keys';

type KycStatsResponse = { result: true; stats: KycStats };

export async function getKycStats(signal?: AbortSignal): Promise<KycStats> {
  const response = await get<KycStatsResponse>('/api/admin/kyc/stats', undefined, { signal });
  return response.stats;
}

export const kycStatsQuery = () =>
  queryOptions({ queryKey: kycKeys.stats(), queryFn: ({ signal }) => getKycStats(signal) });

export function useKycStats() {
  return useQuery(kycStatsQuery());
}
