import { useQueryClient } from '@tanstack/react-query';
import { subscriptionKeys } from './subscription-keys';

/**
 * Reloads the whole area after a change: packages list feature names, and invoices and the
 * revenue chart show package names, so any change may touch every list.
 */
export function useInvalidateSubscriptions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
}
