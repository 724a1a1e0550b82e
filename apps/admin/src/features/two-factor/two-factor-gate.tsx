import { mustEnrolSecondFactor } from '@job-board/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-store';

/** Where an admin sets up (or manages) their second factor. */
export const TWO_FACTOR_PATH = '/account/two-factor';

/**
 * Inside the signed-in layout: an admin whose role requires a second factor and who has none (or
 * a passkey, and has no passkey) is sent to set it up from any other screen (the screen says why;
 * signing out stays in its header).
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const mustEnrol = user !== null && mustEnrolSecondFactor(user.two_factor);
  if (mustEnrol && pathname !== TWO_FACTOR_PATH) return <Navigate to={TWO_FACTOR_PATH} replace />;
  return children;
}
