import {
  ACCOUNT_PICTURE_FIELD,
  endpoints,
  type ChangePasswordBody,
  type UpdateAccountBody,
} from '@job-board/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, areaKey, endpointKey } from '../../../lib/api-query';
import { authStore } from '../../../lib/auth-store';

export function useAccount() {
  return useQuery(apiQuery(endpoints.account.get, {}));
}

export function useAccountSessions() {
  return useQuery(apiQuery(endpoints.account.sessions, {}));
}

/** After a profile change: the screen's data and the header's name and picture. */
function useProfileSaved() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.account.get) });
    await authStore.refreshDetails().catch(() => undefined);
  };
}

/** Saves the name (and the picture: a new file is uploaded first, `null` removes it). */
export function useSaveProfile() {
  const onSaved = useProfileSaved();
  return useMutation({
    mutationFn: async ({ body, picture }: { body: UpdateAccountBody; picture: File | null }) => {
      if (picture) {
        const form = new FormData();
        form.append(ACCOUNT_PICTURE_FIELD, picture);
        await api(endpoints.account.uploadPicture, { body: form });
      }
      return api(endpoints.account.update, { body });
    },
    onSettled: onSaved,
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api(endpoints.account.changePassword, { body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.account.sessions) }),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(endpoints.account.revokeSession, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey('account') }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(endpoints.account.revokeOtherSessions, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey('account') }),
  });
}
