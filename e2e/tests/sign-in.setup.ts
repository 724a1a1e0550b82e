import { expect, test as setup } from '@playwright/test';
import { enrolFromSecretText, saveSecondFactor } from '../support/second-factor';
import { signedInState } from '../support/signed-in-state';
import { signIn } from '../support/sign-in';

/**
 * Signs in once per database; the journeys start from this browser state. Owners must sign in
 * with a second factor, so on a fresh server the demo admin is sent to set it up first: it is
 * enrolled here and its secret kept for every later sign-in (support/second-factor.ts).
 */
setup('sign in as the administrator', async ({ page }, testInfo) => {
  const database = testInfo.project.name.replace(/-sign-in$/, '');
  await page.goto('/admin/login');
  await signIn(page);
  const enrolment = page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' });
  await enrolment.or(page.getByText("Here's a quick insight on the system.")).first().waitFor();
  if (await enrolment.isVisible()) {
    saveSecondFactor(database, await enrolFromSecretText(page));
    await page.goto('/admin/home');
  }
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.context().storageState({ path: signedInState(database) });
});
