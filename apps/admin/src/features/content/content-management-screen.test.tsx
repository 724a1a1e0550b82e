import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { UNDO_TEXT } from '../../lib/use-undo';
import { stubEditorLayout } from '../../testing/rich-text-editor';
import type { renderApp } from '../../testing/render-app';
import { cellAt } from '../../testing/table-cells';
import {
  aboutPage,
  aboutPageItem,
  contentListRoutes,
  fullPost,
  hiddenPost,
  publishedPost,
  renderScreen,
  termsPageItem,
} from './content-test-utils';

stubEditorLayout();

type User = ReturnType<typeof renderApp>['user'];

/** Opens About Us for editing and returns its modal once the page has loaded. */
async function openEditModal(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Actions for About Us' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  await screen.findByRole('textbox', { name: 'Title' });
  return screen.getByRole('dialog', { name: 'Edit Web Page' });
}

const tile = (title: string) => screen.findByRole('article', { name: title });

describe('ContentManagementScreen', { timeout: 20_000 }, () => {
  it('shows the web pages table and the blog post tiles', async () => {
    mockFetch(contentListRoutes());
    await renderScreen('/content-management');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Content Management' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Web pages' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Title↕', 'Published', 'Status', 'Actions']);
    expect(await within(table).findByText('About Us')).toBeInTheDocument();
    expect(cellAt(table, 'About Us', 'Published')).toHaveTextContent(/^Yes$/);
    expect(within(table).getByText('Paused')).toBeInTheDocument();

    const post = await tile('Hiring Tips');
    expect(within(post).getByText('Five ways to hire well.')).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: 'Edit Post' })).toHaveAttribute(
      'href',
      '/admin/content-management/blog/post/7',
    );
    expect(within(post).getByRole('button', { name: 'Delete Hiring Tips' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ Add New Post' })).toHaveAttribute(
      'href',
      '/admin/content-management/blog/post/new',
    );
    await waitFor(() => expect(document.title).toMatch(/^Content Management - /));
  });

  it('allows Edit but not Delete in the web pages table', async () => {
    mockFetch(contentListRoutes());
    const { user } = await renderScreen('/content-management');
    await user.click(await screen.findByRole('button', { name: 'Actions for About Us' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Edit']);
  });

  it('labels the toggle Hide Post for a published post and Show Post for a hidden one', async () => {
    let published = true;
    const server = mockFetch({
      ...contentListRoutes(),
      'blogPosts.list': () => ({
        body: pagedBody([{ ...publishedPost, published }, hiddenPost]),
      }),
      'blogPosts.togglePublic': () => {
        published = !published;
        return {
          body: {
            result: true,
            message: 'Blog Post hidden.',
            data: { ...fullPost, is_published: published },
          },
        };
      },
    });
    const { user } = await renderScreen('/content-management');

    const post = await tile('Hiring Tips');
    expect(
      within(await tile('Draft Ideas')).getByRole('button', { name: 'Show Post' }),
    ).toBeEnabled();
    await user.click(within(post).getByRole('button', { name: 'Hide Post' }));

    expect(await within(post).findByRole('button', { name: 'Show Post' })).toBeEnabled();
    expect(server.callsTo('blogPosts.togglePublic')[0]?.path).toBe(
      '/api/admin/blogposts/toggle-public/7',
    );
    expect(await screen.findByText('Blog Post hidden.')).toBeInTheDocument();
  });

  it('shows the server message when the toggle fails', async () => {
    mockFetch({
      ...contentListRoutes(),
      'blogPosts.togglePublic': {
        status: 404,
        body: { result: false, message: 'No blog post has this id.' },
      },
    });
    const { user } = await renderScreen('/content-management');
    await user.click(within(await tile('Hiring Tips')).getByRole('button', { name: 'Hide Post' }));
    expect(await screen.findByText('No blog post has this id.')).toBeInTheDocument();
  });

  it('asks before deleting a post, then deletes it with its id', async () => {
    const server = mockFetch({
      ...contentListRoutes(),
      'blogPosts.delete': {
        body: { result: true, message: 'Blog Post deleted successfully.', data: null },
      },
    });
    const { user } = await renderScreen('/content-management');
    await user.click(
      within(await tile('Hiring Tips')).getByRole('button', { name: 'Delete Hiring Tips' }),
    );

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName('Delete the blog post “Hiring Tips”?');
    expect(dialog).toHaveAccessibleDescription(UNDO_TEXT.toTrash);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Blog Post deleted successfully.')).toBeInTheDocument();
    const [call] = server.callsTo('blogPosts.delete');
    expect(call?.path).toBe('/api/admin/blogposts/7');
    expect(call?.body).toEqual({ _method: 'DELETE' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The list is reloaded.
    await waitFor(() => expect(server.callsTo('blogPosts.list')).toHaveLength(2));
  });

  it('keeps the confirmation open with the server message when a delete fails', async () => {
    mockFetch({
      ...contentListRoutes(),
      'blogPosts.delete': {
        status: 500,
        body: { result: false, message: 'Something went wrong.' },
      },
    });
    const { user } = await renderScreen('/content-management');
    await user.click(
      within(await tile('Draft Ideas')).getByRole('button', { name: 'Delete Draft Ideas' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('edits a web page in a modal and sends title, body, is_published and status', async () => {
    const server = mockFetch({
      ...contentListRoutes(),
      'webPages.get': { body: { data: aboutPage } },
      'webPages.update': { body: { data: { ...aboutPage, title: 'About' } } },
    });
    const { user } = await renderScreen('/content-management');
    const dialog = await openEditModal(user);

    const title = await within(dialog).findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('About Us');
    expect(
      await within(dialog).findByRole('textbox', { name: 'Body' }, { timeout: 10_000 }),
    ).toHaveTextContent('Who we are');
    expect(within(dialog).getByRole('checkbox', { name: 'Is Published?' })).toBeChecked();
    const status = within(dialog).getByRole('combobox', { name: 'Page Status' });
    expect(status).toHaveValue('active');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Active', 'Paused']);

    await user.clear(title);
    await user.type(title, 'About');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Is Published?' }));
    await user.selectOptions(status, 'paused');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Web Page updated successfully.')).toBeInTheDocument();
    const [call] = server.callsTo('webPages.update');
    expect(call?.path).toBe('/api/admin/webpages/3');
    expect(call?.body).toEqual({
      title: 'About',
      body: '<p>Who we are</p>',
      is_published: false,
      status: 'paused',
      _method: 'PUT',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(server.callsTo('webPages.list')).toHaveLength(2));
  });

  it("asks for a title, then shows the server's field sentences, or its message, when an update fails", async () => {
    const sentence = 'The title may not be greater than 200 characters.';
    const server = mockFetch({
      ...contentListRoutes(),
      'webPages.get': { body: { data: aboutPage } },
      'webPages.update': {
        status: 422,
        body: {
          result: false,
          message: 'The given data was invalid.',
          errors: { title: [sentence] },
        },
      },
    });
    const { user } = await renderScreen('/content-management');
    const dialog = await openEditModal(user);
    const title = await within(dialog).findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription('The title field is required.'));
    expect(server.callsTo('webPages.update')).toHaveLength(0);

    await user.type(title, 'About');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription(sentence));

    server.on('webPages.update', {
      status: 500,
      body: { result: false, message: 'Something went wrong.' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(server.callsTo('webPages.update')).toHaveLength(2);
    expect(screen.queryByText('Web Page updated successfully.')).not.toBeInTheDocument();
  });

  it("keeps the delete confirmation open with the server's message when the delete fails", async () => {
    const server = mockFetch({
      ...contentListRoutes(),
      'webPages.get': { body: { data: aboutPage } },
      'webPages.delete': {
        status: 500,
        body: { result: false, message: 'Something went wrong.' },
      },
    });
    const { user } = await renderScreen('/content-management');
    const dialog = await openEditModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Page' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(server.callsTo('webPages.delete')).toHaveLength(1);
    expect(screen.queryByText('Web Page deleted successfully.')).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Edit Web Page' })).toBeInTheDocument();
  });

  it('deletes a web page from its modal after the confirmation', async () => {
    const server = mockFetch({
      ...contentListRoutes(),
      'webPages.get': { body: { data: aboutPage } },
      'webPages.delete': {
        body: { result: true, message: 'Web Page deleted successfully.', data: null },
      },
    });
    const { user } = await renderScreen('/content-management');
    const dialog = await openEditModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Page' }));

    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveAccessibleName('Delete the page “About Us”?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.callsTo('webPages.delete')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete Page' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Web Page deleted successfully.')).toBeInTheDocument();
    const [call] = server.callsTo('webPages.delete');
    expect(call?.path).toBe('/api/admin/webpages/3');
    expect(call?.body).toEqual({ _method: 'DELETE' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a load failure with Retry', async () => {
    const server = mockFetch({
      ...contentListRoutes(),
      'webPages.list': { status: 500, body: { result: false, message: 'Something went wrong.' } },
    });
    const { user } = await renderScreen('/content-management');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.queryByRole('table', { name: 'Web pages' })).not.toBeInTheDocument();

    server.on('webPages.list', { body: pagedBody([aboutPageItem]) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const table = await screen.findByRole('table', { name: 'Web pages' });
    expect(await within(table).findByText('About Us')).toBeInTheDocument();
  });

  it('keeps the page of each list in the URL under its own prefix', async () => {
    const server = mockFetch({
      'webPages.list': ({ query }) => ({
        body: pagedBody(query.get('page') === '2' ? [termsPageItem] : [aboutPageItem], 1, 2),
      }),
      'blogPosts.list': ({ query }) => ({
        body: pagedBody(query.get('page') === '3' ? [hiddenPost] : [publishedPost], 1, 3),
      }),
    });
    const { user, location } = await renderScreen('/content-management?posts_page=3');

    expect(await tile('Draft Ideas')).toBeInTheDocument();
    const pagesNav = await screen.findByRole('navigation', { name: 'Web pages pagination' });
    await user.click(within(pagesNav).getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByText('Terms and Conditions of Use')).toBeInTheDocument();
    expect(location()).toBe('/content-management?posts_page=3&pages_page=2');
    expect(server.callsTo('webPages.list').at(-1)?.query.get('page')).toBe('2');
    expect(
      within(await tile('Draft Ideas')).getByRole('link', { name: 'Edit Post' }),
    ).toHaveAttribute('href', '/admin/content-management/blog/post/8?posts_page=3&pages_page=2');
  });

  it('sorts the web pages by title from the header, kept in the URL under its prefix', async () => {
    const server = mockFetch(contentListRoutes());
    const { user, location } = await renderScreen('/content-management');
    const table = await screen.findByRole('table', { name: 'Web pages' });
    const header = within(table).getByRole('columnheader', { name: /Title/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(server.callsTo('webPages.list')[0]!.query.has('sort')).toBe(false);

    await user.click(within(header).getByRole('button'));
    expect(location()).toBe('/content-management?pages_sort=title');
    await waitFor(() =>
      expect(server.callsTo('webPages.list').at(-1)?.query.get('sort')).toBe('title'),
    );
    expect(within(table).getByRole('columnheader', { name: /Title/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });
});
