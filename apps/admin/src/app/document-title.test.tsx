import { screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { generalSettingsBody, generalSettingsRoute } from '../testing/auth-routes';
import { deferred, mockFetch } from '../testing/mock-fetch';
import { renderApp } from '../testing/render-app';
import { formatDocumentTitle } from './document-title';
import { screenRoute } from './screen-route';

function ContentScreen() {
  return (
    <>
      <h1>Content</h1>
      <Outlet />
    </>
  );
}

const screens = [
  screenRoute('users', 'Users', async () => () => <h1>Users</h1>),
  screenRoute('content-management', 'Content Management', async () => ContentScreen, [
    { index: true, element: null },
    screenRoute('blog/post/new', 'New Blog Post', async () => () => <h2>New post</h2>),
  ]),
];

describe('the browser title', () => {
  it('is "{screen title} - {app name}", the name coming from the general settings', async () => {
    const settings = deferred();
    mockFetch({
      'settings.general': async () => {
        await settings.promise;
        return { body: generalSettingsBody('Acme Jobs') };
      },
    });
    renderApp('/users', { screens });
    await screen.findByRole('heading', { name: 'Users' });
    // The settings are still on their way, so the title can only be the fallback.
    await waitFor(() => expect(document.title).toBe('Users - Job Board'));

    settings.resolve();
    await waitFor(() => expect(document.title).toBe('Users - Acme Jobs'));
  });

  it('falls back to "Job Board" when the settings cannot be loaded', async () => {
    const server = mockFetch({
      'settings.general': {
        status: 500,
        body: { result: false, message: 'Something went wrong.' },
      },
    });
    renderApp('/users', { screens });
    await screen.findByRole('heading', { name: 'Users' });
    await waitFor(() => expect(server.callsTo('settings.general')).toHaveLength(1));
    await waitFor(() => expect(document.title).toBe('Users - Job Board'));
  });

  it('falls back to "Job Board" when the app name is blank', async () => {
    mockFetch(generalSettingsRoute('   '));
    renderApp('/login', { user: null });
    await screen.findByRole('heading', { name: 'Login' });
    await waitFor(() => expect(document.title).toBe('Login - Job Board'));
  });

  it('follows the deepest route that names a title', async () => {
    mockFetch(generalSettingsRoute('Acme Jobs'));
    const { router } = renderApp('/content-management', { screens });
    await waitFor(() => expect(document.title).toBe('Content Management - Acme Jobs'));

    await router.navigate('/content-management/blog/post/new');
    await screen.findByRole('heading', { name: 'New post' });
    await waitFor(() => expect(document.title).toBe('New Blog Post - Acme Jobs'));
  });

  it('names unknown addresses "Page Not Found"', async () => {
    mockFetch(generalSettingsRoute('Acme Jobs'));
    renderApp('/nowhere', { screens });
    await waitFor(() => expect(document.title).toBe('Page Not Found - Acme Jobs'));
  });
});

describe('formatDocumentTitle', () => {
  it('is the app name alone for a route without a title', () => {
    expect(formatDocumentTitle(undefined, 'Acme Jobs')).toBe('Acme Jobs');
    expect(formatDocumentTitle('Jobs', 'Acme Jobs')).toBe('Jobs - Acme Jobs');
  });
});
