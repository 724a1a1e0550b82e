import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { confirmDelete } from '../support/actions';
import {
  csrfToken,
  currentParams,
  expectCountLine,
  listParts,
  paramsOf,
  setColumnShown,
  signInAs,
  visibleControls,
  type ListParts,
} from '../support/lists';
import { rowActions } from '../support/tables';
import { createAdmin } from '../support/team';
import { uniqueName } from '../support/unique';

// The list kit on the users list and the jobs list: the count, the page size, the column
// chooser, saved views (shared and default) and the phone's cards, each kept in the URL, and axe
// in both themes.

test.describe.configure({ mode: 'serial' });

const PHONE = { width: 390, height: 844 };
const USERS_API = '/api/admin/users';
const JOBS_API = '/api/admin/jobs';

const users = (page: Page) => listParts(page.getByRole('main'), 'Users');
const jobs = (page: Page) =>
  listParts(page.getByRole('region', { name: 'Jobs', exact: true }), 'Jobs');
const viewsMenu = (page: Page) => page.getByRole('menu', { name: 'Saved views' });
const blockedFilter = (page: Page) => page.getByRole('combobox', { name: 'Blocked', exact: true });

async function openList(page: Page, path: string, list: (page: Page) => ListParts) {
  await page.goto(path);
  await expect(list(page).count).toBeVisible();
  return list(page);
}

/** The URL's value of one query parameter. */
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

test.describe('on a desktop, as the demo admin', () => {
  test('users: the count reads "1–10 of N" with N every user, and "11–20 of N" on page 2', async ({
    page,
  }) => {
    const list = await openList(page, '/admin/users', users);
    await expectCountLine(list.count, USERS_API, 1, 10);
    await expect(list.rows).toHaveCount(10);

    await list.pages.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expectCountLine(list.count, USERS_API, 11, 20);
    await expect(list.rows).toHaveCount(10);
  });

  test('users: 25 rows per page, per_page=25 in the URL, kept on reload', async ({ page }) => {
    const list = await openList(page, '/admin/users?page=2', users);
    await expect(list.pageSize).toHaveValue('10');
    await list.pageSize.selectOption('25');

    await expect(page).toHaveURL(/[?&]per_page=25\b/);
    // A new page size starts again from the first page.
    expect(param(page, 'page')).toBeNull();
    await expect(list.rows).toHaveCount(25);
    await expect(rowActions(list.table)).toHaveCount(25);
    await expectCountLine(list.count, USERS_API, 1, 25);

    await page.reload();
    await expect(list.pageSize).toHaveValue('25');
    await expect(list.rows).toHaveCount(25);
    await expectCountLine(list.count, USERS_API, 1, 25);
  });

  test('users: the column chooser hides Profession and shows Registered; the URL keeps them', async ({
    page,
  }) => {
    const list = await openList(page, '/admin/users', users);
    await expect(list.header('Profession')).toBeVisible();
    await expect(list.header('Registered')).toHaveCount(0);

    await list.columnsButton.click();
    await expect(list.columnsButton).toHaveAttribute('aria-expanded', 'true');
    // The name is always shown, so the chooser does not offer it.
    await expect(list.shownColumns.getByRole('checkbox', { name: 'Name' })).toHaveCount(0);
    await setColumnShown(list, 'Profession', false);
    await expect(list.header('Profession')).toHaveCount(0);
    expect(param(page, 'columns')).toBe('profile_picture,full_name,email,blocked');

    await setColumnShown(list, 'Registered', true);
    await expect(list.header('Registered')).toBeVisible();
    expect(param(page, 'columns')).toBe('profile_picture,full_name,email,blocked,created_at');
    await page.keyboard.press('Escape');
    await expect(list.shownColumns).toBeHidden();
    await expect(list.columnsButton).toBeFocused();
    // Each row shows its registration day under the new header.
    await expect(list.rows.first().getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

    await page.reload();
    await expect(list.header('Registered')).toBeVisible();
    await expect(list.header('Profession')).toHaveCount(0);
    await expect(list.header('Email')).toBeVisible();
    await list.columnsButton.click();
    const boxes = list.shownColumns;
    await expect(boxes.getByRole('checkbox', { name: 'Profession' })).not.toBeChecked();
    await expect(boxes.getByRole('checkbox', { name: 'Registered' })).toBeChecked();
  });

  test('jobs: the count, 25 rows per page and the column chooser, under the jobs_ parameters', async ({
    page,
  }, testInfo) => {
    const list = await openList(page, '/admin/jobs', jobs);
    await expectCountLine(list.count, JOBS_API, 1, 10);
    await list.pages.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]jobs_page=2\b/);
    await expectCountLine(list.count, JOBS_API, 11, 20);

    await list.pageSize.selectOption('25');
    await expect(page).toHaveURL(/[?&]jobs_per_page=25\b/);
    expect(param(page, 'jobs_page')).toBeNull();
    await expect(list.rows).toHaveCount(25);
    await expectCountLine(list.count, JOBS_API, 1, 25);

    await expect(list.header('Country')).toBeVisible();
    await list.columnsButton.click();
    await expect(list.shownColumns.getByRole('checkbox', { name: 'Title' })).toHaveCount(0);
    await setColumnShown(list, 'Country', false);
    await expect(list.header('Country')).toHaveCount(0);
    expect(param(page, 'jobs_columns')).toBe('title,remote,posted,expiration,status');
    await expectNoSeriousViolations(page, testInfo, 'jobs, column chooser');
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(list.rows).toHaveCount(25);
    await expect(list.pageSize).toHaveValue('25');
    await expect(list.header('Country')).toHaveCount(0);
    await expect(list.header('Status')).toBeVisible();
  });
});

