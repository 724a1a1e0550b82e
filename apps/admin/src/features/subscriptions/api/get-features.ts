import type { FeatureItem } from '@job-board/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

export async function getFeatures(signal?: AbortSignal): Promise<FeatureItem[]> {
  const response = await get<{ data: FeatureItem[] }>('/api/admin/features', undefined, {
    signal,
  });
  return response.data;
}

export const featuresQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.features(),
    queryFn: ({ signal }) => getFeatures(signal),
  });

export function useFeatures() {
  return useQuery(featuresQuery());
}
