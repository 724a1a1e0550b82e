import { endpoints, type EndpointInput } from '@job-board/contract';
import { useApiMutation } from '../../../lib/api-mutation';

export type UsersBulkBody = EndpointInput<typeof endpoints.users.bulk>['body'];

/** Blocks or unblocks many users in one call, then reloads the list. */
export const useUsersBulk = () =>
  useApiMutation(endpoints.users.bulk, {
    input: (body: UsersBulkBody) => ({ body }),
    invalidates: [endpoints.users.list],
    evenOnFailure: true,
  });
