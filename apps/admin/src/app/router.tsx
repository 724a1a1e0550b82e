import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginScreen } from '../features/auth/login-screen';
import { AppLoading, AppRoot } from './app-root';
import { GuestOnly } from './guest-only';
import { RequireAuth } from './require-auth';
import type { RouteHandle } from './route-handle';
import { RouteError } from './route-error';
import { screenRoute } from './screen-route';
import { screenRoutes } from './screen-routes';
import { HOME_PATH } from './return-path';

/** Every address of the app lives under /admin (the server serves the app there). */
export const APP_BASENAME = '/admin';

const guestRoutes: RouteObject[] = [
  // Most visits start here, so the sign-in screen comes with the app's first chunk: no second
  // round trip before it draws. It is small, and loads no form library (see the screen).
  { path: 'login', handle: { title: 'Login' } satisfies RouteHandle, Component: LoginScreen },
  screenRoute('forgot-password', 'Forgot Password', () =>
    import('../features/auth/forgot-password-screen').then((module) => module.ForgotPasswordScreen),
  ),
  screenRoute('reset-password', 'Reset Password', () =>
    import('../features/auth/reset-password-screen').then((module) => module.ResetPasswordScreen),
  ),
  screenRoute('invitation', 'Accept Invitation', () =>
    import('../features/admins/invitation-screen').then((module) => module.InvitationScreen),
  ),
];

const notFoundRoute = screenRoute('*', 'Page Not Found', () =>
  import('./routes/not-found-screen').then((module) => module.NotFoundScreen),
);

/**
 * The route tree: the guest screens, then everything else behind the sign-in guard inside the
 * layout, where /admin goes to home and an unknown path shows "Page Not Found".
 * `screens` is the list of screen routes (screen-routes.tsx); tests may pass their own.
 */
export function createAppRoutes(screens: RouteObject[] = screenRoutes): RouteObject[] {
  return [
    {
      element: <AppRoot />,
      HydrateFallback: AppLoading,
      errorElement: <RouteError />,
      children: [
        { element: <GuestOnly />, children: guestRoutes },
        {
          element: <RequireAuth />,
          children: [
            {
              // The frame of the signed-in screens loads after sign-in, never on the login page.
              lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
              children: [
                {
                  // Errors of a screen show inside the layout, so the sidebar stays usable.
                  errorElement: <RouteError />,
                  children: [
                    { index: true, element: <Navigate to={HOME_PATH} replace /> },
                    ...screens,
                    notFoundRoute,
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes(), { basename: APP_BASENAME });
}
