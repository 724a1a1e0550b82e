import type { PackageItem, SubscriptionType } from '@job-board/contract';
import { useMutation } from '@tanstack/react-query';
import { post, put } from '../../../lib/api-client';
import { useInvalidateSubscriptions } from './use-invalidate-subscriptions';

/** The body of POST /api/admin/packages and of its PUT (spec §7). */
export type PackageInput = {
  name: string;
  price: number;
  subscription_type: SubscriptionType;
  is_active: boolean;
  /** Feature ids. */
  features: number[];
};

export type SavePackageInput = { id: number | null; values: PackageInput };

/** Creates the package when `id` is null, else updates it. */
export async function savePackage({ id, values }: SavePackageInput): Promise<PackageItem> {
  const response =
    id === null
      ? await post<{ data: PackageItem }>('/api/admin/packages', values)
      : await put<{ data: PackageItem }>(`/api/admin/packages/${id}`, values);
  return response.data;
}

export function useSavePackage() {
  const invalidate = useInvalidateSubscriptions();
  return useMutation({ mutationFn: savePackage, onSuccess: invalidate });
}
