/**
 * A message for the login screen carried in the navigation state (so a reload does not repeat
 * it): why the user was sent there, or what just succeeded.
 */
export type LoginNoticeState = { notice: string };

export const loginNoticeState = (notice: string): LoginNoticeState => ({ notice });

export function readLoginNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as Record<string, unknown>).notice;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}
