import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { ADMIN, APP_NAME } from '../support/admin';
import { captureScreen } from '../support/screenshots';
import { signIn, signOut } from '../support/sign-in';

// These journeys start signed out.
test.use({ storageState: { cookies: [], origins: [] } });

test('a wrong password shows the error; the right one lands on Home with the greeting', async ({
  page,
}, testInfo) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page).toHaveTitle(`Login - ${APP_NAME}`);
  await expectNoSeriousViolations(page, testInfo, 'login');
  await captureScreen(page, testInfo, 'login');

  await signIn(page, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText(/credentials|password/i);
  await expect(page).toHaveURL(/\/admin\/login/);

  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ADMIN.name);
  await expect(page.getByText("Here's a quick insight on the system.")).toBeVisible();
  await expect(page).toHaveTitle(`Home - ${APP_NAME}`);
});

test('an unauthenticated deep link goes to login, and back to it after signing in', async ({
  page,
}) => {
  await page.goto('/admin/users?page=2');
  await expect(page).toHaveURL(/\/admin\/login/);
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/users\?page=2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
});

test('logout ends the session: the token no longer opens the back office', async ({ page }) => {
  await page.goto('/admin/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await signOut(page);
  await page.goto('/admin/home');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('forgot password accepts an email and says what happens next', async ({ page }, testInfo) => {
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await expectNoSeriousViolations(page, testInfo, 'forgot-password');
  await page.getByLabel('Email Address').fill(ADMIN.email);
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(
    page.getByText(
      'If an administrator account uses that email address, a password reset link has been sent to it.',
    ),
  ).toBeVisible();
});

test('an ended session sends the admin to login with a message, and back after signing in', async ({
  page,
  request,
}) => {
  await page.goto('/admin/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/home$/);
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));

  // The session ends while the back office is closed (a page still open would see the 401 itself
  // and sign out before the reload): its token is revoked and its cookies are gone.
  await page.goto('about:blank');
  await page.context().clearCookies();
  const revoked = await request.get('/api/admin/auth/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoked.ok()).toBe(true);

  await page.goto('/admin/partners?sort=-company_name');
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/partners\?sort=-company_name$/);
});
