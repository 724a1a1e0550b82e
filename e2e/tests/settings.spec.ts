import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { eventually } from '../support/integrations';
import { startReceiverProcess, type ReceiverProcess } from '../support/receiver';
import { createAdmin } from '../support/team';
import { uniqueName } from '../support/unique';

const COVER_IMAGE = fileURLToPath(new URL('../fixtures/cover.png', import.meta.url));
const SAVED_HOOK = 'Setting website_webhook_url saved';
const BUILD_QUEUED = 'A website build was requested; it starts within a few seconds.';

test.describe.configure({ mode: 'serial' });

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

// The website build hook, called as the platform's static website expects: a content change
// starts one build, whatever else changes within its few seconds. (In this file: the journey above
// saves the general settings too, and would otherwise meet this one's URL.)
test.describe('the website build hook', () => {
  let receiver: ReceiverProcess;
  test.beforeAll(async () => {
    receiver = await startReceiverProcess();
  });
  test.afterAll(async () => {
    await receiver.stop();
  });

  test('an editor publishes a blog post and the website is rebuilt once; an admin rebuilds it now', async ({
    page,
    browser,
  }, testInfo) => {
    const hook = page.getByLabel('Website Webhook URL');
    await page.goto('/admin/settings');
    await hook.fill(receiver.url('/build'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('General Settings Saved!')).toBeVisible();
    // Saving the settings asks for a build of its own; the post's comes after it.
    await eventually(
      receiver,
      ({ builds }) => builds.find((build) => build.body.changes.includes(SAVED_HOOK)),
      'the build of the saved settings',
    );

    const editor = createAdmin(testInfo, {
      role: 'content_editor',
      label: 'build-editor',
      firstName: 'Edith',
    });
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      storageState: { cookies: [], origins: [] },
    });
    const editorPage = await context.newPage();
    await editorPage.goto('/admin/login');
    await editorPage.getByLabel('Email Address').fill(editor.email);
    await editorPage.getByLabel('Password', { exact: true }).fill(editor.password);
    await editorPage.getByRole('button', { name: 'Login' }).click();
    await expect(editorPage).toHaveURL(/\/admin\/home$/);

    const title = uniqueName('Website news');
    await editorPage.goto('/admin/content-management/blog/post/new');
    await editorPage.getByRole('textbox', { name: 'Post Title' }).fill(title);
    await editorPage.getByLabel('Featured Image').setInputFiles(COVER_IMAGE);
    await editorPage.getByRole('textbox', { name: 'Excerpt' }).fill('Out on the website.');
    await editorPage.getByRole('textbox', { name: 'Body' }).fill('Now on the public website.');
    await editorPage.getByRole('checkbox', { name: 'Is Published?' }).check();
    await editorPage.getByRole('button', { name: 'Create Post' }).click();
    await expect(editorPage).toHaveURL(/\/admin\/content-management(\?.*)?$/);
    await context.close();

    const created = `Blog post “${title}” created`;
    await eventually(
      receiver,
      ({ builds }) => builds.find((build) => build.body.changes.includes(created)),
      'a build for the post',
    );
    // Past the coalescing window: still one build for it.
    await page.waitForTimeout(3500);
    const forThePost = (await receiver.received()).builds.filter((build) =>
      build.body.changes.includes(created),
    );
    expect(forThePost).toHaveLength(1);

    // The settings screen lists the build, and rebuilds on request.
    await page.reload();
    const builds = page.getByRole('table', { name: 'Recent website builds' });
    await expect(builds.getByText(created)).toBeVisible();
    await expect(builds.getByText('Succeeded').first()).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'Settings website builds');
    const count = (await receiver.received()).builds.length;
    await page.getByRole('button', { name: 'Rebuild website now' }).click();
    await expect(page.getByText(BUILD_QUEUED)).toBeVisible();
    await eventually(
      receiver,
      ({ builds: sent }) =>
        sent
          .slice(count)
          .find((build) => build.body.changes.some((line) => line.startsWith('Rebuild requested'))),
      'the requested rebuild',
    );

    // No URL, no build: the other journeys' changes call nothing.
    await hook.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('General Settings Saved!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rebuild website now' })).toBeDisabled();
  });
});
