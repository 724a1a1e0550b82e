import { expect, type Page } from '@playwright/test';
import { ADMIN } from './admin';

/** Signs in through the login screen and waits for the screen it leads to. */
export async function signIn(page: Page, password = ADMIN.password) {
  await page.getByLabel('Email Address').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Opens the account menu in the page header and signs out. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: ADMIN.name }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}
