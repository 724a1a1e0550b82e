import { endpoints } from '@job-board/contract';
import { PACKAGE_CHANGE_AREAS, useSubscriptionMutation } from './use-subscription-mutation';

export function useCreatePackage() {
  return useSubscriptionMutation(endpoints.packages.create, PACKAGE_CHANGE_AREAS);
}
