import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { captureScreen } from '../support/screenshots';
import { createAdmin, type Account } from '../support/team';

// A new admin of its own (made with the CLI): admins must sign in with a second factor. Passkeys
// belong to a domain name, so this journey opens the app at localhost (serve.mjs names it the
// relying party), with Chromium's virtual authenticator standing in for the device.
test.use({ storageState: { cookies: [], origins: [] } });

/** A platform authenticator with a PIN or biometric that always says yes, as Chromium's CDP offers. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function enterPassword(page: Page, site: string, account: Account) {
  await page.goto(`${site}/admin/login`);
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function signOut(page: Page, account: Account) {
  await page.getByRole('button', { name: account.name }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

test('an admin adds a passkey at enrolment, then signs in with it alone and after the password', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  const site = baseURL!.replace('127.0.0.1', 'localhost');
  const account = createAdmin(testInfo, { role: 'admin', label: 'passkey', firstName: 'Pia' });
  const authenticator = await addVirtualAuthenticator(page);

  // The role requires a second factor: a passkey meets it.
  await enterPassword(page, site, account);
  await expect(page).toHaveURL(/\/admin\/account\/two-factor$/);
  await page.getByLabel('Passkey name').fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added. You can use it to sign in.')).toBeVisible();
  const [credential] = await authenticator.credentials();
  expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  await page.goto(`${site}/admin/users`);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await signOut(page, account);

  // A passkey alone signs in: no email, no password, no code.
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'login-with-passkey');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
  await signOut(page, account);

  // After the password, the passkey is the second factor.
  await enterPassword(page, site, account);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);

  // My account lists it, used.
  await page.goto(`${site}/admin/account`);
  const passkeys = page.getByRole('table', { name: 'Your passkeys' });
  await expect(passkeys.getByRole('row', { name: /Work laptop/ })).toBeVisible();
  await expect(passkeys.getByRole('row', { name: /Work laptop/ })).not.toContainText('Never');
  await expectNoSeriousViolations(page, testInfo, 'account-passkeys');
  await captureScreen(page, testInfo, 'account-passkeys');
  expect((await authenticator.credentials())[0]!.signCount).toBeGreaterThan(0);
});
