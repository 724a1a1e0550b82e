import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility';

/** Opens the actions menu of the record named `name` and picks one of its items. */
export async function openRowAction(page: Page, name: string, action: string) {
  await page
    .getByRole('button', { name: `Actions for ${name}`, exact: true })
    .first()
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

/**
 * The delete confirmation of the record named `name`: its title asks Delete (the kind) “name”?
 * and its buttons are Cancel and Delete.
 */
export const deleteConfirmation = (page: Page, name: string) =>
  page.getByRole('alertdialog', {
    name: new RegExp(`^Delete (the [a-z ]+ )?“${escapeRegExp(name)}”\\?$`),
  });

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Confirms the open delete confirmation of `name` and waits for it to close. */
export async function confirmDelete(page: Page, name: string, testInfo?: TestInfo) {
  const confirm = deleteConfirmation(page, name);
  await expect(confirm).toBeVisible();
  if (testInfo) await expectNoSeriousViolations(page, testInfo, 'delete confirmation');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
}
