import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';

test('settings saved on both tabs survive a reload', async ({ page }, testInfo) => {
  await page.goto('/admin/settings');
  const address = page.getByLabel('Address');
  await expect(address).not.toHaveValue('');
  const newAddress = `1 Harbour Road, Unit ${Date.now() % 1000}, Cape Town`;
  await address.fill(newAddress);
  await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('General Settings Saved!')).toBeVisible();

  await page.getByRole('tab', { name: 'Application' }).click();
  await expect(page).toHaveURL(/tab=application/);
  await expectNoSeriousViolations(page, testInfo, 'Settings application tab');
  const recaptcha = page.getByRole('checkbox');
  const wasActive = await recaptcha.isChecked();
  await recaptcha.setChecked(!wasActive);
  const siteKey = `site-key-${Date.now().toString(36)}`;
  await page.getByLabel('reCAPTCHA Site Key').fill(siteKey);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Application Settings Saved!')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Application' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel('reCAPTCHA Site Key')).toHaveValue(siteKey);
  await expect(page.getByRole('checkbox')).toBeChecked({ checked: !wasActive });
  await page.getByRole('tab', { name: 'General' }).click();
  await expect(page.getByLabel('Address')).toHaveValue(newAddress);
});
