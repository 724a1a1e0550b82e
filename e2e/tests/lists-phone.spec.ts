import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { listParts, visibleControls } from '../support/lists';
import { jobWithApplicant } from '../support/records';

// Every list of the back office on a 390 px phone: its rows are cards (no table, nothing wider
// than the screen), the screen's first card starts on the first screen, every control of a card
// is at least 24 px square, and axe passes in both themes.

const PHONE = { width: 390, height: 844 };

type Screen = {
  name: string;
  /** The screen's path, found through the signed-in session where it names a record. */
  path: (page: Page) => Promise<string>;
  /** The accessible names of its lists that hold rows in the demo data. */
  lists: readonly string[];
  /** A record's lists come below the record; on a list screen the first list is on top. */
  record?: true;
};

const at = (path: string) => () => Promise.resolve(path);

async function jobRecordPath(page: Page) {
  return `/admin/jobs/${(await jobWithApplicant(page)).jobId}`;
}

async function partnerRecordPath(page: Page) {
  const { jobId } = await jobWithApplicant(page);
  const job = await page.request.get(`/api/admin/jobs/${jobId}`);
  expect(job.ok()).toBe(true);
  const { data } = (await job.json()) as { data: { partner: { id: number } } };
  return `/admin/partners/${data.partner.id}`;
}

async function userRecordPath(page: Page) {
  return `/admin/users/${(await jobWithApplicant(page)).applicant.id}`;
}

const SCREENS: readonly Screen[] = [
  { name: 'users', path: at('/admin/users'), lists: ['Users'] },
  {
    name: 'jobs and reference data',
    path: at('/admin/jobs'),
    lists: ['Jobs', 'Skills', 'Categories', 'Job Types', 'Post Durations'],
  },
  { name: 'KYC', path: at('/admin/kyc'), lists: ['KYC verifications'] },
  { name: 'invoices', path: at('/admin/invoices'), lists: ['Invoices'] },
  {
    name: 'subscriptions',
    path: at('/admin/subscriptions'),
    lists: ['Packages', 'Features', 'Invoices'],
  },
  {
    name: 'content',
    path: at('/admin/content-management'),
    lists: ['Web pages', 'Blog Posts'],
  },
  { name: 'admins', path: at('/admin/admins'), lists: ['Admins'] },
  { name: 'audit log', path: at('/admin/audit-log'), lists: ['Audit log'] },
  { name: 'a job record', path: jobRecordPath, lists: ['Applicants'], record: true },
  { name: 'a partner record', path: partnerRecordPath, lists: ['Jobs'], record: true },
  { name: 'a user record', path: userRecordPath, lists: ['Applications'], record: true },
];

test.use({ viewport: PHONE });

/** Checks each list of the screen now open. */
async function expectCardsThatFit(page: Page, { lists, record }: Screen) {
  const main = page.getByRole('main');
  for (const [index, label] of lists.entries()) {
    const list = listParts(main, label);
    const first = list.cards.getByRole('listitem').first();
    await expect(first, `${label} shows its rows as cards`).toBeVisible();
    await expect(list.table, `${label} draws no table on a phone`).toHaveCount(0);

    if (index === 0 && !record) {
      const top = (await first.boundingBox())!.y;
      expect(top, `the first ${label} card starts on the first screen`).toBeLessThan(PHONE.height);
    }
    for (const control of await visibleControls(first)) {
      const box = (await control.boundingBox())!;
      const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
      expect(box.width, `${label}: width of "${name}"`).toBeGreaterThanOrEqual(24);
      expect(box.height, `${label}: height of "${name}"`).toBeGreaterThanOrEqual(24);
    }
  }
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'nothing scrolls sideways').toBeLessThanOrEqual(PHONE.width);
}

for (const screen of SCREENS) {
  test(`${screen.name}: every list is cards that fit the phone, axe clean in both themes`, async ({
    page,
  }, testInfo) => {
    const path = await screen.path(page);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      const html = page.locator('html');
      if (colorScheme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
      else await expect(html).not.toHaveClass(/\bdark\b/);
      await expectCardsThatFit(page, screen);
      await expectNoSeriousViolations(page, testInfo, `${screen.name} on a phone, ${colorScheme}`);
    }
  });
}