test.describe('saved views, between two admins', () => {
  // Two support admins made for this journey, so no other journey's list opens with their view.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a shared default view: its author opens with it, a colleague applies it but cannot delete it', async ({
    page,
    browser,
  }, testInfo) => {
    const author = createAdmin(testInfo, { role: 'support', label: 'views-a', firstName: 'Ava' });
    const colleague = createAdmin(testInfo, {
      role: 'support',
      label: 'views-b',
      firstName: 'Ben',
    });
    const viewName = uniqueName('Blocked, newest');

    // The author filters, sorts and hides a column…
    await signInAs(page, author);
    await page.goto('/admin/users');
    const list = users(page);
    await expect(list.table).toBeVisible();
    await blockedFilter(page).selectOption('yes');
    await page
      .getByRole('combobox', { name: 'Sort users' })
      .selectOption({ label: 'Newest first' });
    await list.columnsButton.click();
    await setColumnShown(list, 'Profession', false);
    await page.keyboard.press('Escape');
    const expected = paramsOf(
      '?blocked=yes&sort=-created_at&columns=profile_picture,full_name,email,blocked',
    );
    await expect.poll(() => currentParams(page)).toEqual(expected);

    // …and saves it, shared with the team and as the list's default.
    await list.viewsButton.click();
    await viewsMenu(page).getByRole('menuitem', { name: 'Save current view…' }).click();
    const form = page.getByRole('dialog', { name: 'Save current view' });
    await form.getByRole('textbox', { name: 'Name' }).fill(viewName);
    await form.getByRole('checkbox', { name: 'Share with the team' }).check();
    await form.getByRole('checkbox', { name: 'Make it my default view' }).check();
    await expectNoSeriousViolations(page, testInfo, 'save current view');
    await form.getByRole('button', { name: 'Save view' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('View saved.')).toBeVisible();

    // The list opened with no parameters shows the default view.
    await page.goto('/admin/users');
    await expect.poll(() => currentParams(page)).toEqual(expected);
    await expect(blockedFilter(page)).toHaveValue('yes');
    await expect(page.getByRole('combobox', { name: 'Sort users' })).toHaveValue('-created_at');
    await expect(page.getByRole('button', { name: 'Remove filter Blocked' })).toBeVisible();

    // The colleague, in a browser of their own, has no default: their list opens bare.
    const theirs = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      storageState: { cookies: [], origins: [] },
    });
    const other = await theirs.newPage();
    await signInAs(other, colleague);
    await other.goto('/admin/users');
    await users(other).viewsButton.click();
    const sharedLabel = `${viewName}, shared by ${author.name}`;
    const shared = viewsMenu(other).getByRole('menuitem', { name: sharedLabel, exact: true });
    await expect(shared).toBeVisible();
    expect(currentParams(other)).toEqual([]);
    await expect(
      viewsMenu(other).getByRole('group', { name: 'Shared with the team' }),
    ).toContainText(viewName);
    await shared.click();
    const submenu = other.getByRole('menu', { name: sharedLabel, exact: true });
    await expect(submenu.getByRole('menuitem', { name: 'Apply' })).toBeVisible();
    // Only its author changes or deletes a view.
    await expect(submenu.getByRole('menuitem', { name: 'Delete…' })).toHaveCount(0);
    await expect(submenu.getByRole('menuitem', { name: 'Rename…' })).toHaveCount(0);
    await submenu.getByRole('menuitem', { name: 'Apply' }).click();
    await expect.poll(() => currentParams(other)).toEqual(expected);
    await expect(blockedFilter(other)).toHaveValue('yes');
    await expect(users(other).header('Profession')).toHaveCount(0);

    // Asked directly, the server refuses the colleague's delete and keeps the view.
    const listed = async () =>
      (
        (await (await other.request.get('/api/admin/saved-views?list=users')).json()) as {
          data: { id: number; name: string }[];
        }
      ).data;
    const view = (await listed()).find((candidate) => candidate.name === viewName);
    expect(view, 'the colleague is shown the shared view').toBeDefined();
    const refused = await other.request.delete(`/api/admin/saved-views/${view!.id}`, {
      headers: { 'X-CSRF-TOKEN': await csrfToken(other), Accept: 'application/json' },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain(
      'Only the admin who saved this view can change or delete it.',
    );
    expect((await listed()).map((candidate) => candidate.id)).toContain(view!.id);
    await theirs.close();

    // The author deletes it; the list then opens bare again.
    const mineLabel = `${viewName}, default view, shared`;
    await list.viewsButton.click();
    await viewsMenu(page).getByRole('menuitem', { name: mineLabel, exact: true }).click();
    await page
      .getByRole('menu', { name: mineLabel, exact: true })
      .getByRole('menuitem', { name: 'Delete…' })
      .click();
    await confirmDelete(page, viewName, testInfo);
    await expect(page.getByText('View deleted.')).toBeVisible();
    await page.goto('/admin/users');
    await list.viewsButton.click();
    await expect(viewsMenu(page).getByText('No saved views yet.')).toBeVisible();
    expect(currentParams(page)).toEqual([]);
  });
});

