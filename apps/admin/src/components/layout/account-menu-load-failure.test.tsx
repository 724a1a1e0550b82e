import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MENU_LOAD_FAILED } from '../../lib/load-on-intent';
import { authRoutes } from '../../testing/auth-routes';
import { mockFetch } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render-app';
import { AccountMenu } from './account-menu';

const download = vi.hoisted(() => ({ fails: true }));

// The menu's code, as the browser downloads it: offline until the test says otherwise.
vi.mock('./account-menu-popup', async (importOriginal) => {
  if (download.fails) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

describe('AccountMenu whose code fails to download', () => {
  it('says so on its button, does not open later by itself, and opens on the next click', async () => {
    mockFetch(authRoutes());
    const { user } = renderWithProviders(<AccountMenu />);
    const button = screen.getByRole('button', { name: /Ada Lovelace/ });

    await user.click(button);
    await settle();
    expect(button).toHaveAttribute('title', MENU_LOAD_FAILED);
    expect(button).toHaveAccessibleDescription(MENU_LOAD_FAILED);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    // Back online: pointing at the button loads the menu, which stays closed until clicked.
    download.fails = false;
    await user.unhover(button);
    await user.hover(button);
    await act(async () => {
      await import('./account-menu-popup');
    });
    await settle();
    const loaded = screen.getByRole('button', { name: /Ada Lovelace/ });
    expect(loaded).not.toHaveAttribute('title', MENU_LOAD_FAILED);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
    expect(await screen.findByRole('menuitemradio', { name: 'System theme' })).toBeVisible();
  });
});
