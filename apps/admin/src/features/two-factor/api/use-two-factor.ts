import {
  endpoints,
  type TwoFactorConfirmBody,
  type TwoFactorPasswordBody,
  type TwoFactorPolicyBody,
} from '@job-board/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, endpointKey } from '../../../lib/api-query';
import { authStore } from '../../../lib/auth-store';
import { registerPasskey } from '../../../lib/passkeys';

/** Re-reads the signed-in admin, whose two-factor status just changed (a failure keeps the old). */
const refreshSignedInAdmin = () => authStore.refreshDetails().catch(() => undefined);

export function useStartSetup() {
  return useMutation({
    mutationFn: async () => (await api(endpoints.twoFactor.setup, {})).data,
  });
}

export function useConfirmSetup() {
  return useMutation({
    mutationFn: async (body: TwoFactorConfirmBody) =>
      (await api(endpoints.twoFactor.confirm, { body })).data.recovery_codes,
    onSuccess: refreshSignedInAdmin,
  });
}

export function useDisableTwoFactor() {
  return useMutation({
    mutationFn: async (body: TwoFactorPasswordBody) => {
      await api(endpoints.twoFactor.disable, { body });
    },
    onSuccess: refreshSignedInAdmin,
  });
}

/** Enrolment with a passkey: options → the browser creates it → the server keeps it. */
export function useAddPasskey() {
  return useMutation({
    mutationFn: ({ name }: { name: string }) => registerPasskey(name),
    onSuccess: refreshSignedInAdmin,
  });
}

export function useRenewRecoveryCodes() {
  return useMutation({
    mutationFn: async (body: TwoFactorPasswordBody) =>
      (await api(endpoints.twoFactor.recoveryCodes, { body })).data.recovery_codes,
  });
}

export function useTwoFactorPolicy(enabled: boolean) {
  return useQuery({
    ...apiQuery(endpoints.twoFactor.policy, {}),
    select: (response) => response.data,
    enabled,
  });
}

export function useSaveTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TwoFactorPolicyBody) =>
      (await api(endpoints.twoFactor.updatePolicy, { body })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.twoFactor.policy) });
      await refreshSignedInAdmin();
    },
  });
}
