import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectNoSeriousViolations } from '../support/accessibility';
import { createAdmin, type Account } from '../support/team';
import { captureScreen } from '../support/screenshots';
import { secretOfOtpauthUri, stepAt, totpCode } from '../support/totp';

// A new owner of its own (made with the CLI): owners must sign in with a second factor, so the
// app sends it to enrolment, where the test scans the QR code as a phone would.
test.use({ storageState: { cookies: [], origins: [] } });

async function enterPassword(page: Page, account: Account) {
  await page.goto('/admin/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function signOut(page: Page, account: Account) {
  await page.getByRole('button', { name: account.name }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

/** Reads the QR code as a phone's camera would: from the pixels on screen. */
async function scanQrCode(page: Page): Promise<string> {
  const image = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  await expect(image).toBeVisible();
  const png = PNG.sync.read(await image.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!decoded) throw new Error('The QR code could not be read.');
  return decoded.data;
}

test('an owner enrols by scanning the QR code, then signs in with a code and a recovery code', async ({
  page,
}, testInfo) => {
  test.slow();
  const account = createAdmin(testInfo, { role: 'owner', label: 'owner-2fa', firstName: 'Olive' });

  // Owners must have a second factor: after the password the app sends the admin to set it up.
  await enterPassword(page, account);
  await expect(page).toHaveURL(/\/admin\/account\/two-factor$/);
  await expect(page.getByRole('alert')).toContainText(
    'Your role must sign in with a second factor.',
  );
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/account\/two-factor$/);
  await expectNoSeriousViolations(page, testInfo, 'two-factor-off');

  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const uri = await scanQrCode(page);
  expect(uri).toMatch(/^otpauth:\/\/totp\/Job%20Board:/);
  expect(decodeURIComponent(uri)).toContain(account.email);
  const secret = secretOfOtpauthUri(uri);
  // The secret in text is the same one, for typing into an app by hand.
  expect((await page.getByLabel('Secret key').innerText()).replace(/\s/g, '')).toBe(secret);
  await expectNoSeriousViolations(page, testInfo, 'two-factor-setup');
  await captureScreen(page, testInfo, 'two-factor-setup');

  const enrolStep = stepAt();
  await page.getByLabel('Authentication code').fill(totpCode(secret, enrolStep));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
  await captureScreen(page, testInfo, 'two-factor-recovery-codes');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download (.txt)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('recovery-codes.txt');
  const text = readFileSync(await download.path(), 'utf8');
  for (const code of recoveryCodes) expect(text).toContain(code);

  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await captureScreen(page, testInfo, 'two-factor-on');
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await signOut(page, account);

  // Sign in again: the password, then the code of the next time step (the enrolment used this one).
  await enterPassword(page, account);
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'login-second-factor');
  await captureScreen(page, testInfo, 'login-second-factor');
  await page.getByLabel('Authentication code').fill(totpCode(secret, enrolStep + 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
  await signOut(page, account);

  // Lost phone: a recovery code signs in once.
  const [recoveryCode] = recoveryCodes;
  await enterPassword(page, account);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
  await signOut(page, account);

  await enterPassword(page, account);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('already used');
  await expect(page).toHaveURL(/\/admin\/login/);
});
