import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';

// The command palette finds every kind of record the admin may open, not only users and jobs,
// and "See all" opens the list searched for the same term.

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

/** Opens the palette from the keyboard, once the screen is drawn, and types `term`. */
async function searchPalette(page: Page, term: string) {
  // The shortcut is the signed-in frame's: it listens once the frame has drawn a screen.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
  await palette(page).getByRole('combobox').fill(term);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the palette finds an invoice by its number and opens the invoices searched for it', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/invoices');
  const table = page.getByRole('table', { name: 'Invoices' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  const number = (await firstRow.getByRole('cell').nth(1).textContent())?.trim() ?? '';
  expect(number).toMatch(/^INV-\d{4}-\d{6,}$/);

  await page.goto('/admin/home');
  await searchPalette(page, number);
  const option = palette(page)
    .getByRole('group', { name: 'Invoices' })
    .getByRole('option', { name: new RegExp(`^${escapeRegExp(number)}`) });
  await expect(option).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'command palette with an invoice');
  await option.click();

  await expect(page).toHaveURL(new RegExp(`/admin/invoices\\?s=${escapeRegExp(number)}$`));
  await expect(page.getByRole('searchbox')).toHaveValue(number);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(number);
});

test('the palette finds a blog post by its title and opens it in the editor', async ({ page }) => {
  await page.goto('/admin/content-management');
  const firstPost = page.getByRole('list', { name: 'Blog Posts' }).getByRole('article').first();
  await expect(firstPost).toBeVisible();
  const title = (await firstPost.getByRole('heading').first().textContent())?.trim() ?? '';
  expect(title).not.toBe('');

  await searchPalette(page, title);
  const option = palette(page)
    .getByRole('group', { name: 'Blog posts' })
    .getByRole('option', { name: new RegExp(escapeRegExp(title)) })
    .first();
  await expect(option).toBeVisible();
  await option.click();

  await expect(page).toHaveURL(/\/admin\/content-management\/blog\/post\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Post Title' })).toHaveValue(title);
});

test('"See all" opens the users list searched for the term', async ({ page }) => {
  await page.goto('/admin/home');
  // One letter most names hold: more users match than the palette shows.
  await searchPalette(page, 'a');
  const users = palette(page).getByRole('group', { name: 'Users' });
  const seeAll = users.getByRole('option', { name: /^See all (about )?[\d,]+ users$/ });
  await expect(seeAll).toBeVisible();
  await expect(users.getByRole('option')).toHaveCount(6);
  await seeAll.click();

  await expect(page).toHaveURL(/\/admin\/users\?s=a$/);
  await expect(palette(page)).toBeHidden();
  await expect(page.getByRole('searchbox')).toHaveValue('a');
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1)).toBeVisible();
});
