import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../support/admin';
import { expectNoSeriousViolations } from '../support/accessibility';

test.describe.configure({ mode: 'serial' });

type Person = { id: number; full_name: string; blocked: boolean };

/**
 * A user no other journey works on: an unblocked one from the middle of the list by
 * registration date (the other journeys pick users by name, email or search).
 */
async function quietUser(page: Page): Promise<Person> {
  const response = await page.request.get('/api/admin/users?sort=created_at&page=15');
  expect(response.ok()).toBe(true);
  const person = ((await response.json()).data as Person[]).find((user) => !user.blocked);
  if (!person) throw new Error('No unblocked user in the middle of the demo data.');
  return person;
}

async function setBlocked(page: Page, person: Person, block: boolean) {
  const verb = block ? 'Block' : 'Unblock';
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByRole('button', { name: verb, exact: true }).click();
  await page
    .getByRole('alertdialog', { name: `${verb} ${person.full_name}?` })
    .getByRole('button', { name: verb })
    .click();
  await expect(
    profile.getByRole('button', { name: block ? 'Unblock' : 'Block', exact: true }),
  ).toBeVisible();
}

test('the audit log shows a record’s change in words, filters to it and exports it', async ({
  page,
}, testInfo) => {
  const person = await quietUser(page);

  // The screen is in the menu.
  await page.goto('/admin/home');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  // Block the user on their record page, then open the record's full history.
  await page.goto(`/admin/users/${person.id}`);
  await expect(page.getByRole('heading', { level: 1, name: person.full_name })).toBeVisible();
  await setBlocked(page, person, true);
  await page.getByRole('link', { name: 'View full history' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/audit-log\\?entity=user&entity_id=${person.id}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips).toContainText(`Record: User #${person.id}`);
  const table = page.getByRole('table', { name: 'Audit log' });
  const newest = table.locator('tbody tr').first();
  await expect(newest).toContainText('Blocked: no → yes');
  await expect(newest).toContainText('Block');
  await expect(newest).toContainText(ADMIN.name);
  await expect(newest.getByRole('link', { name: `User #${person.id}` })).toHaveAttribute(
    'href',
    `/admin/users/${person.id}`,
  );
  // Every row is this user's.
  const rows = await table.locator('tbody tr').count();
  await expect(table.getByRole('link', { name: `User #${person.id}` })).toHaveCount(rows);
  await expectNoSeriousViolations(page, testInfo, 'audit log filtered to a record');

  // Narrow further with the filters: only blocks, by this admin, today.
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Block' });
  await expect(page).toHaveURL(/[?&]action=block/);
  await page.getByRole('combobox', { name: 'Admin' }).selectOption({ label: ADMIN.name });
  await expect(page).toHaveURL(/[?&]admin_id=\d+/);
  const today = new Date().toISOString().slice(0, 10);
  // Days are typed as dd/mm/yyyy; the address keeps yyyy-MM-dd.
  await page.getByLabel('From').fill(today.split('-').reverse().join('/'));
  await page.getByLabel('From').press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]from=${today}`));
  await expect(chips).toContainText('Action: Block');
  await expect(chips).toContainText(`Admin: ${ADMIN.name}`);
  await expect(newest).toContainText('Blocked: no → yes');
  await expect(table).not.toHaveAttribute('aria-busy');
  const shown = await table.locator('tbody tr').count();

  // The export holds the same rows, in words, as a dated CSV with a BOM.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('ID,When,Admin ID,Admin,Action,Record type,Record ID,Changes,Details,IP');
  expect(lines.slice(1)).toHaveLength(shown);
  for (const line of lines.slice(1)) {
    expect(line).toMatch(
      // Only the state changed; the email names the user among the details.
      new RegExp(`,${ADMIN.name},block,user,${person.id},Blocked: no → yes,Email: [^,]+,[^,]*$`),
    );
  }

  // The record link leads back to the user; unblocking them shows as the newest change.
  await newest.getByRole('link', { name: `User #${person.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${person.id}$`));
  await setBlocked(page, person, false);
  await page.getByRole('link', { name: 'View full history' }).click();
  await expect(table.locator('tbody tr').first()).toContainText('Blocked: yes → no');
  await expect(table.locator('tbody tr').first()).toContainText('Unblock');
});
