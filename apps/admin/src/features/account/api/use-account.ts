import {
  ACCOUNT_PICTURE_FIELD,
  endpoints,
  type ChangePasswordBody,
  type UpdateAccountBody,
} from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

export function useAccount() {
  return useQuery(apiQuery(endpoints.account.get, {}));
}

export function useAccountSessions() {
  return useQuery(apiQuery(endpoints.account.sessions, {}));
}

/**
 * Saves the name (and the picture: a new file is uploaded first, `null` removes it), two calls.
 * Then, even after a failure (the picture may be stored), the screen's data and the header's
 * name and picture.
 */
export const useSaveProfile = () =>
  useApiMutation(
    async ({ body, picture }: { body: UpdateAccountBody; picture: File | null }) => {
      if (picture) {
        const form = new FormData();
        form.append(ACCOUNT_PICTURE_FIELD, picture);
        await api(endpoints.account.uploadPicture, { body: form });
      }
      return api(endpoints.account.update, { body });
    },
    { invalidates: [endpoints.account.get], refreshesAdmin: true, evenOnFailure: true },
  );

export const useChangePassword = () =>
  useApiMutation(endpoints.account.changePassword, {
    input: (body: ChangePasswordBody) => ({ body }),
    invalidates: [endpoints.account.sessions],
  });

export const useRevokeSession = () =>
  useApiMutation(endpoints.account.revokeSession, {
    input: (id: string) => ({ params: { id } }),
    invalidates: ['account'],
    evenOnFailure: true,
  });

export const useRevokeOtherSessions = () =>
  useApiMutation<typeof endpoints.account.revokeOtherSessions, void>(
    endpoints.account.revokeOtherSessions,
    {
      input: () => ({}),
      invalidates: ['account'],
      evenOnFailure: true,
    },
  );
