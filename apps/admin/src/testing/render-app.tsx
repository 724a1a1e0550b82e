/**
 * Renders the real app (providers, guards, layout, title) in memory at a path, for tests.
 *
 *   mockFetch({ 'users.list': { body: usersPage } });
 *   const { user, location } = renderApp('/users');            // signed in as testAdmin
 *   await user.click(await screen.findByRole('button', { name: 'Block' }));
 *   expect(location()).toBe('/users?page=2');
 *
 *   renderApp('/users', { user: null });                         // signed out
 *   renderApp('/x', { screens: [screenRoute('x', 'X', async () => XScreen)] });  // own routes
 *
 * Paths are given without the /admin basename. Unless told otherwise the screen routes are the
 * app's own (screen-routes.tsx), so a screen is tested exactly as it is wired.
 * For one component that needs the providers but no route tree, use renderWithProviders.
 */
import type { AdminDetails } from '@job-board/contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { APP_BASENAME, createAppRoutes } from '../app/router';
import { createQueryClient, useClearCacheOnSignOut } from '../lib/query-client';
import { setSignedInUser } from './sign-in';
import { testAdmin } from './test-admin';

/** The app's query client, without retries so a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  return client;
}

type ProviderOptions = {
  /** Who is signed in; null for a guest. Default: testAdmin. */
  user?: AdminDetails | null;
  queryClient?: QueryClient;
};

/** The test's query client above the app (the signed-in layout then uses it instead of its own). */
function TestQueries({ client, children }: { client: QueryClient; children: ReactNode }) {
  useClearCacheOnSignOut(client);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function renderInMemoryRouter(routes: RouteObject[], path: string, options: ProviderOptions) {
  setSignedInUser(options.user === undefined ? testAdmin : options.user);
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = createMemoryRouter(routes, {
    basename: APP_BASENAME,
    initialEntries: [`${APP_BASENAME}${path}`],
  });
  const user = userEvent.setup();
  const result = render(
    <TestQueries client={queryClient}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </TestQueries>,
  );
  /** The current path without the basename, with its query string. */
  const location = () => {
    const { pathname, search } = router.state.location;
    return `${pathname.slice(APP_BASENAME.length) || '/'}${search}`;
  };
  return { ...result, router, queryClient, user, location };
}

type RenderAppOptions = ProviderOptions & {
  /** Screen routes to use instead of the app's own. */
  screens?: RouteObject[];
};

export function renderApp(path: string, options: RenderAppOptions = {}) {
  return renderInMemoryRouter(createAppRoutes(options.screens), path, options);
}

/** One component with the app's providers and a router (for links and URL state), at `path`. */
export function renderWithProviders(
  ui: ReactNode,
  options: ProviderOptions & { path?: string } = {},
) {
  return renderInMemoryRouter([{ path: '*', element: ui }], options.path ?? '/', options);
}
