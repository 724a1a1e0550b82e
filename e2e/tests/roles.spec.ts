import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { createAdmin } from '../support/team';
import { openRowAction } from '../support/actions';
import { JSON_HEADERS, enterPassword, signInAsNewReviewer } from '../support/role-sign-in';
import { recordNameAt } from '../support/tables';

// Admins of narrower roles, made with the CLI for this run, each signing in on a fresh page.
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ mode: 'serial' });

const NO_ACCESS = "You don't have access to this page";
const FORBIDDEN = 'Your role does not allow this. Ask an owner or an admin if you need it.';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a content editor sees no KYC, is kept out of it, and edits a blog post', async ({
  page,
}, testInfo) => {
  const editor = createAdmin(testInfo, {
    role: 'content_editor',
    label: 'content-editor',
    firstName: 'Carla',
  });
  // Content editors need no second factor by default: the password signs in.
  await enterPassword(page, editor);
  await expect(page).toHaveURL(/\/admin\/home$/);

  const menu = mainMenu(page);
  await expect(menu.getByRole('link', { name: 'Content Management' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  for (const hidden of ['KYC Verification', 'Users', 'Jobs', 'Settings', 'Subscriptions']) {
    await expect(menu.getByRole('link', { name: hidden })).toHaveCount(0);
  }

  // Typing the address shows the no-access page, not errors.
  await page.goto('/admin/kyc');
  await expect(page.getByRole('heading', { level: 1, name: NO_ACCESS })).toBeVisible();
  await expect(page.getByText('You are signed in with the role Content editor.')).toBeVisible();
  await expect(page.getByText(FORBIDDEN)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSeriousViolations(page, testInfo, 'no access');

  // The blog is theirs to edit.
  await page.goto('/admin/content-management');
  const tile = page.getByRole('article').nth(2);
  await expect(tile).toBeVisible();
  const title = await tile.getByRole('heading').innerText();
  await tile.getByRole('link', { name: 'Edit Post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Post Title' })).toHaveValue(title);
  const excerpt = `Edited by the content team (${editor.name}).`;
  await page.getByRole('textbox', { name: 'Excerpt' }).fill(excerpt);
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page).toHaveURL(/\/admin\/content-management(\?.*)?$/);
  await expect(page.getByRole('article', { name: title })).toContainText(excerpt);
});

test('a KYC reviewer approves a pending verification but cannot open or save the settings', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await signInAsNewReviewer(page, request, testInfo, { label: 'kyc-reviewer', firstName: 'Kim' });

  const menu = mainMenu(page);
  await expect(menu.getByRole('link', { name: 'KYC Verification' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Content Management' })).toHaveCount(0);

  // Approve a pending verification (further down the list than the other KYC journeys decide).
  await page.goto('/admin/kyc?status=pending');
  const table = page.getByRole('table', { name: 'KYC verifications' });
  const name = await recordNameAt(table, 8);
  await openRowAction(page, name, 'View');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const front = page.getByRole('figure', { name: 'ID Front' }).getByRole('img');
  await expect
    .poll(() => front.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const confirmation = page.getByRole('group', {
    name: `Approve the verification of ${name}?`,
  });
  await confirmation.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('KYC verification has been approved')).toBeVisible();

  // Settings: not in the menu, not openable by address, and refused by the server.
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: NO_ACCESS })).toBeVisible();
  await expect(page.getByText('You are signed in with the role KYC reviewer.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  const save = await request.post('/api/settings/save', {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` },
    data: { config_name: 'app_name', value: 'Taken Over', setting_tab: 'general' },
  });
  expect(save.status()).toBe(403);
  expect(((await save.json()) as { message: string }).message).toBe(FORBIDDEN);
  await page.reload();
  await expect(page).toHaveTitle(/Job Board$/);
});
