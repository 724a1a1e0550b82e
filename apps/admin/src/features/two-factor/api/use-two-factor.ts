import {
  endpoints,
  type TwoFactorConfirmBody,
  type TwoFactorPasswordBody,
  type TwoFactorPolicyBody,
} from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';
import { registerPasskey } from '../../../lib/passkeys';

// The answers are unwrapped for the screens, so these calls are written here; the signed-in
// admin is re-read where their two-factor status changes.

export const useStartSetup = () =>
  useApiMutation(async () => (await api(endpoints.twoFactor.setup, {})).data);

export const useConfirmSetup = () =>
  useApiMutation(
    async (body: TwoFactorConfirmBody) =>
      (await api(endpoints.twoFactor.confirm, { body })).data.recovery_codes,
    { refreshesAdmin: true },
  );

export const useDisableTwoFactor = () =>
  useApiMutation(
    async (body: TwoFactorPasswordBody) => {
      await api(endpoints.twoFactor.disable, { body });
    },
    { refreshesAdmin: true },
  );

/** Enrolment with a passkey: options → the browser creates it → the server keeps it. */
export const useAddPasskey = () =>
  useApiMutation(({ name }: { name: string }) => registerPasskey(name), { refreshesAdmin: true });

export const useRenewRecoveryCodes = () =>
  useApiMutation(
    async (body: TwoFactorPasswordBody) =>
      (await api(endpoints.twoFactor.recoveryCodes, { body })).data.recovery_codes,
  );

export function useTwoFactorPolicy(enabled: boolean) {
  return useQuery({
    ...apiQuery(endpoints.twoFactor.policy, {}),
    select: (response) => response.data,
    enabled,
  });
}

export const useSaveTwoFactorPolicy = () =>
  useApiMutation(
    async (body: TwoFactorPolicyBody) =>
      (await api(endpoints.twoFactor.updatePolicy, { body })).data,
    { invalidates: [endpoints.twoFactor.policy], refreshesAdmin: true },
  );
