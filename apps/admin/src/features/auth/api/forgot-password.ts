import { useMutation } from '@tanstack/react-query';
import { post, type ActionResult } from '../../../lib/api-client';

export type ForgotPasswordInput = { email: string };

export function forgotPassword(input: ForgotPasswordInput): Promise<ActionResult> {
  return post<ActionResult>('/api/admin/auth/forgot-password', input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
