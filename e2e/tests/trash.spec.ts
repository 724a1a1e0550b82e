import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { toastReading } from '../support/toasts';

test.describe.configure({ mode: 'serial' });

type PartnerRow = { id: number; name: string };

/**
 * A partner of the demo data with jobs, from the end of the alphabet (the other journeys use the
 * first partners), read through the signed-in session.
 */
async function partnerWithJobs(page: Page): Promise<PartnerRow & { jobs: number }> {
  const partners = await page.request.get('/api/admin/partners?sort=-company_name&per_page=50');
  expect(partners.ok()).toBe(true);
  for (const partner of (await partners.json()).data as PartnerRow[]) {
    const record = await page.request.get(`/api/admin/partners/${partner.id}`);
    expect(record.ok()).toBe(true);
    const { posted_jobs: jobs } = (await record.json()).data as { posted_jobs: number };
    if (jobs > 0) return { ...partner, jobs };
  }
  throw new Error('No partner of the demo data has jobs.');
}

/** The "Posted jobs" of the partner's record page. */
const postedJobs = (page: Page) =>
  page
    .getByRole('region', { name: 'Profile' })
    .getByText('Posted jobs', { exact: true })
    .locator('xpath=following-sibling::dd');

test('a partner deleted from its record page leaves the lists and comes back whole from the Trash', async ({
  page,
}, testInfo) => {
  const partner = await partnerWithJobs(page);
  await page.goto(`/admin/partners/${partner.id}`);
  await expect(page.getByRole('heading', { level: 1, name: partner.name })).toBeVisible();
  await expect(postedJobs(page)).toHaveText(String(partner.jobs));

  // The confirmation says what goes with it and where it goes.
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete the partner “${partner.name}”?` });
  await expect(dialog).toContainText(
    `Its ${partner.jobs} ${partner.jobs === 1 ? 'job' : 'jobs'}, their applications`,
  );
  await expect(dialog).toContainText('Trash');
  await expectNoSeriousViolations(page, testInfo, 'partner delete confirmation');
  await dialog.getByRole('button', { name: 'Delete' }).click();

  // Back on the partners list, which no longer finds it.
  await expect(page).toHaveURL(/\/admin\/partners$/);
  await expect(toastReading(page, 'Partner moved to the trash.')).toBeVisible();
  await expect(
    toastReading(page, 'Partner moved to the trash.').getByRole('button', { name: 'Undo' }),
  ).toBeVisible();
  await page.goto(`/admin/partners?s=${encodeURIComponent(partner.name)}`);
  await expect(page.getByText(`No partners match "${partner.name}".`)).toBeVisible();

  // The Trash lists it with what went with it, and restores it.
  await page.goto(`/admin/trash?s=${encodeURIComponent(partner.name)}`);
  const trash = page.getByRole('table', { name: 'Trash' });
  const row = trash.getByRole('row').filter({ hasText: partner.name });
  await expect(row).toContainText('Partner');
  await expect(row).toContainText(`${partner.jobs} ${partner.jobs === 1 ? 'job' : 'jobs'}`);
  await expectNoSeriousViolations(page, testInfo, 'trash');
  await page.getByRole('button', { name: `Actions for ${partner.name}` }).click();
  await page.getByRole('menuitem', { name: 'Restore' }).click();
  await expect(toastReading(page, `“${partner.name}” was restored.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // Back in the list and on its record page, with its jobs.
  await page.goto(`/admin/partners?s=${encodeURIComponent(partner.name)}`);
  await expect(page.getByRole('link', { name: partner.name }).first()).toBeVisible();
  await page.goto(`/admin/partners/${partner.id}`);
  await expect(page.getByRole('heading', { level: 1, name: partner.name })).toBeVisible();
  await expect(postedJobs(page)).toHaveText(String(partner.jobs));
});
