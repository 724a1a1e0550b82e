import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { openRowAction } from '../support/actions';
import { rowNamed } from '../support/tables';
import { uniqueName } from '../support/unique';

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a colleague password';

const adminsTable = (page: Page) => page.getByRole('table', { name: 'Admins' });

const NOT_MAILED = 'Mail is not set up, so no email was sent: copy the link and give it to them.';

/** A browser of someone else's: signed out (the project's stored sign-in is left out). */
async function signedOutPage(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  return { context, page: await context.newPage() };
}

/** Opens an invitation link and chooses a password with it; returns the page. */
async function acceptWith(page: Page, link: string) {
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
}

/**
 * The set-password link mailed to `email`. With no SMTP server the e2e server logs its mails
 * (JSON lines in artifacts/e2e/<project>/server.log, see serve.mjs).
 */
async function invitationLinkFor(email: string, testInfo: TestInfo): Promise<string> {
  const log = fileURLToPath(
    new URL(`../../artifacts/e2e/${testInfo.project.name}/server.log`, import.meta.url),
  );
  let link: string | undefined;
  await expect
    .poll(() => {
      const lines = readFileSync(path.resolve(log), 'utf8').split('\n');
      for (const line of lines) {
        if (!line.includes(email)) continue;
        const entry = JSON.parse(line) as { mail?: { to?: string; text?: string } };
        const found = entry.mail?.to === email && /https?:\/\/\S+/.exec(entry.mail.text ?? '');
        if (found) link = found[0];
      }
      return link;
    })
    .toBeTruthy();
  return link!;
}

test('an owner invites a colleague, who sets a password and signs in; deactivation signs them out', async ({
  page,
  browser,
}, testInfo) => {
  const name = uniqueName('Sam Support');
  const email = `${name.split(' ').at(-1)}.sam@example.com`;

  await page.goto('/admin/admins');
  await expect(page.getByRole('heading', { level: 1, name: 'Admins' })).toBeVisible();
  await expect(adminsTable(page).getByText('admin@example.com')).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'admins');

  await page.getByRole('button', { name: '+ Invite admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite an admin' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: 'Support (read-only)' });
  await expectNoSeriousViolations(page, testInfo, 'invite admin modal');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  // The e2e server has no mail server (serve.mjs): the app says so and shows the link to copy.
  const linkDialog = page.getByRole('dialog', { name: `Invitation link for ${name}` });
  await expect(linkDialog.getByText(NOT_MAILED)).toBeVisible();
  await linkDialog.getByRole('button', { name: 'Done' }).click();
  await expect(linkDialog).toBeHidden();
  await expect(rowNamed(adminsTable(page), name).getByText('Invited')).toBeVisible();

  // The colleague opens the link in their own browser.
  const link = await invitationLinkFor(email, testInfo);
  // A fresh browser: no sign-in of the owner (the project's stored state is left out).
  const { context: colleague, page: theirs } = await signedOutPage(browser, testInfo);
  await theirs.goto(link);
  await expect(theirs.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
  await expect(theirs.getByLabel('Email')).toHaveValue(email);
  await expectNoSeriousViolations(theirs, testInfo, 'invitation');
  await theirs.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await theirs.getByLabel('Confirm Password').fill(PASSWORD);
  await theirs.getByRole('button', { name: 'Set password' }).click();
  await expect(theirs).toHaveURL(/\/admin\/login/);
  await expect(theirs.getByRole('status')).toContainText('Your password is set.');

  await theirs.getByLabel('Email Address').fill(email);
  await theirs.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await theirs.getByRole('button', { name: 'Login' }).click();
  await expect(theirs).toHaveURL(/\/admin\/home$/);
  await expect(theirs.getByRole('heading', { level: 1 })).toContainText(name);
  // Support looks things up: no Admins screen in their menu.
  await expect(theirs.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(theirs.getByRole('link', { name: 'Admins' })).toHaveCount(0);

  // The link worked once: opened again (in another signed-out browser), it is refused.
  const { context: stranger, page: again } = await signedOutPage(browser, testInfo);
  await acceptWith(again, link);
  await expect(again.getByRole('alert')).toContainText('invalid, has expired or was already used');
  await stranger.close();

  // The owner sees them active, then deactivates them: their session ends at once.
  await page.reload();
  const row = rowNamed(adminsTable(page), name);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await openRowAction(page, name, 'Deactivate');
  const confirm = page.getByRole('alertdialog', { name: `Deactivate ${name}?` });
  await expectNoSeriousViolations(page, testInfo, 'deactivate confirmation');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('Deactivated')).toBeVisible();

  await theirs.goto('/admin/users');
  await expect(theirs).toHaveURL(/\/admin\/login/);
  await colleague.close();
});

test('with mail off, an owner copies an invitation link, then a fresh one that replaces it', async ({
  page,
  browser,
}, testInfo) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  const name = uniqueName('Lou Links');
  const email = `${name.split(' ').at(-1)}.lou@example.com`;

  await page.goto('/admin/admins');
  await page.getByRole('button', { name: '+ Invite admin' }).click();
  const form = page.getByRole('dialog', { name: 'Invite an admin' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption({ label: 'Content editor' });
  await form.getByRole('button', { name: 'Send invitation' }).click();

  // No email was sent: the app says so truthfully and offers the link.
  const linkDialog = page.getByRole('dialog', { name: `Invitation link for ${name}` });
  await expect(linkDialog.getByText(NOT_MAILED)).toBeVisible();
  await expect(page.getByText(/^The invitation email was sent/)).toHaveCount(0);
  await expectNoSeriousViolations(page, testInfo, 'invitation link dialog');
  const field = linkDialog.getByLabel('Invitation link');
  const firstLink = await field.inputValue();
  expect(new URL(firstLink).searchParams.get('email')).toBe(email);
  await linkDialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(linkDialog.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await clipboard()).toBe(firstLink);
  await linkDialog.getByRole('button', { name: 'Done' }).click();
  await expect(linkDialog).toBeHidden();

  // Later, the owner copies a fresh link from the row's menu: the first one stops working.
  await expect(rowNamed(adminsTable(page), name).getByText('Invited')).toBeVisible();
  await openRowAction(page, name, 'Copy invitation link');
  await expect(
    page.getByText(`The invitation link for ${name} was copied; earlier links no longer work.`),
  ).toBeVisible();
  const freshLink = await clipboard();
  expect(freshLink).not.toBe(firstLink);
  expect(new URL(freshLink).searchParams.get('email')).toBe(email);

  const colleague = await signedOutPage(browser, testInfo);
  await acceptWith(colleague.page, firstLink);
  await expect(colleague.page.getByRole('alert')).toContainText(
    'invalid, has expired or was already used',
  );
  await acceptWith(colleague.page, freshLink);
  await expect(colleague.page).toHaveURL(/\/admin\/login/);
  await expect(colleague.page.getByRole('status')).toContainText('Your password is set.');
  await colleague.context.close();

  // Accepted: the row is active and offers no invitation link any more.
  await page.reload();
  const row = rowNamed(adminsTable(page), name);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Change role' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Copy invitation link' })).toHaveCount(0);
  await page.keyboard.press('Escape');
});
