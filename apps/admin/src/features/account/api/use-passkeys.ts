import { endpoints } from '@job-board/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, endpointKey } from '../../../lib/api-query';
import { authStore } from '../../../lib/auth-store';
import { registerPasskey } from '../../../lib/passkeys';

export function usePasskeys() {
  return useQuery(apiQuery(endpoints.passkeys.list, {}));
}

/**
 * After a passkey is added or removed: the list, the account's second-factor status, and the
 * signed-in admin's details (whether they must still enrol follows the count).
 */
function usePasskeysChanged() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.passkeys.list) }),
      queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.account.get) }),
      authStore.refreshDetails().catch(() => undefined),
    ]);
  };
}

/** Options → the browser creates the passkey → the server keeps it under `name`. */
export function useAddPasskey() {
  const onChanged = usePasskeysChanged();
  return useMutation({
    mutationFn: ({ name }: { name: string }) => registerPasskey(name),
    onSuccess: onChanged,
  });
}

export function useRemovePasskey() {
  const onChanged = usePasskeysChanged();
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      api(endpoints.passkeys.remove, { params: { id }, body: { password } }),
    onSuccess: onChanged,
  });
}
