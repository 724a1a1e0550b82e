import { permissionsOf, type AdminDetails } from '@job-board/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../../components/list/use-is-phone';
import { generalSettingsRoute } from '../../testing/auth-routes';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { testAdmin } from '../../testing/test-admin';
import { screenRoute } from '../screen-route';

function QuietScreen() {
  return <h1>Quiet</h1>;
}
function UsersScreen() {
  return <h1>Users screen</h1>;
}
/** Screens that ask for nothing, so the frame is tested alone. */
const screens = [
  screenRoute('quiet', 'Quiet', async () => QuietScreen),
  screenRoute('users', 'Users', async () => UsersScreen),
];

/** Makes matchMedia answer as a window `width` px wide (only the phone query is asked here). */
function windowOfWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === PHONE_QUERY && width < 640,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderFrame(width: number, path = '/quiet', user: AdminDetails = testAdmin) {
  windowOfWidth(width);
  mockFetch(generalSettingsRoute('Acme Jobs'));
  const rendered = renderApp(path, { screens, user });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

async function openMenu(user: Awaited<ReturnType<typeof renderFrame>>['user']) {
  await user.click(menuButton());
  return screen.findByRole('dialog', { name: 'Acme Jobs' });
}

describe('the frame on a phone', () => {
  it('shows a top bar with the app name and a closed Menu instead of the sidebar', async () => {
    await renderFrame(390);
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Acme Jobs')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Quiet' })).toBeVisible();
  });

  it('opens a modal drawer holding the main navigation, the current screen marked', async () => {
    const { user } = await renderFrame(390, '/users');
    const drawer = await openMenu(user);

    // Modal: the page behind is hidden from assistive technology while the drawer is open.
    expect(screen.queryByRole('heading', { name: 'Users screen' })).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Menu', hidden: true });
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(opener).toHaveAttribute('aria-controls', drawer.id);
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Jobs' })).not.toHaveAttribute('aria-current');
  });

  it.each(['owner', 'kyc_reviewer', 'content_editor'] as const)(
    'holds the links the sidebar shows the %s role, and no others',
    async (role) => {
      const admin = { ...testAdmin, role, permissions: permissionsOf(role) };
      const wide = await renderFrame(820, '/quiet', admin);
      const sidebarLinks = linksOf(screen.getByRole('navigation', { name: 'Main' }));
      wide.unmount();

      const { user } = await renderFrame(390, '/quiet', admin);
      const drawer = await openMenu(user);
      expect(linksOf(within(drawer).getByRole('navigation', { name: 'Main' }))).toEqual(
        sidebarLinks,
      );
      expect(sidebarLinks.length).toBeGreaterThan(1);
    },
  );

  it('closes when a link is followed, and gives the focus back to the Menu button', async () => {
    const { user, location } = await renderFrame(390);
    const drawer = await openMenu(user);
    await user.click(within(drawer).getByRole('link', { name: 'Users' }));

    expect(await screen.findByRole('heading', { name: 'Users screen' })).toBeInTheDocument();
    expect(location()).toBe('/users');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menuButton()).toHaveFocus());
  });

  it('keeps the focus inside while open, and closes on Escape', async () => {
    const { user } = await renderFrame(390);
    const drawer = await openMenu(user);
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    const seen = new Set<Element | null>();
    const stops = within(drawer).getAllByRole('link').length + 1; // the links and Close menu
    for (let press = 0; press < stops + 2; press += 1) {
      await user.tab();
      // Focus guards at the edges hand focus straight back to the first or last control.
      await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
      seen.add(document.activeElement);
    }
    expect(seen.size).toBe(stops);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton()).toHaveFocus());
  });

  it('closes from its close button', async () => {
    const { user } = await renderFrame(390);
    const drawer = await openMenu(user);
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton()).toHaveFocus());
  });

  it('closes on a tap beside it', async () => {
    const { user } = await renderFrame(390);
    await openMenu(user);
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the frame from a tablet up', () => {
  it('shows the sidebar beside the screen and no Menu button', async () => {
    await renderFrame(820);
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
