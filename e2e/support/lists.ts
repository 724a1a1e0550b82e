import { expect, type Locator, type Page } from '@playwright/test';
import type { Account } from './team';

/** A list's count line as the app words it: "1–10 of 1,234". */
export const countLine = (from: number, to: number, total: number) =>
  `${from}–${to} of ${total.toLocaleString('en-US')}`;

type ListPage = { data: unknown[]; meta: { last_page: number } };

/**
 * How many records a paged list's endpoint (`/api/admin/users`) holds, found by reading every
 * page at the largest page size and counting the rows, not by trusting the count it answers with.
 */
export async function countRowsByPaging(page: Page, endpoint: string): Promise<number> {
  let rows = 0;
  for (let number = 1; ; number += 1) {
    const response = await page.request.get(`${endpoint}?per_page=100&page=${number}`);
    expect(response.status(), `${endpoint} page ${number}`).toBe(200);
    const body = (await response.json()) as ListPage;
    rows += body.data.length;
    if (number >= body.meta.last_page) return rows;
  }
}

/**
 * Waits until `count` reads the line `from`–`to` of the list's real total. The total is counted
 * again on each try: journeys running beside this one may add or delete records meanwhile.
 */
export async function expectCountLine(
  count: Locator,
  endpoint: string,
  from: number,
  to: number,
): Promise<number> {
  let total = 0;
  await expect(async () => {
    total = await countRowsByPaging(count.page(), endpoint);
    expect(total, `the list holds at least ${to} records`).toBeGreaterThanOrEqual(to);
    await expect(count).toHaveText(countLine(from, to, total), { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return total;
}

/** The URL's query parameters, sorted, to compare two list states whatever their order. */
export const paramsOf = (search: string) =>
  [...new URLSearchParams(search)].sort(([a], [b]) => a.localeCompare(b));

/** The current page's query parameters, sorted (see paramsOf). */
export const currentParams = (page: Page) => paramsOf(new URL(page.url()).search);

/** Signs in on the login screen as an admin whose role needs no second factor. */
export async function signInAs(page: Page, account: Account) {
  await page.goto('/admin/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
}

/** The session's anti-forgery token, which the server asks of every changing call. */
export async function csrfToken(page: Page): Promise<string> {
  const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  expect(token, 'the page carries the session’s anti-forgery token').toBeTruthy();
  return token!;
}

/** Every button and checkbox inside `scope` that is on screen and can be used (a target). */
export async function visibleControls(scope: Locator): Promise<Locator[]> {
  const controls = await scope
    .locator('button, input[type="checkbox"], [role="button"], [role="checkbox"]')
    .all();
  const shown: Locator[] = [];
  for (const control of controls)
    if ((await control.isVisible()) && (await control.isEnabled())) shown.push(control);
  return shown;
}

/**
 * The parts of one list of the list kit inside `scope` (a screen's main area, or the card of one
 * of its lists), `label` being the list's accessible name ("Users").
 */
export function listParts(scope: Locator, label: string) {
  const table = scope.getByRole('table', { name: label, exact: true });
  return {
    table,
    /** The table's data rows (the header row left out). */
    rows: table.locator('tbody').getByRole('row'),
    header: (name: string) => table.getByRole('columnheader', { name, exact: true }),
    /** The rows as cards, on a phone. */
    cards: scope.getByRole('list', { name: label, exact: true }),
    /** "1–10 of 1,234" under the rows. */
    count: scope.getByText(/^\d[\d,]*–\d[\d,]* of /),
    pages: scope.getByRole('navigation', { name: `${label} pages`, exact: true }),
    pageSize: scope.getByRole('combobox', { name: 'Rows per page', exact: true }),
    columnsButton: scope.getByRole('button', { name: 'Columns', exact: true }),
    shownColumns: scope.getByRole('group', { name: 'Shown columns', exact: true }),
    viewsButton: scope.getByRole('button', { name: 'Views', exact: true }),
    filtersButton: scope.getByRole('button', { name: /^Filters( \(\d+\))?$/ }),
  };
}

export type ListParts = ReturnType<typeof listParts>;

/**
 * Ticks or unticks a column in the open column chooser. Its boxes show the URL's columns, which
 * change a moment after the click, so the box is clicked and then awaited.
 */
export async function setColumnShown(list: ListParts, column: string, shown: boolean) {
  const box = list.shownColumns.getByRole('checkbox', { name: column, exact: true });
  await expect(box).toBeChecked({ checked: !shown });
  await box.click();
  await expect(box).toBeChecked({ checked: shown });
}
