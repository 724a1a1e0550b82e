import { endpoints } from '@job-board/contract';
import { PACKAGE_CHANGE_AREAS, useSubscriptionMutation } from './use-subscription-mutation';

export function useUpdatePackage() {
  return useSubscriptionMutation(endpoints.packages.update, PACKAGE_CHANGE_AREAS);
}
