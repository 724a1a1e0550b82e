import type { Endpoint } from '@job-board/contract';
import { useApiMutation } from '../../../lib/api-mutation';

/**
 * A change in the subscriptions area: calls `endpoint`, then reloads the areas it may touch
 * (`areas`). It resolves once they are loaded again, so a closing form or dialog leaves fresh
 * lists behind.
 */
export function useSubscriptionMutation<E extends Endpoint>(endpoint: E, areas: readonly string[]) {
  return useApiMutation(endpoint, { invalidates: areas });
}

/** Packages are listed by name on the invoices and the revenue chart. */
export const PACKAGE_CHANGE_AREAS = ['packages', 'invoices'] as const;

/** Features are listed by name on the packages. */
export const FEATURE_CHANGE_AREAS = ['features', 'packages'] as const;
