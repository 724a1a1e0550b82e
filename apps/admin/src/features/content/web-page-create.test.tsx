import { CONTENT_MESSAGES } from '@job-board/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { findEditor, pasteInto, stubEditorLayout } from '../../testing/rich-text-editor';
import { dismissToasts } from '../../testing/toasts';
import {
  aboutPage,
  aboutPageItem,
  contentListRoutes,
  renderScreen,
  termsPageItem,
} from './content-test-utils';

stubEditorLayout();
afterEach(() => {
  dismissToasts();
});

const careers = {
  ...aboutPage,
  id: 9,
  title: 'Careers at Acme',
  slug: 'careers-at-acme',
  body: '<p>Join us</p>',
  is_published: true,
  published: true,
};

describe('Add a web page', { timeout: 20_000 }, () => {
  it('creates a page with the slug made from the title, then lists it', async () => {
    const server = mockFetch({
      ...contentListRoutes(),
      'webPages.create': { status: 201, body: { data: careers } },
    });
    const { user } = await renderScreen('/content-management');
    await user.click(await screen.findByRole('button', { name: '+ Add page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Web Page' });

    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Careers at Acme!');
    const slug = within(dialog).getByRole('textbox', { name: 'Slug' });
    expect(slug).toHaveValue('careers-at-acme');
    expect(slug).toHaveAttribute('readonly');
    pasteInto(await findEditor('Body'), 'Join us');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Is Published?' }));

    server.on('webPages.list', {
      body: pagedBody([aboutPageItem, termsPageItem, { ...aboutPageItem, ...careers }]),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Create Page' }));
    expect(await screen.findByText(CONTENT_MESSAGES.webPageCreated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = server.callsTo('webPages.create')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Careers at Acme!',
      slug: 'careers-at-acme',
      is_published: true,
    });
    expect(body.body).toContain('Join us');
    const table = screen.getByRole('table', { name: 'Web pages' });
    expect(await within(table).findByText('Careers at Acme')).toBeInTheDocument();
  });

  it('takes a slug typed by hand, and shows the server refusing one already used', async () => {
    const server = mockFetch({
      ...contentListRoutes(),
      'webPages.create': {
        status: 409,
        body: { result: false, message: CONTENT_MESSAGES.webPageSlugTaken('about-us') },
      },
    });
    const { user } = await renderScreen('/content-management');
    await user.click(await screen.findByRole('button', { name: '+ Add page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Web Page' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'About');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Edit the slug manually' }));
    const slug = within(dialog).getByRole('textbox', { name: 'Slug' });
    await user.clear(slug);
    await user.type(slug, 'About Us');
    await user.tab();
    expect(slug).toHaveValue('about-us');
    pasteInto(await findEditor('Body'), 'Who we are');

    await user.click(within(dialog).getByRole('button', { name: 'Create Page' }));
    expect(
      await within(dialog).findByText('A web page with the slug "about-us" already exists.'),
    ).toBeInTheDocument();
    expect(server.callsTo('webPages.create')[0]!.body).toMatchObject({ slug: 'about-us' });
    expect(screen.getByRole('dialog', { name: 'Add Web Page' })).toBeInTheDocument();
  });

  it('checks the title before sending anything', async () => {
    const server = mockFetch(contentListRoutes());
    const { user } = await renderScreen('/content-management');
    await user.click(await screen.findByRole('button', { name: '+ Add page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Web Page' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Page' }));
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(server.callsTo('webPages.create')).toHaveLength(0);
  });
});
