import type { LoginBody } from '@job-board/contract';
import { useMutation } from '@tanstack/react-query';
import { authStore } from '../../../lib/auth-store';

/**
 * Signs in through the auth store (csrf-cookie → login → details). On success the guest-only
 * route guard takes the user to home, or back to the page they were sent from.
 */
export function useLogin() {
  return useMutation({ mutationFn: (credentials: LoginBody) => authStore.login(credentials) });
}
