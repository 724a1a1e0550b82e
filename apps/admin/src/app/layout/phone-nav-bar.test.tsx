import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MENU_LOAD_FAILED } from '../../lib/load-on-intent';
import { generalSettingsRoute } from '../../testing/auth-routes';
import { mockFetch } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render-app';
import { PhoneNavBar } from './phone-nav-bar';

// The drawer's code fails to download (offline, or a release since the page loaded).
vi.mock('./nav-drawer', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('PhoneNavBar when the menu cannot be loaded', () => {
  it('says so on the Menu button, which stays closed', async () => {
    mockFetch(generalSettingsRoute('Acme Jobs'));
    const { user } = renderWithProviders(<PhoneNavBar />, { path: '/home' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);

    await waitFor(() => expect(menu).toHaveAccessibleDescription(MENU_LOAD_FAILED));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
