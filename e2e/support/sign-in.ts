import { expect, type Page } from '@playwright/test';
import { ADMIN } from './admin';
import { answerSecondFactor } from './second-factor';

/**
 * Signs in through the login screen as the demo admin; when the server asks for the second
 * factor (the demo admin is enrolled by the sign-in setup), answers it. A wrong password leaves
 * the login screen showing the error.
 */
export async function signIn(page: Page, password = ADMIN.password) {
  await page.getByLabel('Email Address').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  const codeStep = page.getByLabel('Authentication code');
  // The code step, the error, or the signed-in layout (#main): whichever comes first.
  await codeStep.or(page.getByRole('alert')).or(page.locator('#main')).first().waitFor();
  if (await codeStep.isVisible()) await answerSecondFactor(page);
}

/** Opens the account menu in the page header and signs out. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: ADMIN.name }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}
