import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { openRowAction } from '../support/actions';
import { rowNamed } from '../support/tables';
import { uniqueName } from '../support/unique';

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a colleague password';

const adminsTable = (page: Page) => page.getByRole('table', { name: 'Admins' });

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
  await expect(page.getByText(`An invitation was sent to ${email}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowNamed(adminsTable(page), name).getByText('Invited')).toBeVisible();

  // The colleague opens the link in their own browser.
  const link = await invitationLinkFor(email, testInfo);
  // A fresh browser: no sign-in of the owner (the project's stored state is left out).
  const colleague = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const theirs = await colleague.newPage();
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
  const stranger = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const again = await stranger.newPage();
  await again.goto(link);
  await again.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await again.getByLabel('Confirm Password').fill(PASSWORD);
  await again.getByRole('button', { name: 'Set password' }).click();
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
