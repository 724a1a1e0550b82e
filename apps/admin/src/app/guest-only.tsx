import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useAuth } from '../lib/auth-store';
import { HOME_PATH, RETURN_PATH_PARAM, safeReturnPath } from './return-path';

/**
 * The signed-out screens (login, forgot and reset password). A signed-in admin is sent to the
 * page they were going to before signing in, or home. This is also how a successful sign-in
 * leaves the login screen.
 */
export function GuestOnly() {
  const { authenticated } = useAuth();
  const [searchParams] = useSearchParams();
  if (!authenticated) return <Outlet />;
  const returnPath = safeReturnPath(searchParams.get(RETURN_PATH_PARAM));
  return <Navigate to={returnPath ?? HOME_PATH} replace />;
}
