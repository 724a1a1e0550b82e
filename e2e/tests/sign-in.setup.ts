import { expect, test as setup } from '@playwright/test';
import { signedInState } from '../support/signed-in-state';
import { signIn } from '../support/sign-in';

/** Signs in once per database; the journeys start from this browser state. */
setup('sign in as the administrator', async ({ page }, testInfo) => {
  await page.goto('/admin/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/home$/);
  const database = testInfo.project.name.replace(/-sign-in$/, '');
  await page.context().storageState({ path: signedInState(database) });
});
