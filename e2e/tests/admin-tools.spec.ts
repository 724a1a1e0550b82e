import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { recordNameAt, rowActions } from '../support/tables';

// The tools of a busy admin beyond one screen: bulk KYC decisions, the command palette, the
// phone layout, and the dark theme checked by axe.

const bulkBar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' });

test('bulk KYC approve: two pending verifications approved with one confirmation', async ({
  page,
}, testInfo) => {
  // The last page of the pending list: the single-record journeys work from its first rows.
  await page.goto('/admin/kyc?status=pending');
  const pages = page.getByRole('navigation', { name: /pages/i });
  const last = pages.getByRole('button', { name: /^Page \d+$/ }).last();
  if ((await last.count()) > 0) await last.click();
  const table = page.getByRole('table').first();
  await recordNameAt(table);
  await expect(table).not.toHaveAttribute('aria-busy');
  test.skip((await rowActions(table).count()) < 2, 'fewer than two pending verifications');
  const first = await recordNameAt(table, 0);
  const second = await recordNameAt(table, 1);

  await table
    .getByRole('checkbox', { name: `Select ${first}`, exact: true })
    .first()
    .check();
  await table
    .getByRole('checkbox', { name: `Select ${second}`, exact: true })
    .first()
    .check();
  await expect(bulkBar(page).getByText('2 selected')).toBeVisible();
  await bulkBar(page).getByRole('button', { name: 'Approve', exact: true }).click();

  const confirm = page.getByRole('dialog', { name: 'Approve 2 verifications?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'bulk KYC approve confirmation');
  const answer = page.waitForResponse('**/api/admin/kyc/bulk');
  await confirm.getByRole('button', { name: 'Approve 2' }).click();
  const result = (await (await answer).json()) as { data: { done: number; refused: number } };
  expect(result.data).toMatchObject({ done: 2, refused: 0 });
  await expect(page.getByText('2 done, 0 skipped, 0 failed.')).toBeVisible();

  // Both are decided: the approved list finds each of them.
  for (const name of [first, second]) {
    await page.goto(`/admin/kyc?status=approved&s=${encodeURIComponent(name)}`);
    await expect(page.getByRole('table').first().getByText(name).first()).toBeVisible();
  }
});

test('the command palette finds a user by name and opens their record page', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/users?sort=-email');
  const name = await recordNameAt(page.getByRole('table', { name: 'Users' }), 0);

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette).toBeVisible();
  const input = palette.getByRole('combobox');
  await input.fill('Jobs');
  await expect(palette.getByRole('option', { name: /Jobs/ }).first()).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'command palette');

  await input.fill(name);
  const option = palette.getByRole('option', { name: new RegExp(escapeRegExp(name)) }).first();
  await expect(option).toBeVisible();
  await input.press('ArrowDown');
  await option.click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible();
});

test('on a 390 px phone the users are cards that fit the screen and each opens its details', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/users');
  const cards = page.getByRole('list', { name: 'Users' });
  const name = await recordNameAt(cards, 0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await cards.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  // The first user is in view: the filters wait behind one button.
  expect(box!.y).toBeLessThan(844 / 2);

  const more = cards.getByRole('button', { name: `More about ${name}` }).first();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const details = page.locator(`#${await more.getAttribute('aria-controls')}`);
  await expect(details.getByText('Profession', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'users on a phone');
});

test('the dark theme follows the system and passes axe on the main screens', async ({
  page,
}, testInfo) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const [path, label] of [
    ['/admin/home', 'home'],
    ['/admin/users', 'users'],
    ['/admin/kyc', 'KYC'],
    ['/admin/settings', 'settings'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, testInfo, `${label} in the dark theme`);
  }
  // A confirmation dialog over the dark page, dismissed without acting.
  await page.goto('/admin/users');
  const table = page.getByRole('table', { name: 'Users' });
  const name = await recordNameAt(table, 0);
  await table
    .getByRole('button', { name: `Actions for ${name}` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: /^(Block|Unblock)$/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'a confirmation in the dark theme');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
