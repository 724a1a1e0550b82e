import { expect, test, type Page } from '@playwright/test';

const partnerList = (page: Page) => page.getByRole('list', { name: 'All Partners' });

test('partners: search, sort, paging; a deep link with list state survives a reload', async ({
  page,
}) => {
  await page.goto('/admin/partners');
  const first = partnerList(page).getByRole('listitem').first();
  await expect(first).toContainText('Member since');

  await page
    .getByRole('combobox', { name: 'Sort partners' })
    .selectOption({ label: 'Name: Z - A' });
  await expect(page).toHaveURL(/sort=-company_name/);
  const lastByName = (await partnerList(page).getByRole('listitem').first().innerText())
    .split('\n')[0]!
    .trim();

  await page
    .getByRole('navigation', { name: 'Partner pages' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  const deepLink = page.url();
  await page.reload();
  expect(page.url()).toBe(deepLink);
  await expect(
    page.getByRole('navigation', { name: 'Partner pages' }).getByRole('button', { name: 'Page 2' }),
  ).toHaveAttribute('aria-current', 'page');

  await page.getByRole('searchbox', { name: 'Search partners' }).fill(lastByName);
  await expect(page).toHaveURL(/s=/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(partnerList(page).getByRole('listitem').first()).toContainText(lastByName);
});

test('top performers page forward and back, four at a time', async ({ page }) => {
  await page.goto('/admin/partners');
  const top = page.getByRole('list', { name: 'Top Performers' });
  await expect(top.getByRole('listitem')).toHaveCount(4);
  const previous = page.getByRole('button', { name: 'Previous top performers' });
  const next = page.getByRole('button', { name: 'Next top performers' });
  await expect(previous).toBeDisabled();
  const firstOnPageOne = (await top.getByRole('listitem').first().textContent()) ?? '';
  await next.click();
  await expect(page).toHaveURL(/top_page=2/);
  await expect(top.getByRole('listitem').first()).not.toHaveText(firstOnPageOne);
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect(top.getByRole('listitem').first()).toHaveText(firstOnPageOne);
});
