import { endpoints } from '@job-board/contract';
import { FEATURE_CHANGE_AREAS, useSubscriptionMutation } from './use-subscription-mutation';

export function useCreateFeature() {
  return useSubscriptionMutation(endpoints.features.create, FEATURE_CHANGE_AREAS);
}
