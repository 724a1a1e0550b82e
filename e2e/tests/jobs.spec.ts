import { fileURLToPath } from 'node:url';
import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { confirmDelete, deleteConfirmation, openRowAction } from '../support/actions';
import { recordNameAt, rowActions, rowNamed } from '../support/tables';
import { uniqueName } from '../support/unique';

test.describe.configure({ mode: 'serial' });

const ICON_IMAGE = fileURLToPath(new URL('../fixtures/cover.png', import.meta.url));

test('a job is created with the remote and no-pay fields, validated, edited and deleted', async ({
  page,
}, testInfo) => {
  // Create, two refusals, edit and delete, with three axe scans: a slow test's time.
  test.slow();
  await page.goto('/admin/jobs');
  const jobs = page.getByRole('table', { name: 'Jobs' });
  await expect(rowActions(jobs).first()).toBeVisible();

  await page.getByRole('button', { name: '+ Add New Job', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Job' });
  // Required fields are marked before any submit, the description too.
  await expect(dialog.getByText('Fields marked * are required.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
    'aria-required',
    'true',
  );
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('Enter the job title.')).toBeVisible();
  await expect(dialog.getByText('Write a description of the job.')).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'Add New Job modal with errors');

  const title = uniqueName('Platform Engineer');
  // The partner is searched: opened, the field lists the first partners A–Z; typing the start
  // of a name finds it, and Enter chooses the first match.
  const partner = dialog.getByRole('combobox', { name: 'Partner' });
  await partner.click();
  const partners = dialog.getByRole('listbox', { name: 'Partner' });
  const partnerName = (await partners.getByRole('option').first().textContent()) ?? '';
  expect(partnerName).not.toBe('');
  await partner.fill(partnerName.slice(0, 5));
  await expect(partners.getByRole('option').first()).toHaveText(partnerName);
  await expect(
    partners.getByRole('option').filter({ hasNotText: partnerName.slice(0, 5) }),
  ).toHaveCount(0);
  await expectNoSeriousViolations(page, testInfo, 'Add New Job modal, partner list open');
  await partner.press('Enter');
  await expect(partner).toHaveValue(partnerName);
  await expect(partners).toBeHidden();
  await dialog.getByLabel('Job Title').fill(title);
  await dialog.getByLabel('Category').selectOption({ index: 1 });
  await dialog.getByLabel('Job Type').selectOption({ index: 1 });
  await dialog.getByRole('group', { name: 'Skills' }).getByRole('checkbox').first().check();

  await expect(dialog.getByLabel('City')).toBeVisible();
  await dialog.getByLabel('Remote Position').check();
  await expect(dialog.getByLabel('City')).toBeHidden();
  await expect(dialog.getByLabel('Country')).toBeHidden();

  await dialog.getByLabel('Minimum Salary').fill('90000');
  await dialog.getByLabel('Maximum Salary').fill('60000');
  await dialog
    .getByRole('textbox', { name: 'Description' })
    .fill('Build the platform our teams ship on.');
  await dialog.getByLabel('Post Duration').selectOption({ index: 1 });
  await dialog.getByLabel('Status').selectOption('active');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    dialog.getByText('The maximum salary must be at least the minimum salary.'),
  ).toBeVisible();

  await dialog.getByLabel('No Pay Range').check();
  await expect(dialog.getByLabel('Minimum Salary')).toBeHidden();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  // The dialog closes and the new job opens on its record page, the notice in view.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Job created successfully.')).toBeInViewport();
  // The description shows as written: its paragraph, in the job's details.
  await expect(
    page
      .getByRole('region', { name: 'Details' })
      .getByRole('paragraph')
      .filter({ hasText: /^Build the platform our teams ship on\.$/ }),
  ).toBeVisible();

  await page.goto('/admin/jobs');
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(title);
  await expect(page).toHaveURL(/jobs_s=/);
  await expect(rowNamed(jobs, title)).toHaveCount(1);
  // Remote reads as a word, not as a checkbox: the row's one checkbox is its selection.
  await expect(rowNamed(jobs, title).getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();
  await expect(rowNamed(jobs, title).getByRole('checkbox')).toHaveCount(1);

  await openRowAction(page, title, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Job' });
  await expect(edit.getByLabel('Job Title')).toHaveValue(title);
  await expect(edit.getByRole('combobox', { name: 'Partner' })).toHaveValue(partnerName);
  await expect(edit.getByLabel('Remote Position')).toBeChecked();
  const renamed = `${title} II`;
  await edit.getByLabel('Job Title').fill(renamed);
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit.getByText('Job updated successfully.')).toBeVisible();
  await edit.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(renamed);
  await expect(rowNamed(jobs, renamed)).toHaveCount(1);
  await openRowAction(page, renamed, 'Delete');
  await confirmDelete(page, renamed, testInfo);
  await expect(rowNamed(jobs, renamed)).toHaveCount(0);
});

type ReferenceTable = {
  table: string;
  add: string;
  createTitle: string;
  editTitle: string;
  fill: (dialog: Locator) => Promise<void>;
};

const REFERENCE_TABLES: ReferenceTable[] = [
  {
    table: 'Skills',
    add: '+ Add New Skill',
    createTitle: 'Add New Skill',
    editTitle: 'Edit Skill',
    fill: async () => {},
  },
  {
    table: 'Categories',
    add: '+ Add New Category',
    createTitle: 'Add New Category',
    editTitle: 'Edit Category',
    fill: (dialog) => dialog.getByLabel('Icon').setInputFiles(ICON_IMAGE),
  },
  {
    table: 'Job Types',
    add: '+ Add New Job Type',
    createTitle: 'Add New Job Type',
    editTitle: 'Edit Job Type',
    fill: async () => {},
  },
  {
    table: 'Post Durations',
    add: '+ Add New Post Duration',
    createTitle: 'Add New Post Duration',
    editTitle: 'Edit Post Duration',
    fill: (dialog) => dialog.getByLabel('Duration (minutes)').fill('20160'),
  },
];

for (const reference of REFERENCE_TABLES) {
  test(`${reference.table}: create, edit and delete`, async ({ page }, testInfo) => {
    await page.goto('/admin/jobs');
    const table = page.getByRole('table', { name: reference.table });
    await expect(rowActions(table).first()).toBeVisible();

    // "Aa" names sort first (post durations sort by length: 2 weeks is among the shortest), so
    // the new row is on the table's first page.
    const name = `Aa ${uniqueName(reference.table.slice(0, -1))}`;
    await page.getByRole('button', { name: reference.add, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: reference.createTitle });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await reference.fill(dialog);
    await expectNoSeriousViolations(page, testInfo, `${reference.createTitle} modal`);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/created|added/i)).toBeInViewport();
    await expect(rowNamed(table, name)).toHaveCount(1);

    await openRowAction(page, name, 'Edit');
    const edit = page.getByRole('dialog', { name: reference.editTitle });
    await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    const renamed = `${name}x`;
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed);
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(edit.getByText(/updated/i)).toBeVisible();
    await edit.getByRole('button', { name: 'Close' }).click();
    await expect(rowNamed(table, renamed)).toHaveCount(1);

    await openRowAction(page, renamed, 'Delete');
    await confirmDelete(page, renamed);
    await expect(rowNamed(table, renamed)).toHaveCount(0);
  });
}

