import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility';
import type { Received, ReceiverProcess } from './receiver';

/** Reads the value a "shown once" dialog offers to copy, and closes the dialog. */
async function takeShownOnce(page: Page, title: string, label: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  const value = await dialog.getByRole('textbox', { name: label }).inputValue();
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(dialog).toBeHidden();
  return value;
}

/** Creates an API key on the Integrations screen; returns the key, shown once. */
export async function createApiKey(
  page: Page,
  testInfo: TestInfo,
  name: string,
  scopes: string[],
): Promise<string> {
  await page.goto('/admin/integrations?tab=api-keys');
  await page.getByRole('button', { name: '+ Create API key' }).click();
  const form = page.getByRole('dialog', { name: 'Create an API key' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  for (const scope of scopes) await form.getByRole('checkbox', { name: scope }).check();
  await expectNoSeriousViolations(page, testInfo, 'create API key');
  await form.getByRole('button', { name: 'Create key' }).click();
  const key = await takeShownOnce(page, 'The new API key', 'API key');
  expect(key).toMatch(/^jbk_/);
  return key;
}

/** Adds a webhook endpoint on the Integrations screen; returns its id and signing secret. */
export async function addWebhookEndpoint(
  page: Page,
  testInfo: TestInfo,
  { url, description, events }: { url: string; description: string; events: string[] },
): Promise<{ id: number; secret: string }> {
  await page.goto('/admin/integrations');
  await page.getByRole('button', { name: '+ Add endpoint' }).click();
  const form = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await form.getByRole('textbox', { name: 'URL' }).fill(url);
  await form.getByRole('textbox', { name: 'Description' }).fill(description);
  for (const event of events) await form.getByRole('checkbox', { name: event }).check();
  await expectNoSeriousViolations(page, testInfo, 'add webhook endpoint');
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/webhooks') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  const { data } = (await (await created).json()) as { data: { endpoint: { id: number } } };
  const secret = await takeShownOnce(page, 'The endpoint’s signing secret', 'Signing secret');
  expect(secret).toMatch(/^whsec_/);
  return { id: data.endpoint.id, secret };
}

/** Waits until the receiver has what `found` looks for; returns it. */
export async function eventually<T>(
  receiver: ReceiverProcess,
  found: (received: Received) => T | undefined,
  what: string,
): Promise<T> {
  let result: T | undefined;
  await expect
    .poll(async () => (result = found(await receiver.received())) !== undefined, {
      message: `the receiver gets ${what}`,
      timeout: 20_000,
    })
    .toBe(true);
  return result!;
}
