import { expect, test, type Page } from '@playwright/test';
import { confirmDelete, deleteConfirmation, openRowAction } from '../support/actions';
import { expectNoSeriousViolations } from '../support/accessibility';
import { uniqueName } from '../support/unique';

test.describe.configure({ mode: 'serial' });

const packages = (page: Page) => page.getByRole('table', { name: 'Packages' });
const features = (page: Page) => page.getByRole('table', { name: 'Features' });

/** The items of a row's action menu, closed again after reading. */
async function menuItemsOf(page: Page, name: string): Promise<string[]> {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const items = await menu.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items;
}

test('packages: create with features, edit, delete; the free package cannot be deleted', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/subscriptions');
  await expect(packages(page).getByText('Free', { exact: true })).toBeVisible();
  expect(await menuItemsOf(page, 'Free')).toEqual(['Edit']);
  expect(await menuItemsOf(page, 'Standard')).toEqual(['Edit', 'Delete']);

  const name = uniqueName('Team');
  await page.getByRole('button', { name: '+ New Package' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Package' });
  await dialog.getByLabel('Package Name').fill(name);
  await dialog.getByLabel('Price').fill('79.50');
  await dialog.getByRole('group', { name: 'Features' }).getByLabel('Email support').check();
  await expectNoSeriousViolations(page, testInfo, 'New Package modal');
  await dialog.getByRole('button', { name: 'Create Package' }).click();
  await expect(dialog).toBeHidden();
  await expect(packages(page).getByText(name, { exact: true })).toBeVisible();

  const renamed = `${name} Plus`;
  await openRowAction(page, name, 'Edit');
  const editDialog = page.getByRole('dialog', { name: 'Edit Package' });
  await expect(editDialog.getByLabel('Package Name')).toHaveValue(name);
  await expect(editDialog.getByLabel('Email support')).toBeChecked();
  await editDialog.getByLabel('Package Name').fill(renamed);
  await editDialog.getByRole('button', { name: 'Update Package' }).click();
  await expect(packages(page).getByText(renamed, { exact: true })).toBeVisible();

  await openRowAction(page, renamed, 'Delete');
  await confirmDelete(page, renamed);
  await expect(packages(page).getByText(renamed, { exact: true })).toHaveCount(0);
});

test('features: only display-only ones can be deleted, and one in use is refused', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/subscriptions');
  await expect(
    features(page).getByText('Applicant analytics', { exact: true }).first(),
  ).toBeVisible();
  expect(await menuItemsOf(page, 'Applicant analytics')).toEqual(['Edit']);

  await openRowAction(page, 'Email support', 'Delete');
  const refused = deleteConfirmation(page, 'Email support');
  await refused.getByRole('button', { name: 'Delete' }).click();
  await expect(refused).toContainText(
    /This feature cannot be deleted because \d+ packages? lists? it\./,
  );
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await expect(refused).toBeHidden();

  const name = uniqueName('Dedicated manager');
  await page.getByRole('button', { name: '+ New Feature' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Feature' });
  await dialog.getByLabel('Feature Name').fill(name);
  await dialog.getByLabel('Config Name').fill(`manager_${Date.now().toString(36)}`);
  await expectNoSeriousViolations(page, testInfo, 'New Feature modal');
  await dialog.getByRole('button', { name: 'Create Feature' }).click();
  await expect(features(page).getByText(name, { exact: true })).toBeVisible();

  await openRowAction(page, name, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Feature' });
  await edit.getByLabel('Feature Name').fill(`${name} (new)`);
  await edit.getByRole('button', { name: 'Update Feature' }).click();
  await expect(features(page).getByText(`${name} (new)`, { exact: true })).toBeVisible();

  await openRowAction(page, `${name} (new)`, 'Delete');
  await confirmDelete(page, `${name} (new)`);
  await expect(features(page).getByText(`${name} (new)`, { exact: true })).toHaveCount(0);
});

test('the invoices table pages through the invoices', async ({ page }) => {
  await page.goto('/admin/subscriptions');
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(4);
  await page
    .getByRole('navigation', { name: 'Invoices pages' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/invoices_page=2/);
  await expect(invoices.getByRole('row')).toHaveCount(4);
});
