import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTheme, setThemePreference, THEME_STORAGE_KEY } from '../../lib/theme';
import { authRoutes } from '../../testing/auth-routes';
import { mockFetch } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render-app';
import { AccountMenu } from './account-menu';

/** A browser whose system theme is dark or light; `change` flips it as the OS would. */
function stubSystemTheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    change(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const isDark = () => document.documentElement.classList.contains('dark');

async function openThemeMenu() {
  mockFetch(authRoutes());
  const rendered = renderWithProviders(<AccountMenu />);
  await rendered.user.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
  await screen.findByRole('menuitemradio', { name: 'System theme' });
  return rendered;
}

afterEach(() => {
  act(() => setThemePreference('system'));
});

describe('AccountMenu theme', () => {
  it('sets the dark class when Dark is chosen, and remembers it for the next visit', async () => {
    stubSystemTheme(false);
    initTheme();
    expect(isDark()).toBe(false);
    const { user } = await openThemeMenu();
    expect(screen.getByRole('menuitemradio', { name: 'System theme' })).toBeChecked();

    await user.click(screen.getByRole('menuitemradio', { name: 'Dark theme' }));
    expect(isDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    // The next visit starts in the remembered theme, whatever the system says.
    act(() => initTheme());
    expect(isDark()).toBe(true);
    await user.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
    expect(await screen.findByRole('menuitemradio', { name: 'Dark theme' })).toBeChecked();

    await user.click(screen.getByRole('menuitemradio', { name: 'Light theme' }));
    expect(isDark()).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('follows the system theme by default, also when it changes', async () => {
    const system = stubSystemTheme(true);
    initTheme();
    expect(isDark()).toBe(true);
    const { user } = await openThemeMenu();
    system.change(false);
    expect(isDark()).toBe(false);

    // A chosen theme no longer follows the system; System again does, and forgets the choice.
    await user.click(screen.getByRole('menuitemradio', { name: 'Light theme' }));
    system.change(true);
    expect(isDark()).toBe(false);
    await user.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'System theme' }));
    await waitFor(() => expect(isDark()).toBe(true));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
});
