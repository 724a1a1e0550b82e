import { expect, test, type Page } from '@playwright/test';
import { openRowAction } from '../support/actions';
import { recordNameAt, rowActions, rowNamed } from '../support/tables';

test.describe.configure({ mode: 'serial' });

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
const firstRow = (page: Page) => usersTable(page).getByRole('row').nth(1);

test('users: search, sort and paginate, with the state in the URL', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(rowActions(usersTable(page))).toHaveCount(10);

  await page.getByRole('combobox', { name: 'Sort users' }).selectOption({ label: 'Name: Z - A' });
  await expect(page).toHaveURL(/sort=-first_name/);
  await page
    .getByRole('navigation', { name: 'Users pages' })
    .getByRole('button', { name: 'Next' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Users pages' }).getByRole('button', { name: 'Page 2' }),
  ).toHaveAttribute('aria-current', 'page');

  await expect(rowActions(usersTable(page)).first()).toBeVisible();
  // Long text is cut in the table; its full value is in the title.
  // Cells: selection checkbox, picture, name, email…
  const emailCell = firstRow(page).getByRole('cell').nth(3);
  const email =
    (await emailCell.locator('[title]').count()) > 0
      ? ((await emailCell.locator('[title]').first().getAttribute('title')) ?? '')
      : await emailCell.innerText();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email.trim());
  await expect(page).not.toHaveURL(/page=2/);
  await expect(rowActions(usersTable(page))).toHaveCount(1);
});

test('a user is blocked, then unblocked, each after a confirmation', async ({ page }) => {
  await page.goto('/admin/users');
  const name = await recordNameAt(usersTable(page));
  const badge = (state: 'Blocked' | 'Active') =>
    rowNamed(usersTable(page), name).first().getByText(state, { exact: true });
  const wasBlocked = (await badge('Blocked').count()) > 0;
  const first = wasBlocked ? 'Unblock' : 'Block';
  const second = wasBlocked ? 'Block' : 'Unblock';

  for (const [action, state] of [
    [first, wasBlocked ? 'Active' : 'Blocked'],
    [second, wasBlocked ? 'Blocked' : 'Active'],
  ] as const) {
    await openRowAction(page, name, action);
    const confirm = page.getByRole('alertdialog', { name: `${action} ${name}?` });
    await confirm.getByRole('button', { name: action }).click();
    await expect(confirm).toBeHidden();
    await expect(badge(state)).toBeVisible();
  }
});
