import { expect, test, type Page } from '@playwright/test';
import { openRowAction } from '../support/actions';
import { ADMIN } from '../support/admin';
import { expectNoSeriousViolations } from '../support/accessibility';
import { signIn } from '../support/sign-in';
import { recordNameAt } from '../support/tables';

const table = (page: Page) => page.getByRole('table', { name: 'KYC verifications' });
const approveButton = (page: Page) => page.getByRole('button', { name: 'Approve', exact: true });

/** The id of the verification the page shows. */
const shownId = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

/**
 * Opens the verification in row `index` of the list's current filter; returns its name. (The
 * other KYC journeys decide the first rows, at the same time: these start further down.)
 */
async function openRowOfList(page: Page, listPath: string, index: number): Promise<string> {
  await page.goto(listPath);
  const name = await recordNameAt(table(page), index);
  await openRowAction(page, name, 'View');
  await expect(page).toHaveURL(/\/admin\/kyc\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

/** Both documents have arrived as real images, and so Approve is offered (when it applies). */
async function expectDocumentsLoaded(page: Page) {
  for (const name of ['ID Front', 'Selfie']) {
    const image = page.getByRole('figure', { name }).getByRole('img');
    await expect(image).toHaveAttribute('src', /^\/api\/kyc-documents\/\d+\/(id-front|selfie)\?/);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
}

test.describe.configure({ mode: 'serial' });

test('the review queue by keyboard: A approves, R rejects with a reason, each opens the next', async ({
  page,
}, testInfo) => {
  const firstName = await openRowOfList(page, '/admin/kyc?status=pending', 5);
  const firstId = shownId(page);
  await expectDocumentsLoaded(page);
  await expect(approveButton(page)).toBeEnabled();
  await expectNoSeriousViolations(page, testInfo, 'KYC review');

  // ? lists the shortcuts.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Approve this verification');
  await expect(help).toContainText('Open the next pending verification');
  await expectNoSeriousViolations(page, testInfo, 'keyboard shortcuts');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // A asks for confirmation; focus starts on Cancel, the next button approves.
  await page.keyboard.press('a');
  const confirmation = page.getByRole('alertdialog', {
    name: `Approve the verification of ${firstName}?`,
  });
  await expect(confirmation).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'approve confirmation');
  await expect(confirmation.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirmation.getByRole('button', { name: 'Approve' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('KYC verification has been approved')).toBeVisible();

  // The next pending verification opens.
  await expect(page).not.toHaveURL(new RegExp(`/admin/kyc/${firstId}$`));
  await expect(page).toHaveURL(/\/admin\/kyc\/\d+$/);
  const secondId = shownId(page);
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  await expectDocumentsLoaded(page);

  // R asks for a reason; none chosen is refused, "Other" needs words.
  await page.keyboard.press('r');
  const reject = page.getByRole('dialog', { name: /^Reject the verification of / });
  await expect(reject).toBeVisible();
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Choose why the verification is rejected.')).toBeVisible();
  await reject.getByRole('combobox', { name: 'Reason' }).selectOption('other');
  await reject
    .getByRole('textbox', { name: 'Describe the reason' })
    .fill('The card is a photocopy');
  await expectNoSeriousViolations(page, testInfo, 'reject dialog');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('KYC verification has been rejected')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/admin/kyc/${secondId}$`));
  const thirdId = shownId(page);

  // N moves on without deciding.
  await expectDocumentsLoaded(page);
  await page.keyboard.press('n');
  await expect(page).not.toHaveURL(new RegExp(`/admin/kyc/${thirdId}$`));
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();

  // The decisions are stored and shown: the reason, and who went from what to what.
  await page.goto(`/admin/kyc/${secondId}`);
  await expect(page.getByText('Rejection reason').locator('..')).toContainText(
    'Other: The card is a photocopy',
  );
  const history = page.getByRole('table', { name: 'Decisions on this verification' });
  const latest = history.getByRole('row').nth(1);
  await expect(latest).toContainText(ADMIN.name);
  await expect(latest).toContainText('Pending → Rejected');
  await expect(latest).toContainText('Other: The card is a photocopy');
  await expectNoSeriousViolations(page, testInfo, 'KYC decision history');

  await page.goto(`/admin/kyc/${firstId}`);
  await expect(
    page.getByRole('table', { name: 'Decisions on this verification' }).getByRole('row').nth(1),
  ).toContainText('Pending → Approved');
});

test('documents load on another address than APP_URL, and zoom and rotate', async ({
  browser,
}, testInfo) => {
  // The server's APP_URL is the 127.0.0.1 address; open the app on localhost instead.
  const appUrl = String(testInfo.project.use.baseURL);
  const elsewhere = appUrl.replace('127.0.0.1', 'localhost');
  expect(elsewhere).not.toBe(appUrl);
  const context = await browser.newContext({ baseURL: elsewhere });
  const page = await context.newPage();
  try {
    await page.goto('/admin/login');
    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/home$/);
    await openRowOfList(page, '/admin/kyc?status=pending', 7);
    expect(new URL(page.url()).hostname).toBe('localhost');
    await expectDocumentsLoaded(page);
    await expect(approveButton(page)).toBeEnabled();

    const idFront = page.getByRole('figure', { name: 'ID Front' });
    await idFront.getByRole('button', { name: 'Zoom in on ID Front' }).click();
    await expect(idFront.getByRole('img')).toHaveAttribute('data-zoom', '1.5');
    await idFront.getByRole('button', { name: 'Rotate ID Front' }).click();
    await expect(idFront.getByRole('img')).toHaveAttribute('data-rotation', '90');
    await expect(idFront.getByRole('button', { name: 'Show ID Front full screen' })).toBeEnabled();
    await expectNoSeriousViolations(page, testInfo, 'KYC documents zoomed');
  } finally {
    await context.close();
  }
});