/** The seeded post durations, shortest first, with their lengths in words. */
const SEEDED_DURATIONS = [
  ['1 Week', '1 week'],
  ['2 Weeks', '2 weeks'],
  ['1 Month', '1 month'],
  ['2 Months', '2 months'],
  ['3 Months', '3 months'],
] as const;
const seededName = (name: string) => SEEDED_DURATIONS.some(([seeded]) => seeded === name);

test('post durations read shortest first with their lengths in words, in the table and the job form', async ({
  page,
}) => {
  await page.goto('/admin/jobs');
  const table = page.getByRole('table', { name: 'Post Durations' });
  await expect(rowActions(table).first()).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Duration' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const names: string[] = [];
  for (let i = 0; i < (await rowActions(table).count()); i++) {
    names.push(await recordNameAt(table, i));
  }
  expect(names.filter(seededName)).toEqual(SEEDED_DURATIONS.map(([name]) => name));
  for (const [name, words] of SEEDED_DURATIONS) {
    await expect(
      rowNamed(table, name).getByRole('cell', { name: words, exact: true }),
    ).toBeVisible();
  }
  // Never the raw minutes.
  await expect(table.getByText('43200')).toHaveCount(0);

  await page.getByRole('button', { name: '+ Add New Job', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Job' });
  const offered = dialog.getByLabel('Post Duration').locator('option');
  await expect
    .poll(async () =>
      (await offered.allTextContents())
        .map((label) => label.replace(/ \(Premium\)$/, ''))
        .filter(seededName),
    )
    .toEqual(SEEDED_DURATIONS.map(([name]) => name));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('a category in use is not deleted: the server says why', async ({ page }) => {
  await page.goto('/admin/jobs');
  const table = page.getByRole('table', { name: 'Categories' });
  const firstName = await recordNameAt(table);
  await openRowAction(page, firstName, 'Delete');
  const confirm = deleteConfirmation(page, firstName);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toContainText(/This category is used by \d+ jobs?\./);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowNamed(table, firstName)).toHaveCount(1);
});
