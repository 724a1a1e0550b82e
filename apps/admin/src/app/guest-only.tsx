import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useGuestAppName } from '../lib/app-name';
import { useAuth } from '../lib/auth-store';
import { HOME_PATH, RETURN_PATH_PARAM, safeReturnPath } from './return-path';

/**
 * The signed-out screens (login, forgot and reset password). A signed-in admin is sent to the
 * page they were going to before signing in, or home. This is also how a successful sign-in
 * leaves the login screen. The app name (their card, the title) is read here for them.
 */
export function GuestOnly() {
  const { authenticated } = useAuth();
  useGuestAppName(!authenticated);
  const [searchParams] = useSearchParams();
  if (!authenticated) return <Outlet />;
  const returnPath = safeReturnPath(searchParams.get(RETURN_PATH_PARAM));
  return <Navigate to={returnPath ?? HOME_PATH} replace />;
}
