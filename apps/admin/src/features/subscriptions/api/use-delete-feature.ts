import { endpoints } from '@job-board/contract';
import { FEATURE_CHANGE_AREAS, useSubscriptionMutation } from './use-subscription-mutation';

export function useDeleteFeature() {
  return useSubscriptionMutation(endpoints.features.delete, FEATURE_CHANGE_AREAS);
}
