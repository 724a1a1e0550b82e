import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { JSON_HEADERS } from '../support/role-sign-in';
import { toastReading } from '../support/toasts';

test.describe.configure({ mode: 'serial' });

type Job = { id: number; title: string };
type Person = { id: number; full_name: string; blocked: boolean };

/** The API's answers for the signed-in admin (the app keeps its token in the browser). */
async function bearer(page: Page) {
  await page.goto('/admin/home');
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  return { ...JSON_HEADERS, Authorization: `Bearer ${token}` };
}

/** Opens the confirmation of Revert on the newest edit of the trail, once it shows `change`. */
async function askRevert(page: Page, trail: Locator, change: string) {
  await expect(trail.getByText(change)).toBeVisible();
  await trail
    .getByRole('button', { name: /^Actions for update/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Revert…' }).click();
}

test('reverts a job edit from its audit trail', async ({ page }, testInfo) => {
  const headers = await bearer(page);
  const jobs = await page.request.get('/api/admin/jobs?page=4', { headers });
  expect(jobs.ok()).toBe(true);
  const job = ((await jobs.json()).data as Job[])[0]!;
  const edited = `${job.title} (edited)`;
  const edit = await page.request.put(`/api/admin/jobs/${job.id}`, {
    headers,
    data: { job_title: edited },
  });
  expect(edit.ok()).toBe(true);

  await page.goto(`/admin/jobs/${job.id}`);
  const trail = page.getByRole('region', { name: /^Audit trail/ });
  const change = `Title: ${job.title} → ${edited}`;
  await askRevert(page, trail, change);

  const confirm = page.getByRole('alertdialog', { name: 'Revert this change?' });
  await expect(confirm.getByText(`Title: ${edited} → ${job.title}`)).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'revert confirmation');
  await confirm.getByRole('button', { name: 'Revert' }).click();
  await expect(confirm).toBeHidden();
  await expect(toastReading(page, 'The change was reverted.')).toBeVisible();
  // The page shows the job as it was, and the trail the revert as its own entry.
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('(edited)');
  await expect(trail.getByText(`Title: ${edited} → ${job.title}`)).toBeVisible();

  // Reverting it again is refused, in words.
  await page.reload();
  await askRevert(page, trail, change);
  await confirm.getByRole('button', { name: 'Revert' }).click();
  await expect(confirm.getByText(/has already been reverted/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
});

test('undoes a bulk block from its toast', async ({ page }) => {
  const headers = await bearer(page);
  const users = await page.request.get('/api/admin/users?sort=created_at&page=20', { headers });
  const two = ((await users.json()).data as Person[]).filter((user) => !user.blocked).slice(0, 2);
  expect(two).toHaveLength(2);

  await page.goto('/admin/users?sort=created_at&page=20');
  const table = page.getByRole('table', { name: 'Users' });
  for (const person of two) {
    await table.getByRole('checkbox', { name: `Select ${person.full_name}` }).check();
  }
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await bar.getByRole('button', { name: 'Block', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Block 2 users?' })
    .getByRole('button', { name: 'Block' })
    .click();
  const toast = toastReading(page, '2 done, 0 skipped, 0 failed.');
  await expect(toast).toBeVisible();
  // The pointer on the toast keeps it open while the admin checks the rows.
  await toast.hover();
  for (const person of two) {
    const row = table.getByRole('row').filter({ hasText: person.full_name });
    await expect(row.getByText('Blocked', { exact: true })).toBeVisible();
  }

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(
    toastReading(page, 'The bulk action was reverted: 2 changes set back.'),
  ).toBeVisible();
  for (const person of two) {
    const row = table.getByRole('row').filter({ hasText: person.full_name });
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
  }

  // The undo is in the audit log, as reverts of the blocks.
  await page.goto(`/admin/audit-log?entity=user&entity_id=${two[0]!.id}`);
  const newest = page.getByRole('table', { name: 'Audit log' }).locator('tbody tr').first();
  await expect(newest).toContainText('Blocked: yes → no');
  await expect(newest).toContainText('Revert');
});
