import type { AdminDetails } from '@job-board/contract';
import type { MockRoutes } from './mock-fetch';
import { testAdmin } from './test-admin';

/** Mock routes of a successful sign-in (csrf cookie, login, details) and sign-out. */
export function authRoutes(user: AdminDetails = testAdmin, token = 'fresh-token'): MockRoutes {
  return {
    'auth.csrfCookie': { status: 204 },
    'auth.login': {
      body: { result: true, message: 'Login Successful.', data: { token } },
    },
    'auth.details': { body: { result: true, data: user } },
    'auth.logout': { body: { result: true, message: 'Logged out.', data: null } },
  };
}

/** The body of GET /api/settings/general with `appName` as the app_name setting. */
export const generalSettingsBody = (appName: string) => ({
  data: [{ config: 'app_name', name: 'App Name', value: appName }],
});

/** GET /api/settings/general answering with `appName` as the app_name setting. */
export function generalSettingsRoute(appName: string): MockRoutes {
  return { 'settings.general': { body: generalSettingsBody(appName) } };
}
