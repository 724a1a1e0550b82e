import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { jobWithApplicant } from '../support/records';
import { toastReading } from '../support/toasts';

test.describe.configure({ mode: 'serial' });

/** A user of the demo data who has applied to a job. */
const userWithApplications = async (page: Page) => (await jobWithApplicant(page)).applicant;

/** The days of a date column (`dd/MM/yyyy`) as `yyyyMMdd`, row by row. */
async function columnDays(table: Locator, header: string): Promise<string[]> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const column = headers.findIndex((text) => text.trim().startsWith(header)) + 1;
  const cells = await table.locator(`tbody tr td:nth-child(${column})`).allTextContents();
  return cells.map((text) => text.trim().split('/').reverse().join(''));
}

const isAscending = (values: string[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

test('a user’s record page opens from the list by keyboard, with applications and audit trail', async ({
  page,
}, testInfo) => {
  const person = await userWithApplications(page);
  await page.goto(`/admin/users?s=${encodeURIComponent(person.email)}`);
  const usersTable = page.getByRole('table', { name: 'Users' });
  const nameLink = usersTable.getByRole('link', { name: person.full_name }).first();
  await expect(nameLink).toBeVisible();
  await nameLink.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/admin/users/${person.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: person.full_name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(person.email);
  const applications = page.getByRole('table', { name: 'Applications' });
  await expect(applications.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'KYC history' })).toBeVisible();
  // The trail lists this user's changes, or says there are none yet.
  const trail = page.getByRole('region', { name: /^Audit trail \(\d+\)$/ });
  await expect(
    trail
      .getByRole('table', { name: 'Audit trail' })
      .or(trail.getByText('No change to this record has been recorded.')),
  ).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'user record');

  // Block (or unblock) from the record page, after a confirmation; the audit trail shows it.
  const profile = page.getByRole('region', { name: 'Profile' });
  const action = profile.getByRole('button', { name: /^(Block|Unblock)$/ });
  const first = (await action.innerText()).trim();
  const second = first === 'Block' ? 'Unblock' : 'Block';
  await action.click();
  const dialog = page.getByRole('alertdialog', { name: `${first} ${person.full_name}?` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'user record block confirmation');
  await dialog.getByRole('button', { name: first }).click();
  await expect(dialog).toBeHidden();
  await expect(profile.getByRole('button', { name: second, exact: true })).toBeVisible();
  await expect(profile).toContainText(first === 'Block' ? 'Blocked' : 'Active');
  const audit = page.getByRole('table', { name: 'Audit trail' });
  await expect(audit.getByRole('row').nth(1)).toContainText(first);
  // Only what changed: the state, never "Email: x → x".
  await expect(audit.getByRole('row').nth(1)).not.toContainText('→ ' + person.email);

  // Put the user back as they were; the trail now has both changes, newest first.
  await profile.getByRole('button', { name: second, exact: true }).click();
  await page
    .getByRole('alertdialog', { name: `${second} ${person.full_name}?` })
    .getByRole('button', { name: second })
    .click();
  await expect(profile.getByRole('button', { name: first, exact: true })).toBeVisible();
  await expect(audit.getByRole('row').nth(1)).toContainText(second);
  await expect(audit.getByRole('row').nth(2)).toContainText(first);
});

test('a job’s and a partner’s record pages link to each other and to the applicants', async ({
  page,
}, testInfo) => {
  const person = await userWithApplications(page);
  await page.goto(`/admin/users/${person.id}`);
  const jobLink = page.getByRole('table', { name: 'Applications' }).getByRole('link').first();
  const jobTitle = (await jobLink.innerText()).trim();
  await jobLink.click();

  await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(jobTitle.replace(/…$/, ''));
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toBeVisible();
  await expect(page.getByRole('table', { name: 'Applicants' })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'job record');

  const partnerLink = details.getByRole('link').first();
  const partnerName = (await partnerLink.innerText()).trim();
  await partnerLink.click();
  await expect(page).toHaveURL(/\/admin\/partners\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: partnerName })).toBeVisible();
  const jobs = page.getByRole('table', { name: 'Jobs' });
  await expect(jobs.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Subscriptions' })).toBeVisible();
  // A partner without invoices shows the list's empty state instead of an empty table.
  const invoices = page.getByRole('region', { name: /^Invoices \(\d+\)$/ });
  await expect(
    invoices
      .getByRole('table', { name: 'Invoices' })
      .or(invoices.getByText('This partner has no invoices.')),
  ).toBeVisible();
  await expect(page.getByText('This list could not be loaded.')).toHaveCount(0);
  await expectNoSeriousViolations(page, testInfo, 'partner record');

  // The jobs' Created header sorts them on the server, oldest first, kept in the URL; the other
  // lists keep their own order. Clicked again, newest first is the list's own: out of the URL.
  const created = jobs.getByRole('columnheader', { name: /^Created/ });
  await expect(created).toHaveAttribute('aria-sort', 'descending');
  const newestFirst = await columnDays(jobs, 'Created');
  expect(newestFirst.length).toBeGreaterThan(1);
  expect(isAscending([...newestFirst].reverse())).toBe(true);
  await created.getByRole('button').click();
  await expect(page).toHaveURL(/\/admin\/partners\/\d+\?jobs_sort=created_at$/);
  await expect(created).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => isAscending(await columnDays(jobs, 'Created'))).toBe(true);
  await expect
    .poll(async () => (await columnDays(jobs, 'Created')).join())
    .not.toBe(newestFirst.join());
  await page.reload();
  await expect(created).toHaveAttribute('aria-sort', 'ascending');
  await created.getByRole('button').click();
  await expect(page).toHaveURL(/\/admin\/partners\/\d+$/);
  await expect(created).toHaveAttribute('aria-sort', 'descending');

  // The partners list opens the same page from the partner's name.
  await page.goto('/admin/partners');
  const listed = page.getByRole('list', { name: 'All Partners' }).getByRole('link').first();
  const listedName = (await listed.innerText()).trim();
  await listed.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: listedName })).toBeVisible();
});

