import type { FeatureItem } from '@job-board/contract';
import { useMutation } from '@tanstack/react-query';
import { post, put } from '../../../lib/api-client';
import { useInvalidateSubscriptions } from './use-invalidate-subscriptions';

/** A new feature needs both; an update leaves out config_name to keep it (system features). */
export type FeatureInput = { name: string; config_name?: string };

export type SaveFeatureInput = { id: number | null; values: FeatureInput };

/** Creates the feature when `id` is null, else updates it. */
export async function saveFeature({ id, values }: SaveFeatureInput): Promise<FeatureItem> {
  const response =
    id === null
      ? await post<{ data: FeatureItem }>('/api/admin/features', values)
      : await put<{ data: FeatureItem }>(`/api/admin/features/${id}`, values);
  return response.data;
}

export function useSaveFeature() {
  const invalidate = useInvalidateSubscriptions();
  return useMutation({ mutationFn: saveFeature, onSuccess: invalidate });
}
