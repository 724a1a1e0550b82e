import { writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { rowNamed } from '../support/tables';
import { uniqueName } from '../support/unique';

test.describe.configure({ mode: 'serial' });

/** The name of the first record of a public reference list (the demo data has some). */
async function firstName(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { accept: 'application/json' } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { name: string }[] };
  expect(data.length).toBeGreaterThan(0);
  return data[0]!.name;
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

test('jobs are imported for a partner after a dry run that shows two refused rows', async ({
  page,
}, testInfo) => {
  const category = await firstName(page.request, '/api/categories/all');
  const jobType = await firstName(page.request, '/api/job-types/all');
  const duration = await firstName(page.request, '/api/post-durations/all');
  const first = uniqueName('Imported Analyst');
  const second = uniqueName('Imported Designer');
  const csv = [
    'Title;Description;Category;Job type;Post duration;Remote;No pay range;Status;Published',
    [first, 'Reads the numbers.', category, jobType, duration, 'yes', 'yes', 'active', 'no'],
    [
      '=HYPERLINK("http://example.invalid")',
      'Looks harmless.',
      category,
      jobType,
      duration,
      'yes',
      'yes',
      'active',
      'no',
    ],
    [
      uniqueName('Imported Gardener'),
      'Grows things.',
      'No Such Category',
      jobType,
      duration,
      'yes',
      'yes',
      'active',
      'no',
    ],
    [second, 'Draws the screens.', category, jobType, duration, 'yes', 'yes', 'paused', 'no'],
  ]
    .map((row) => (Array.isArray(row) ? row.map(quoted).join(';') : row))
    .join('\r\n');
  const file = testInfo.outputPath('jobs.csv');
  writeFileSync(file, `\uFEFF${csv}\r\n`);

  await page.goto('/admin/jobs');
  await page.getByRole('link', { name: 'Import jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import jobs' })).toBeVisible();

  // Upload: the partner the jobs are for, then the file.
  const partner = page.getByRole('combobox', { name: 'Partner' });
  await partner.click();
  const partners = page.getByRole('listbox', { name: 'Partner' });
  const partnerName = (await partners.getByRole('option').first().textContent()) ?? '';
  await partners.getByRole('option').first().click();
  await expect(partner).toHaveValue(partnerName);
  await page.getByLabel('CSV file').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();

  // Mapping: every column was matched by its name.
  await expect(page.getByText('jobs.csv: 4 rows.', { exact: false })).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: 'Job title (identifies the record)' }),
  ).toHaveValue('0');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('2');
  await expectNoSeriousViolations(page, testInfo, 'Import mapping');
  await page.getByRole('button', { name: 'Run dry run' }).click();

  // Dry run: two rows to create, two refused, each with its reason; nothing written yet.
  await expect(page.getByText('2 to create, 0 to update, 2 refused')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Rows of the file' });
  await expect(rows.getByRole('row')).toHaveCount(3);
  await expect(rows.getByText(/runs as a formula/)).toBeVisible();
  await expect(rows.getByText('No category is named "No Such Category".')).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'Import dry run');

  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('2 created, 0 updated, 2 refused')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revert import' })).toBeVisible();

  // The jobs are in the list, for the partner chosen.
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs/);
  const jobs = page.getByRole('table', { name: 'Jobs' });
  for (const title of [first, second]) {
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill(title);
    await expect(rowNamed(jobs, title)).toBeVisible();
  }
  // The second job's record names the partner chosen at upload.
  await expect(page).toHaveURL(/jobs_s=/);
  const record = rowNamed(jobs, second).getByRole('link', { name: second });
  await page.goto((await record.getAttribute('href')) ?? '');
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
  await expect(page.getByRole('link', { name: partnerName }).first()).toBeVisible();
});
