import type { PackageItem } from '@job-board/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { subscriptionKeys } from './subscription-keys';

export async function getPackages(signal?: AbortSignal): Promise<PackageItem[]> {
  const response = await get<{ data: PackageItem[] }>('/api/admin/packages', undefined, {
    signal,
  });
  return response.data;
}

export const packagesQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.packages(),
    queryFn: ({ signal }) => getPackages(signal),
  });

export function usePackages() {
  return useQuery(packagesQuery());
}