/** Opens the record's Edit dialog from the card named `card`, for the dialog named `title`. */
async function openEdit(page: Page, card: string, title: string | RegExp) {
  await page.getByRole('region', { name: card }).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Saves an edit dialog: its message shows in it, then it is closed. */
async function saveAndClose(dialog: Locator, message: string) {
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByText(message)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

test('a user, a job and a partner are edited from their record pages', async ({
  page,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const { jobId, applicant } = await jobWithApplicant(page);

  // The user: a new profession, shown on the profile; the trail lists only that field.
  await page.goto(`/admin/users/${applicant.id}`);
  const userDialog = await openEdit(page, 'Profile', 'Edit user');
  await expectNoSeriousViolations(page, testInfo, 'user edit dialog');
  const profession = `Cartographer ${stamp}`;
  await userDialog.getByRole('textbox', { name: /^Profession/ }).fill(profession);
  await saveAndClose(userDialog, 'User updated successfully.');
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(profession);
  const userTrail = page.getByRole('table', { name: 'Audit trail' });
  await expect(userTrail.getByRole('row').nth(1)).toContainText(`→ ${profession}`);
  await expect(userTrail.getByRole('row').nth(1)).not.toContainText('Email:');

  // The job: the jobs list's form; the record shows the new title.
  await page.goto(`/admin/jobs/${jobId}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText('Job');
  const title = (await heading.innerText()).trim();
  const edited = `${title.slice(0, 60)} ${stamp}`;
  const jobDialog = await openEdit(page, 'Details', /Edit/);
  await jobDialog.getByRole('textbox', { name: /^Job Title/ }).fill(edited);
  await saveAndClose(jobDialog, 'Job updated successfully.');
  await expect(heading).toHaveText(edited);
  const jobTrail = page.getByRole('table', { name: 'Audit trail' });
  await expect(jobTrail.getByRole('row').nth(1)).toContainText(`→ ${edited}`);
  // The title back as it was.
  const again = await openEdit(page, 'Details', /Edit/);
  await again.getByRole('textbox', { name: /^Job Title/ }).fill(title);
  await saveAndClose(again, 'Job updated successfully.');
  await expect(heading).toHaveText(title);

  // The partner: a new bio, and the partner's own audit trail.
  await page.getByRole('region', { name: 'Details' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/partners\/\d+$/);
  const partnerDialog = await openEdit(page, 'Profile', 'Edit partner');
  const bio = `We map the world, ${stamp}.`;
  await partnerDialog.getByRole('textbox', { name: /^Bio/ }).fill(bio);
  await saveAndClose(partnerDialog, 'Partner updated successfully.');
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(bio);
  const partnerTrail = page.getByRole('table', { name: 'Audit trail' });
  await expect(partnerTrail.getByRole('row').nth(1)).toContainText(`Bio:`);
  await expect(partnerTrail.getByRole('row').nth(1)).toContainText(bio);
  await expectNoSeriousViolations(page, testInfo, 'partner record with audit trail');
});

test('an applicant is marked selected and a partner’s invoice paid from the related lists', async ({
  page,
}) => {
  const { jobId, applicant } = await jobWithApplicant(page);
  await page.goto(`/admin/jobs/${jobId}`);
  const applicants = page.getByRole('table', { name: 'Applicants' });
  const row = applicants.getByRole('row').filter({ hasText: applicant.email });
  await expect(row).toBeVisible();
  const wasSelected = (await row.innerText()).includes('Not selected') === false;
  const act = async (item: string, message: string) => {
    await row.getByRole('button', { name: `Actions for ${applicant.full_name}` }).click();
    await page.getByRole('menuitem', { name: item }).click();
    await expect(toastReading(page, message)).toBeVisible();
  };
  if (wasSelected) {
    await act('Unselect', `${applicant.full_name} is no longer selected.`);
    await expect(row).toContainText('Not selected');
  }
  await act('Mark selected', `${applicant.full_name} marked as selected.`);
  await expect(row).not.toContainText('Not selected');
  if (!wasSelected) {
    await act('Unselect', `${applicant.full_name} is no longer selected.`);
    await expect(row).toContainText('Not selected');
  }

  // A partner's invoice, marked paid or unpaid and back, after the invoices list's question.
  const invoices = await page.request.get('/api/admin/invoices?page=1');
  expect(invoices.ok()).toBe(true);
  const invoice = ((await invoices.json()).data as { partner_id: number }[])[0]!;
  const listed = await page.request.get(
    `/api/admin/partners/${invoice.partner_id}/billing/invoices`,
  );
  const first = ((await listed.json()).data as { number: string; paid: boolean }[])[0]!;
  await page.goto(`/admin/partners/${invoice.partner_id}`);
  const table = page.getByRole('table', { name: 'Invoices' });
  const invoiceRow = table.getByRole('row').filter({ hasText: first.number });
  const mark = async (paid: boolean) => {
    await invoiceRow.getByRole('button', { name: `Actions for Invoice ${first.number}` }).click();
    await page.getByRole('menuitem', { name: paid ? 'Mark paid' : 'Mark unpaid' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: `Mark invoice ${first.number} as ${paid ? 'paid' : 'unpaid'}?`,
    });
    await dialog.getByRole('button', { name: paid ? 'Mark paid' : 'Mark unpaid' }).click();
    await expect(
      toastReading(page, `Invoice ${first.number} marked as ${paid ? 'paid' : 'unpaid'}.`),
    ).toBeVisible();
    await expect(invoiceRow).toContainText(paid ? 'Paid' : 'Unpaid');
  };
  await mark(!first.paid);
  await mark(first.paid);
});
