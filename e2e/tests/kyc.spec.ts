import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { openRowAction } from '../support/actions';
import { addWebhookEndpoint, createApiKey, eventually } from '../support/integrations';
import { startReceiverProcess, type ReceiverProcess } from '../support/receiver';
import { uniqueName } from '../support/unique';
import { expectNoSeriousViolations } from '../support/accessibility';
import { captureScreen } from '../support/screenshots';
import { recordNameAt, rowNamed } from '../support/tables';

const DOCUMENT = fileURLToPath(new URL('../fixtures/cover.png', import.meta.url));
const INTEGRATION_REVOKED = 'The API key was revoked; calls made with it are refused from now on.';

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
  const reject = page.getByRole('form', { name: `Reject the verification of ${name}` });
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

// The platform's services, end to end: a backend submits identity checks with an API key, the
// reviewers decide them here, and the decisions reach the backend as signed webhooks, received by
// a process of its own that verifies every signature with the standardwebhooks package. (In this
// file: its pending check is the newest, the first row the journeys above decide.)
test.describe('from the platform', () => {
  let receiver: ReceiverProcess;
  test.beforeAll(async () => {
    receiver = await startReceiverProcess();
  });
  test.afterAll(async () => {
    await receiver.stop();
  });

  test('a check submitted with an API key is rejected with a reason, resubmitted and approved, each decision a signed webhook', async ({
    page,
    request,
  }, testInfo) => {
    const keyName = uniqueName('Mobile backend');
    const key = await createApiKey(page, testInfo, keyName, ['kyc.submit', 'kyc.read']);
    const endpoint = await addWebhookEndpoint(page, testInfo, {
      url: receiver.url('/events'),
      description: 'Mobile backend: identity decisions',
      events: ['kyc.submitted', 'kyc.approved', 'kyc.rejected'],
    });
    await receiver.useSecret(endpoint.secret);

    const fullName = uniqueName('Platform Applicant');
    const submit = (userId: number) =>
      request.post('/api/platform/kyc-verifications', {
        headers: { authorization: `Bearer ${key}` },
        multipart: {
          user_id: String(userId),
          full_name: fullName,
          id_type: 'Passport',
          id_number: `P${Date.now() % 100_000_000}`,
          id_front: { name: 'front.png', mimeType: 'image/png', buffer: readFileSync(DOCUMENT) },
          selfie: { name: 'selfie.png', mimeType: 'image/png', buffer: readFileSync(DOCUMENT) },
        },
      });

    // The platform submits a check for one of its users (one without a check waiting).
    const users = await page.request.get('/api/admin/users?page=7');
    expect(users.status()).toBe(200);
    const candidates = ((await users.json()) as { data: { id: number; blocked: boolean }[] }).data
      .filter((user) => !user.blocked)
      .map((user) => user.id);
    let first: { id: number; user_id: number } | undefined;
    for (const userId of candidates) {
      const answer = await submit(userId);
      if (answer.status() === 409) continue;
      expect(answer.status()).toBe(201);
      first = ((await answer.json()) as { data: { id: number; user_id: number } }).data;
      break;
    }
    expect(first, 'a user without a pending check').toBeDefined();
    const submitted = await eventually(
      receiver,
      ({ events }) => events.find((e) => e.type === 'kyc.submitted' && e.data.id === first!.id),
      'kyc.submitted',
    );
    expect(submitted.data).toMatchObject({ status: 'pending', resubmission_of: null });

    // It is in the reviewers' queue, with its documents; a reviewer rejects it with a reason.
    await page.goto('/admin/kyc?status=pending');
    await expect(rowNamed(table(page), fullName)).toBeVisible();
    await page.goto(`/admin/kyc/${first!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    const front = page.getByRole('img', { name: `ID front of ${fullName}` });
    await expect
      .poll(() => front.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('form', { name: `Reject the verification of ${fullName}` });
    await reject.getByRole('combobox', { name: 'Reason' }).selectOption('blurry_document');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('KYC verification has been rejected')).toBeVisible();

    const rejected = await eventually(
      receiver,
      ({ events }) => events.find((e) => e.type === 'kyc.rejected' && e.data.id === first!.id),
      'kyc.rejected',
    );
    expect(rejected.data).toMatchObject({
      user_id: first!.user_id,
      status: 'rejected',
      reason: 'blurry_document',
    });

    // The platform tells the person, who sends new photos: the same call resubmits.
    const again = await submit(first!.user_id);
    expect(again.status()).toBe(201);
    const second = ((await again.json()) as { data: { id: number; resubmission_of: number } }).data;
    expect(second.resubmission_of).toBe(first!.id);
    await eventually(
      receiver,
      ({ events }) => events.find((e) => e.type === 'kyc.submitted' && e.data.id === second.id),
      'the resubmission',
    );

    await page.goto(`/admin/kyc/${second.id}`);
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page
      .getByRole('group', { name: `Approve the verification of ${fullName}?` })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(page.getByText('KYC verification has been approved')).toBeVisible();
    const approved = await eventually(
      receiver,
      ({ events }) => events.find((e) => e.type === 'kyc.approved' && e.data.id === second.id),
      'kyc.approved',
    );
    expect(approved.data).toMatchObject({ user_id: first!.user_id, status: 'approved' });

    // The platform can read the outcome too; every webhook verified; the log shows them sent.
    const status = await request.get(`/api/platform/kyc-verifications/${first!.id}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(await status.json()).toMatchObject({
      data: { status: 'rejected', reason: 'blurry_document' },
    });
    expect((await receiver.received()).invalid).toEqual([]);
    await page.goto(`/admin/integrations/webhooks/${endpoint.id}`);
    const deliveries = page.getByRole('table', { name: 'Deliveries' });
    await expect(deliveries.getByText('kyc.rejected')).toBeVisible();
    await expect(deliveries.getByText('Succeeded').first()).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'webhook endpoint');

    // An admin's session opens nothing of the intake API; a revoked key neither.
    expect((await page.request.get(`/api/platform/kyc-verifications/${first!.id}`)).status()).toBe(
      401,
    );
    await page.goto('/admin/integrations?tab=api-keys');
    await expect(page.getByRole('table', { name: 'API keys' })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'API keys');
    await openRowAction(page, keyName, 'Revoke');
    await page
      .getByRole('alertdialog', { name: `Revoke ${keyName}?` })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(page.getByText(INTEGRATION_REVOKED)).toBeVisible();
    const refused = await request.get(`/api/platform/kyc-verifications/${first!.id}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(refused.status()).toBe(401);

    // The endpoint goes: nothing more is sent to a receiver that is about to stop.
    await page.goto(`/admin/integrations/webhooks/${endpoint.id}`);
    await page
      .getByRole('region', { name: 'Settings' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page
      .getByRole('alertdialog', {
        name: `Delete “${receiver.url('/events')}”?`,
      })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page).toHaveURL(/\/admin\/integrations$/);
  });
});
