import { expect, test, type Page } from '@playwright/test';
import { openRowAction } from '../support/actions';
import { expectNoSeriousViolations } from '../support/accessibility';
import { captureScreen } from '../support/screenshots';
import { recordNameAt, rowNamed } from '../support/tables';

const table = (page: Page) => page.getByRole('table', { name: 'KYC verifications' });
const dataRows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

test.describe.configure({ mode: 'serial' });

test('the status filter defaults to pending, and its choice lives in the URL', async ({ page }) => {
  await page.goto('/admin/kyc');
  const filter = page.getByRole('combobox', { name: 'Filter by status' });
  await expect(filter).toHaveValue('pending');
  await expect(dataRows(page).first()).toContainText('Pending');

  await filter.selectOption('approved');
  await expect(page).toHaveURL(/\/admin\/kyc\?status=approved$/);
  await expect(dataRows(page).first()).toContainText('Approved');
  await expect(table(page).getByText('Pending', { exact: true })).toHaveCount(0);

  await page.reload();
  await expect(filter).toHaveValue('approved');
});

test('an admin approves a pending verification from the list', async ({ page }) => {
  await page.goto('/admin/kyc');
  const name = await recordNameAt(table(page));
  await openRowAction(page, name, 'Approve');
  const confirmation = page.getByRole('alertdialog', {
    name: `Approve the verification of ${name}?`,
  });
  await confirmation.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('KYC verification has been approved')).toBeVisible();

  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('approved');
  await expect(rowNamed(table(page), name).first()).toBeVisible();
});

test('an admin rejects on the detail page and saves a comment', async ({ page }, testInfo) => {
  await page.goto('/admin/kyc');
  const name = await recordNameAt(table(page));
  await openRowAction(page, name, 'View');
  await expect(page).toHaveURL(/\/admin\/kyc\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('img', { name: `ID front of ${name}` })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'KYC Details');
  await captureScreen(page, testInfo, 'kyc-detail');

  const id = new URL(page.url()).pathname.split('/').pop();
  await page.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: `Reject the verification of ${name}` });
  await reject.getByRole('combobox', { name: 'Reason' }).selectOption('blurry_document');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('KYC verification has been rejected')).toBeVisible();
  // The review queue moves on; come back to the rejected record.
  await expect(page).not.toHaveURL(new RegExp(`/admin/kyc/${id}$`));
  await page.goto(`/admin/kyc/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reject' })).toBeDisabled();

  const comment = page.getByRole('textbox', { name: 'Admin Comment' });
  const save = page.getByRole('button', { name: 'Save Comment' });
  await expect(save).toBeDisabled();
  await comment.fill('Document photo is blurred; please upload a sharper one.');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(comment).toHaveValue('Document photo is blurred; please upload a sharper one.');
  await expect(page.getByText('Rejected', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Back to KYC List' }).click();
  await expect(page).toHaveURL(/\/admin\/kyc(\?.*)?$/);
});
