import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { uniqueName } from '../support/unique';

test.describe.configure({ mode: 'serial' });

test('invoices: open from Subscriptions, mark an unpaid invoice paid, then find it among the paid', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/subscriptions');
  await page.getByRole('link', { name: 'View all invoices >' }).click();
  await expect(page).toHaveURL(/\/admin\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'Invoices screen');

  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Unpaid' });
  await expect(page).toHaveURL(/[?&]paid=no/);
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Status: Unpaid');
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText('Unpaid');
  await expect(table.getByText('Paid', { exact: true })).toHaveCount(0);
  const number = (await firstRow.getByRole('cell').nth(1).textContent())?.trim() ?? '';
  expect(number).toMatch(/^INV-\d{4}-\d{6,}$/);

  await firstRow.getByRole('button', { name: new RegExp(`^Actions for ${number} `) }).click();
  await page.getByRole('menuitem', { name: 'Mark paid' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Mark invoice ${number} as paid?` });
  await expect(confirm).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'Mark paid confirmation');
  await confirm.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText(`Invoice ${number} marked as paid.`)).toBeVisible();
  await expect(confirm).toBeHidden();
  // No longer unpaid: it leaves the filtered list.
  await expect(table.getByText(number, { exact: true })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Paid' });
  await expect(page).toHaveURL(/[?&]paid=yes/);
  const paidOn = table.getByRole('button', { name: /Paid on/ });
  await paidOn.click();
  await expect(page).toHaveURL(/[?&]sort=paid_date/);
  await paidOn.click();
  await expect(page).toHaveURL(/[?&]sort=-paid_date/);
  await expect(table.getByRole('columnheader', { name: /Paid on/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  // Paid just now: the most recently paid invoice.
  const newest = table.getByRole('row').nth(1);
  await expect(newest.getByRole('cell').nth(1)).toHaveText(number);
  await expect(newest).toContainText('Paid');

  // The URL holds the whole view: a reload shows the same list.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Status: Paid');
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(number);
});

test('web pages: add a page with a slug made from its title; a used slug is refused', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/content-management');
  await page.getByRole('button', { name: '+ Add page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Web Page' });
  const title = uniqueName('Careers');
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  const slug = dialog.getByRole('textbox', { name: 'Slug' });
  const expectedSlug = title.toLowerCase().replace(/ /g, '-');
  await expect(slug).toHaveValue(expectedSlug);
  await dialog.getByRole('textbox', { name: 'Body' }).fill('We are hiring engineers.');
  await dialog.getByRole('checkbox', { name: 'Is Published?' }).check();
  await expectNoSeriousViolations(page, testInfo, 'Add Web Page modal');
  await dialog.getByRole('button', { name: 'Create Page' }).click();
  await expect(page.getByText('Web Page created successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const pages = page.getByRole('table', { name: 'Web pages' });
  const pageNav = page.getByRole('navigation', { name: 'Web pages pagination' });
  const lastPage = pageNav.getByRole('button', { name: /^Page \d+$/ }).last();
  if (await lastPage.isVisible()) await lastPage.click();
  await expect(pages.getByText(title)).toBeVisible();

  await page.getByRole('button', { name: '+ Add page' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Another page');
  await dialog.getByRole('checkbox', { name: 'Edit the slug manually' }).check();
  await slug.fill(expectedSlug);
  await dialog.getByRole('textbox', { name: 'Body' }).fill('Same address.');
  await dialog.getByRole('button', { name: 'Create Page' }).click();
  await expect(dialog).toContainText(`A web page with the slug "${expectedSlug}" already exists.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
