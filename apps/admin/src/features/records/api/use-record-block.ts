import { endpoints } from '@job-board/contract';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';

/**
 * Blocks or unblocks the user of a record page; then the record, its audit trail and the users
 * list are loaded again (also after a failure such as 409 "already blocked": the page may be
 * stale). The endpoint follows the choice, so the call is written here.
 */
export const useRecordBlock = () =>
  useApiMutation(
    ({ id, blocked }: { id: number; blocked: boolean }) =>
      api(blocked ? endpoints.users.block : endpoints.users.unblock, { params: { id } }),
    { invalidates: ['records', 'audit', 'users'], evenOnFailure: true },
  );
