import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { confirmDelete, openRowAction } from '../support/actions';
import { expectNoSeriousViolations } from '../support/accessibility';
import { captureScreen } from '../support/screenshots';
import { recordNameAt } from '../support/tables';
import { uniqueName } from '../support/unique';

test.describe.configure({ mode: 'serial' });

const COVER_IMAGE = fileURLToPath(new URL('../fixtures/cover.png', import.meta.url));
const pagesTable = (page: Page) => page.getByRole('table', { name: 'Web pages' });

test('a web page is edited, then deleted after its confirmation', async ({ page }, testInfo) => {
  await page.goto('/admin/content-management');
  const title = await recordNameAt(pagesTable(page));

  await openRowAction(page, title, 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit Web Page' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).not.toHaveValue('');
  await expectNoSeriousViolations(page, testInfo, 'Edit Web Page modal');
  const renamed = uniqueName('Company');
  await dialog.getByRole('textbox', { name: 'Title' }).fill(renamed);
  await dialog.getByRole('combobox', { name: 'Page Status' }).selectOption({ label: 'Paused' });
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Web Page updated successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const updatedRow = pagesTable(page).getByRole('row', { name: new RegExp(renamed.slice(0, 12)) });
  await expect(updatedRow).toContainText('paused', { ignoreCase: true });

  await openRowAction(page, renamed, 'Edit');
  await dialog.getByRole('button', { name: 'Delete Page' }).click();
  await confirmDelete(page, renamed);
  await expect(page.getByRole('button', { name: `Actions for ${renamed}` })).toHaveCount(0);
});

test('a blog post is created with an image and a slug, edited, hidden, shown and deleted', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/content-management');
  await page.getByRole('link', { name: '+ Add New Post' }).click();
  await expect(page).toHaveURL(/\/admin\/content-management\/blog\/post\/new/);
  await expect(page.getByRole('heading', { level: 1, name: 'New Blog Post' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Please upload an image')).toBeVisible();

  const title = uniqueName('Hiring in Cape Town');
  await page.getByRole('textbox', { name: 'Post Title' }).fill(title);
  const slug = page.getByRole('textbox', { name: 'Slug' });
  await expect(slug).toHaveValue(title.toLowerCase().replace(/\s+/g, '-'));
  await page.getByLabel('Featured Image').setInputFiles(COVER_IMAGE);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Where the jobs are this season.');
  await page.getByRole('textbox', { name: 'Body' }).fill('Cape Town employers are hiring.');
  await page.getByRole('checkbox', { name: 'Is Published?' }).check();
  await expectNoSeriousViolations(page, testInfo, 'New Blog Post');
  await captureScreen(page, testInfo, 'blog-post-editor');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/admin\/content-management(\?.*)?$/);

  const tile = page.getByRole('article', { name: title });
  await expect(tile).toBeVisible();
  // The uploaded image is served and decoded (a failed one would show the placeholder instead).
  const image = tile.locator('img');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await tile.getByRole('link', { name: 'Edit Post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Post Title' })).toHaveValue(title);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Updated: where the jobs are.');
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page).toHaveURL(/\/admin\/content-management(\?.*)?$/);
  await expect(tile).toContainText('Updated: where the jobs are.');

  await tile.getByRole('button', { name: 'Hide Post' }).click();
  await expect(tile.getByRole('button', { name: 'Show Post' })).toBeVisible();
  await tile.getByRole('button', { name: 'Show Post' }).click();
  await expect(tile.getByRole('button', { name: 'Hide Post' })).toBeVisible();

  await tile.getByRole('button', { name: `Delete ${title}` }).click();
  await confirmDelete(page, title);
  await expect(tile).toHaveCount(0);
});
