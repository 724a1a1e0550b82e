import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { createAdmin, type Account } from '../support/team';

// Each journey signs in as its own support admin, made with the CLI, so the demo admin's password
// never changes under the other journeys.
test.use({ storageState: { cookies: [], origins: [] } });

async function signInAs(page: Page, account: Account) {
  await page.goto('/admin/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
}

/** A second browser (its own cookies and storage) signed in as the same admin. */
async function otherBrowser(browser: Browser, testInfo: TestInfo, account: Account) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await signInAs(page, account);
  return { context, page };
}

async function openMyAccount(page: Page, account: Account) {
  await page.getByRole('button', { name: account.name }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
}

const sessionsTable = (page: Page) =>
  page.getByRole('region', { name: 'Sessions' }).getByRole('table');

test('changing the name shows it in the header', async ({ page }, testInfo) => {
  const account = createAdmin(testInfo, {
    role: 'support',
    label: 'account-name',
    firstName: 'Sam',
  });
  await signInAs(page, account);
  await openMyAccount(page, account);
  await expect(page.getByRole('region', { name: 'Two-factor sign-in' })).toContainText('Off');
  await expect(sessionsTable(page).getByText('This device')).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'my-account');

  const newName = `Renamed ${Date.now().toString(36)}`;
  const nameField = page.getByRole('textbox', { name: 'Name' });
  await nameField.fill(newName);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  // The account menu's button in the page header.
  await expect(page.getByRole('button', { name: newName })).toBeVisible();

  // The name is the server's: it stays after a reload.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(newName);
  await expect(page.getByRole('button', { name: newName })).toBeVisible();
});

test('changing the password signs out the other browser', async ({ page, browser }, testInfo) => {
  const account = createAdmin(testInfo, {
    role: 'support',
    label: 'account-password',
    firstName: 'Sam',
  });
  const other = await otherBrowser(browser, testInfo, account);
  await signInAs(page, account);
  await openMyAccount(page, account);

  const newPassword = `${account.password}-new`;
  await page.getByLabel('Current password').fill(account.password);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText(/other session and token of your account was signed out/),
  ).toBeVisible();
  await expect(sessionsTable(page).getByRole('row')).toHaveCount(2);

  // The other browser is signed out at its next request; this one goes on.
  await other.page.goto('/admin/users');
  await expect(other.page).toHaveURL(/\/admin\/login/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

  // The new password signs in; the old one no longer does.
  await other.page.getByLabel('Email Address').fill(account.email);
  await other.page.getByLabel('Password', { exact: true }).fill(account.password);
  await other.page.getByRole('button', { name: 'Login' }).click();
  await expect(other.page.getByRole('alert')).toBeVisible();
  await signInAs(other.page, { ...account, password: newPassword });
  await other.context.close();
});

test('signing out another session from the list ends it', async ({ page, browser }, testInfo) => {
  const account = createAdmin(testInfo, {
    role: 'support',
    label: 'account-sessions',
    firstName: 'Sam',
  });
  const other = await otherBrowser(browser, testInfo, account);
  await signInAs(page, account);
  await openMyAccount(page, account);

  const rows = sessionsTable(page).getByRole('row');
  await expect(rows).toHaveCount(3); // the header and two sign-ins
  const otherRow = rows.filter({ has: page.getByRole('button', { name: /^Sign out/ }) });
  await expect(otherRow).toContainText('Browser session');
  await otherRow.getByRole('button', { name: /^Sign out/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Sign out');
  await expectNoSeriousViolations(page, testInfo, 'my-account-sign-out');
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('The session has been signed out.')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('This device');

  await other.page.goto('/admin/users');
  await expect(other.page).toHaveURL(/\/admin\/login/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await other.context.close();
});
