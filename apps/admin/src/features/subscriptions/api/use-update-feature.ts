import { endpoints } from '@job-board/contract';
import { FEATURE_CHANGE_AREAS, useSubscriptionMutation } from './use-subscription-mutation';

export function useUpdateFeature() {
  return useSubscriptionMutation(endpoints.features.update, FEATURE_CHANGE_AREAS);
}
