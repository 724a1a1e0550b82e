import { expect, test, type Locator, type Page } from '@playwright/test';
import { openRowAction } from '../support/actions';
import { ADMIN } from '../support/admin';
import { expectNoSeriousViolations } from '../support/accessibility';
import { captureScreen } from '../support/screenshots';
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

  // A asks for confirmation beside the documents; focus starts on Cancel, the next button
  // approves.
  await page.keyboard.press('a');
  const confirmation = page.getByRole('group', {
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
  const reject = page.getByRole('form', { name: /^Reject the verification of / });
  await expect(reject).toBeVisible();
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Choose why the verification is rejected.')).toBeVisible();
  await reject.getByRole('combobox', { name: 'Reason' }).selectOption('other');
  await reject
    .getByRole('textbox', { name: 'Describe the reason' })
    .fill('The card is a photocopy');
  await expectNoSeriousViolations(page, testInfo, 'reject form');
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

/**
 * The layout box of a locator in the page's coordinates, which must be rendered. (The window's
 * own coordinates move with any scroll between two measures: a resize scrolls the focused
 * control back into view.)
 */
async function boxOf(locator: Locator) {
  await expect(locator).toBeVisible();
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      x: box.x + window.scrollX,
      y: box.y + window.scrollY,
      width: box.width,
      height: box.height,
    };
  });
}

test('at 1440×900 the documents are in view with the decision beside them; a phone stacks them', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const name = await openRowOfList(page, '/admin/kyc?status=pending', 8);
  await expectDocumentsLoaded(page);
  const idFront = await boxOf(page.getByRole('img', { name: `ID front of ${name}` }));
  const selfie = await boxOf(page.getByRole('img', { name: `Selfie of ${name}` }));
  // Both documents whole in the first screen, without scrolling.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const document of [idFront, selfie]) {
    expect(document.y).toBeGreaterThanOrEqual(0);
    expect(document.y + document.height).toBeLessThanOrEqual(900);
    expect(document.height).toBeGreaterThan(200);
  }

  // The decision sits to the right of the documents, level with them, and asks in place.
  const decision = page.getByRole('region', { name: 'Decision', exact: true });
  const column = await boxOf(decision);
  expect(column.x).toBeGreaterThanOrEqual(selfie.x + selfie.width);
  expect(column.x + column.width).toBeLessThanOrEqual(1440);
  expect(column.y).toBeLessThan(idFront.y + idFront.height);
  await decision.getByRole('button', { name: 'Reject' }).click();
  const reject = decision.getByRole('form', { name: `Reject the verification of ${name}` });
  await expect(reject.getByRole('combobox', { name: 'Reason' })).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const form = await boxOf(reject);
  expect(form.x).toBeGreaterThanOrEqual(selfie.x + selfie.width);
  // The documents have not moved and nothing covers them.
  expect(await boxOf(page.getByRole('img', { name: `ID front of ${name}` }))).toEqual(idFront);
  await expectNoSeriousViolations(page, testInfo, 'KYC reject beside the documents');
  await captureScreen(page, testInfo, 'kyc-detail-1440');
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await expect(decision.getByRole('button', { name: 'Approve', exact: true })).toBeEnabled();

  // On a phone: one column, the documents first, the decision under them, nothing wider.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  const phoneFront = await boxOf(page.getByRole('img', { name: `ID front of ${name}` }));
  const phoneSelfie = await boxOf(page.getByRole('img', { name: `Selfie of ${name}` }));
  const phoneColumn = await boxOf(decision);
  expect(phoneSelfie.y).toBeGreaterThanOrEqual(phoneFront.y + phoneFront.height);
  expect(phoneColumn.y).toBeGreaterThanOrEqual(phoneSelfie.y + phoneSelfie.height);
  expect(phoneColumn.x + phoneColumn.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await captureScreen(page, testInfo, 'kyc-detail-phone');
});

test('the KYC detail links to the user, whose record links back to the check', async ({ page }) => {
  await openRowOfList(page, '/admin/kyc?status=all', 3);
  const kycPath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'View user record' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  const checks = page.getByRole('table', { name: 'KYC history' });
  const back = checks.locator(`a[href="${kycPath}"]`);
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(new RegExp(`${kycPath}$`));

  // The list's names open the user's record too.
  await page.goto('/admin/kyc?status=all');
  const name = await recordNameAt(table(page), 2);
  await table(page).getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
});

test('Next pending follows the list’s order and filters, across its pages', async ({ page }) => {
  // Oldest submitted first: the far end of the queue the other journeys decide from.
  const oldestFirst = '/admin/kyc?status=pending&sort=submitted_at';
  await openRowOfList(page, `${oldestFirst}&page=2`, 0);
  const firstOfPage2 = shownId(page);
  await openRowOfList(page, oldestFirst, 9);
  const lastOfPage1 = shownId(page);
  await page.getByRole('button', { name: 'Next pending' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/kyc/${firstOfPage2}$`));
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  expect(firstOfPage2).not.toBe(lastOfPage1);

  // Passports only, still oldest first: N opens the list's second row after its first.
  const passports = `${oldestFirst}&id_type=Passport`;
  await openRowOfList(page, passports, 1);
  const secondPassport = shownId(page);
  await openRowOfList(page, passports, 0);
  await expectDocumentsLoaded(page);
  await page.keyboard.press('n');
  await expect(page).toHaveURL(new RegExp(`/admin/kyc/${secondPassport}$`));
  await expect(page.getByText('Passport', { exact: true })).toBeVisible();

  // Back returns to the list as it was.
  await page.getByRole('button', { name: 'Back to KYC List' }).click();
  await expect(page).toHaveURL(/\/admin\/kyc\?.*id_type=Passport/);
  await expect(page).toHaveURL(/sort=submitted_at/);
});