test.describe('on a 390 px phone, as the demo admin', () => {
  test.use({ viewport: PHONE });

  test('users are cards: no sideways scroll, the first in view, filters behind one button, actions from the card', async ({
    page,
  }) => {
    await page.goto('/admin/users');
    const list = users(page);
    await expect(rowActions(list.cards)).toHaveCount(10);
    await expect(list.table).toHaveCount(0);

    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
    const first = list.cards.getByRole('listitem').first();
    const box = (await first.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, 'the first card ends within the first screen').toBeLessThanOrEqual(
      PHONE.height,
    );
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

    // Every button and checkbox of the card is at least 24 px square.
    const controls = await visibleControls(first);
    expect(controls.length, 'the card has its checkbox, actions and More').toBeGreaterThanOrEqual(
      3,
    );
    for (const control of controls) {
      const target = (await control.boundingBox())!;
      const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
      expect(target.width, `width of "${name}"`).toBeGreaterThanOrEqual(24);
      expect(target.height, `height of "${name}"`).toBeGreaterThanOrEqual(24);
    }

    // The filters wait behind one button, which counts those that are on.
    await expect(blockedFilter(page)).toHaveCount(0);
    await expect(list.filtersButton).toHaveText('Filters');
    await expect(list.filtersButton).toHaveAttribute('aria-expanded', 'false');
    await list.filtersButton.click();
    await expect(list.filtersButton).toHaveAttribute('aria-expanded', 'true');
    await blockedFilter(page).selectOption('no');
    await expect(page).toHaveURL(/[?&]blocked=no\b/);
    await expect(list.filtersButton).toHaveText('Filters (1)');
    await list.filtersButton.click();
    await expect(blockedFilter(page)).toHaveCount(0);

    // The row's actions open from its card.
    const card = list.cards.getByRole('listitem').first();
    const actions = rowActions(card);
    const name = (await actions.getAttribute('aria-label'))!.replace(/^Actions for /, '');
    await actions.click();
    const block = page.getByRole('menuitem', { name: /^(Block|Unblock)$/ });
    await expect(block).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(block).toBeHidden();

    // "More" shows the card's other fields.
    const more = card.getByRole('button', { name: `More about ${name}` });
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByText('Profession', { exact: true })).toBeVisible();
  });
});

test.describe('accessibility of the users list', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe passes in the ${colorScheme} theme, on a desktop and a phone, with its menus open`, async ({
      page,
    }, testInfo) => {
      await page.emulateMedia({ colorScheme });
      const list = await openList(page, '/admin/users', users);
      const html = page.locator('html');
      if (colorScheme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
      else await expect(html).not.toHaveClass(/\bdark\b/);

      await list.columnsButton.click();
      await expect(list.shownColumns).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `users, columns, ${colorScheme}`);
      await page.keyboard.press('Escape');
      await expect(list.shownColumns).toBeHidden();

      await list.viewsButton.click();
      await expect(viewsMenu(page)).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `users, views menu, ${colorScheme}`);
      await page.keyboard.press('Escape');
      await expect(viewsMenu(page)).toBeHidden();

      // On a phone: the cards with the filters open, the views menu, a card's actions.
      await page.setViewportSize(PHONE);
      await expect(rowActions(list.cards)).toHaveCount(10);
      await list.filtersButton.click();
      await expect(blockedFilter(page)).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `users on a phone, filters, ${colorScheme}`);
      await list.viewsButton.click();
      await expect(viewsMenu(page)).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `users on a phone, views, ${colorScheme}`);
      await page.keyboard.press('Escape');
      await expect(viewsMenu(page)).toBeHidden();
      await rowActions(list.cards).first().click();
      await expect(page.getByRole('menuitem', { name: /^(Block|Unblock)$/ })).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `users on a phone, actions, ${colorScheme}`);
    });
  }
});
