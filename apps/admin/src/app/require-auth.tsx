import { Navigate, Outlet, useLocation } from 'react-router';
import { loginNoticeState } from '../features/auth/login-notice';
import { AUTH_TEXT } from '../features/auth/messages';
import { useAuth } from '../lib/auth-store';
import { loginPathFor } from './return-path';

/**
 * Renders the signed-in part of the app only for a signed-in admin. Anyone else goes to
 * the login screen with the way back in the URL; after a logout, to the plain login screen; when
 * the server ended the session (401), with a message saying so.
 */
export function RequireAuth() {
  const { authenticated, signOutReason } = useAuth();
  const location = useLocation();
  if (authenticated) return <Outlet />;
  if (signOutReason === 'logout') return <Navigate to="/login" replace />;
  return (
    <Navigate
      to={loginPathFor(location)}
      replace
      state={signOutReason === 'expired' ? loginNoticeState(AUTH_TEXT.sessionExpired) : undefined}
    />
  );
}
