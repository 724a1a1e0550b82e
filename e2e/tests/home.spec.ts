import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { signInAs } from '../support/lists';
import { signInAsNewReviewer } from '../support/role-sign-in';
import { createAdmin } from '../support/team';

// The home of a narrower role: only the widgets of screens it may open, its own work first, and
// no request for the data of the others. Admins made with the CLI for this run.
test.use({ storageState: { cookies: [], origins: [] } });

/** The API paths of the job, partner and conversion figures no narrower role's home reads. */
const JOB_AND_PARTNER_DATA = [
  '/api/admin/insights',
  '/api/admin/conversion-metrics',
  '/api/jobs/all',
  '/api/partner/dashboard',
];

/** Every API path the page asks for from now on. */
function recordApiCalls(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

const widgetHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

/** Axe on the home, loaded, in the light theme and then the dark one. */
async function expectAccessibleInBothThemes(page: Page, testInfo: TestInfo, role: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/admin/home');
    const html = page.locator('html');
    if (colorScheme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
    else await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(widgetHeadings(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main').getByText(/^Loading/)).toHaveCount(0);
    await expectNoSeriousViolations(page, testInfo, `the ${role}'s home, ${colorScheme}`);
  }
}

test("a KYC reviewer's home leads with the queue's figures and the oldest checks", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const calls = recordApiCalls(page);
  await signInAsNewReviewer(page, request, testInfo, { label: 'home-reviewer', firstName: 'Rhea' });

  await expect(widgetHeadings(page)).toHaveText([
    'KYC Queue',
    'Oldest Waiting Checks',
    'Users',
    'Recently Registered Users',
  ]);
  const figures = page.getByRole('region', { name: 'KYC Queue' });
  for (const figure of ['Pending', 'Approved', 'Rejected']) {
    await expect(figures.getByRole('group', { name: figure })).toContainText(/\d/);
  }
  await expect(page.getByRole('group', { name: 'Total Jobs' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Partners' })).toHaveCount(0);

  // "Review next" opens the check that has waited longest: the first of the list.
  const queue = page.getByRole('region', { name: 'Oldest Waiting Checks' });
  const oldest = queue.getByRole('list', { name: 'Oldest Waiting Checks' }).getByRole('listitem');
  await expect(oldest.first()).toBeVisible();
  const review = oldest.first().getByRole('link', { name: /^Review / });
  const name = ((await review.getAttribute('aria-label')) ?? '').replace(/^Review /, '');
  const reviewPath = await review.getAttribute('href');
  await expect(queue.getByRole('link', { name: 'Review next' })).toHaveAttribute(
    'href',
    reviewPath!,
  );
  await page.waitForLoadState('networkidle');
  expect(calls.filter((path) => JOB_AND_PARTNER_DATA.includes(path))).toEqual([]);
  expect(calls).not.toContain('/api/admin/blogposts');

  await queue.getByRole('link', { name: 'Review next' }).click();
  await expect(page).toHaveURL(new RegExp(`${reviewPath}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await expectAccessibleInBothThemes(page, testInfo, 'reviewer');
});

test("a content editor's home holds the blog posts and web pages, each opening its editor", async ({
  page,
}, testInfo) => {
  const editor = createAdmin(testInfo, {
    role: 'content_editor',
    label: 'home-editor',
    firstName: 'Cleo',
  });
  const calls = recordApiCalls(page);
  await signInAs(page, editor);

  await expect(widgetHeadings(page)).toHaveText(['Blog Posts', 'Web Pages']);
  await expect(page.getByRole('group', { name: 'Total Jobs' })).toHaveCount(0);

  // A web page's title finds it in the web pages list, where its Edit is.
  const pages = page.getByRole('list', { name: 'Web Pages' }).getByRole('link');
  await expect(pages.first()).toBeVisible();
  const pageTitle = await pages.first().innerText();
  await pages.first().click();
  await expect(page).toHaveURL(/\/admin\/content-management\?pages_s=/);
  const webPages = page.getByRole('table', { name: 'Web pages' });
  await expect(webPages.getByRole('row', { name: pageTitle })).toBeVisible();

  // A post's title opens its editor.
  await page.goto('/admin/home');
  const posts = page.getByRole('list', { name: 'Blog Posts' }).getByRole('link');
  await expect(posts.first()).toBeVisible();
  await posts.first().click();
  await expect(page).toHaveURL(/\/admin\/content-management\/blog\/post\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();

  await page.waitForLoadState('networkidle');
  const forbidden = [...JOB_AND_PARTNER_DATA, '/api/admin/kyc', '/api/admin/users'];
  expect(calls.filter((path) => forbidden.includes(path))).toEqual([]);

  await expectAccessibleInBothThemes(page, testInfo, 'editor');
});
