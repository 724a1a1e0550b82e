import type { ResetPasswordBody } from '@job-board/contract';
import { useMutation } from '@tanstack/react-query';
import { post, type ActionResult } from '../../../lib/api-client';

export function resetPassword(input: ResetPasswordBody): Promise<ActionResult> {
  return post<ActionResult>('/api/admin/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
