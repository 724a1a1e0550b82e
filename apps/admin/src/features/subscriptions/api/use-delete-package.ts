import { endpoints } from '@job-board/contract';
import { PACKAGE_CHANGE_AREAS, useSubscriptionMutation } from './use-subscription-mutation';

export function useDeletePackage() {
  return useSubscriptionMutation(endpoints.packages.delete, PACKAGE_CHANGE_AREAS);
}
