import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { createAdmin, type Account } from './team';
import { stepAt, totpCode } from './totp';

export const JSON_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/** The second factor an account was enrolled with, and the step of the confirming code. */
export type Enrolment = { secret: string; step: number };

/**
 * Enrols the account's authenticator through the API (its role must sign in with a second
 * factor): sign in with the password, ask for a secret, confirm it with a code of this step.
 */
async function enrolThroughApi(request: APIRequestContext, account: Account): Promise<Enrolment> {
  const login = await request.post('/api/admin/auth/login', {
    headers: JSON_HEADERS,
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const auth = { ...JSON_HEADERS, Authorization: `Bearer ${token}` };
  const setup = await request.post('/api/admin/account/two-factor/setup', { headers: auth });
  expect(setup.status()).toBe(200);
  const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
  const step = stepAt();
  const confirm = await request.post('/api/admin/account/two-factor/confirm', {
    headers: auth,
    data: { code: totpCode(secret, step) },
  });
  expect(confirm.status()).toBe(200);
  return { secret, step };
}

/** Fills the login screen with the account's email and password and sends it. */
export async function enterPassword(page: Page, account: Account) {
  await page.goto('/admin/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Signs in an account enrolled by enrolThroughApi: the password, then a code of the step after
 * the confirming one (each code is accepted once).
 */
async function signInWithCode(page: Page, account: Account, { secret, step }: Enrolment) {
  await enterPassword(page, account);
  await page.getByLabel('Authentication code').fill(totpCode(secret, step + 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
}

/**
 * A new KYC reviewer of this run, signed in on `page`. Reviewers must sign in with a second
 * factor (the default policy), so it is enrolled through the API beforehand.
 */
export async function signInAsNewReviewer(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  { label, firstName }: { label: string; firstName: string },
): Promise<Account> {
  const reviewer = createAdmin(testInfo, { role: 'kyc_reviewer', label, firstName });
  await signInWithCode(page, reviewer, await enrolThroughApi(request, reviewer));
  return reviewer;
}
