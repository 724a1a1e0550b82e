import { BULK_MESSAGES, CONTENT_MESSAGES, type BulkResult } from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { dismissToasts } from '../../testing/toasts';
import { contentListRoutes, hiddenPost, publishedPost, renderScreen } from './content-test-utils';
import { catchDownloads, csvExport } from '../../testing/downloads';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  dismissToasts();
  vi.restoreAllMocks();
});

const bulkAnswer = (data: BulkResult) => ({
  body: {
    result: true as const,
    message: BULK_MESSAGES.summary(data.done, data.skipped, data.refused),
    data,
  },
});

/** Page 1 of 2 of 12 posts. */
const pageOfTwelve = () => {
  const body = pagedBody([publishedPost, hiddenPost], 1, 2);
  return { ...body, meta: { ...body.meta, total: 12 } };
};

describe('blog posts: published filter', () => {
  it('puts the filter in the URL, asks the server for it and shows it as a chip', async () => {
    const server = mockFetch({
      ...contentListRoutes(),
      'blogPosts.list': ({ query }) => ({
        body: pagedBody(
          query.get('published') === 'no' ? [hiddenPost] : [publishedPost, hiddenPost],
        ),
      }),
    });
    const { user, location } = await renderScreen('/content-management');
    await screen.findByText('Hiring Tips');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Published' }), 'Hidden');
    expect(location()).toBe('/content-management?posts_published=no');
    await waitFor(() => expect(screen.queryByText('Hiring Tips')).not.toBeInTheDocument());
    expect(server.calls.at(-1)?.query.get('published')).toBe('no');
    const chips = screen.getByRole('list', { name: 'Active filters' });
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Hidden' }));
    expect(location()).toBe('/content-management');
    expect(await screen.findByText('Hiring Tips')).toBeInTheDocument();
  });
});

describe('blog posts: bulk show, hide and delete', () => {
  it('hides the picked posts after a confirmation naming the count, then summarises the result', async () => {
    const server = mockFetch({
      ...contentListRoutes(),
      'blogPosts.bulk': bulkAnswer({
        done: 1,
        skipped: 1,
        refused: 0,
        items: [
          { id: 7, outcome: 'done' },
          { id: 8, outcome: 'skipped', reason: CONTENT_MESSAGES.blogPostAlreadyHidden },
        ],
      }),
    });
    const { user } = await renderScreen('/content-management');
    await screen.findByText('Hiring Tips');
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Hiring Tips' }));
    const pageBox = screen.getByRole('checkbox', { name: 'Select all blog posts on this page' });
    expect((pageBox as HTMLInputElement).indeterminate).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select Draft Ideas' }));
    expect(pageBox).toBeChecked();

    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Hide' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Hide 2 blog posts?' });
    expect(server.callsTo('blogPosts.bulk')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Hide' }));

    await waitFor(() => expect(server.callsTo('blogPosts.bulk')).toHaveLength(1));
    expect(server.callsTo('blogPosts.bulk')[0]!.body).toEqual({ action: 'hide', ids: [7, 8] });
    expect(await screen.findByText('1 done, 1 skipped, 0 failed.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument(),
    );
  });

  it('deletes every matching post by filter after confirming the count', async () => {
    const server = mockFetch({
      ...contentListRoutes(),
      'blogPosts.list': { body: pageOfTwelve() },
      'blogPosts.bulk': bulkAnswer({ done: 12, skipped: 0, refused: 0, items: [] }),
    });
    const { user } = await renderScreen('/content-management?posts_published=no');
    await screen.findByText('Hiring Tips');
    await user.click(screen.getByRole('checkbox', { name: 'Select all blog posts on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(
      within(bar).getByRole('button', { name: 'Select all 12 matching blog posts' }),
    );
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete 12 blog posts?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('blogPosts.bulk')).toHaveLength(1));
    expect(server.callsTo('blogPosts.bulk')[0]!.body).toEqual({
      action: 'delete',
      filter: { published: 'no' },
    });
  });
});

describe('blog posts: CSV export', () => {
  it('downloads the posts with the published filter', async () => {
    const { saved, click } = catchDownloads();
    const server = mockFetch({
      ...contentListRoutes(),
      'blogPosts.export': csvExport('blog-posts-2026-03-05.csv', 'ID,Title'),
    });
    const { user } = await renderScreen('/content-management?posts_published=yes');
    await screen.findByText('Hiring Tips');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(server.callsTo('blogPosts.export')[0]!.query)).toEqual({
      published: 'yes',
    });
    expect((saved[0] as File).name).toBe('blog-posts-2026-03-05.csv');
  });
});
