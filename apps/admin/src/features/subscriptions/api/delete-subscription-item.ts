import { useMutation } from '@tanstack/react-query';
import { del, type ActionResult } from '../../../lib/api-client';
import { useInvalidateSubscriptions } from './use-invalidate-subscriptions';

export type SubscriptionItemKind = 'packages' | 'features';

export type DeleteSubscriptionItemInput = { kind: SubscriptionItemKind; id: number };

/** POST /api/admin/{packages|features}/{id} with _method DELETE; resolves to the server's message. */
export async function deleteSubscriptionItem({
  kind,
  id,
}: DeleteSubscriptionItemInput): Promise<string> {
  const response = await del<ActionResult>(`/api/admin/${kind}/${id}`);
  return response.message;
}

export function useDeleteSubscriptionItem() {
  const invalidate = useInvalidateSubscriptions();
  return useMutation({ mutationFn: deleteSubscriptionItem, onSuccess: invalidate });
}
