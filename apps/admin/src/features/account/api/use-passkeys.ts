import { endpoints } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';
import { registerPasskey } from '../../../lib/passkeys';

export function usePasskeys() {
  return useQuery(apiQuery(endpoints.passkeys.list, {}));
}

/**
 * After a passkey is added or removed: the list, the account's second-factor status, and the
 * signed-in admin's details (whether they must still enrol follows the count).
 */
const PASSKEYS_CHANGED = {
  invalidates: [endpoints.passkeys.list, endpoints.account.get],
  refreshesAdmin: true,
};

/** Options → the browser creates the passkey → the server keeps it under `name` (two calls). */
export const useAddPasskey = () =>
  useApiMutation(({ name }: { name: string }) => registerPasskey(name), PASSKEYS_CHANGED);

export const useRemovePasskey = () =>
  useApiMutation(endpoints.passkeys.remove, {
    input: ({ id, password }: { id: number; password: string }) => ({
      params: { id },
      body: { password },
    }),
    ...PASSKEYS_CHANGED,
  });
