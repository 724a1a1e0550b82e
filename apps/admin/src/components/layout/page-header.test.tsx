import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { authRoutes } from '../../testing/auth-routes';
import { mockFetch } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render-app';
import { testAdmin } from '../../testing/test-admin';
import { PageHeader } from './page-header';

const FALLBACK = '/img/sample-profile.jpg';

function renderHeader(user: Partial<typeof testAdmin> = {}) {
  mockFetch(authRoutes());
  return renderWithProviders(
    <PageHeader title="Users" subtitle="Users registered on the platform." />,
    {
      user: { ...testAdmin, ...user },
    },
  );
}

describe('PageHeader', () => {
  it('shows the title as the page heading, and the subtitle', () => {
    renderHeader();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByText('Users registered on the platform.')).toBeInTheDocument();
  });

  it("shows the admin's name, cut to 20 characters plus ... when longer", () => {
    renderHeader({ name: 'Augusta Ada King-Noel, Countess of Lovelace' });
    expect(screen.getByText('Augusta Ada King-Noe...')).toBeInTheDocument();
    expect(screen.queryByText(/Countess/)).not.toBeInTheDocument();
  });

  it('shows a name of 20 characters whole', () => {
    renderHeader({ name: 'Twenty characters ok' });
    expect(screen.getByText('Twenty characters ok')).toBeInTheDocument();
  });

  it('shows the profile picture', () => {
    renderHeader({ img_url: 'https://cdn.example.com/ada.jpg' });
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/ada.jpg',
    );
  });

  it('falls back to the sample picture when there is none', () => {
    renderHeader({ img_url: null });
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', FALLBACK);
  });

  it('falls back to the sample picture when the picture fails to load', () => {
    renderHeader({ img_url: 'https://cdn.example.com/missing.jpg' });
    fireEvent.error(screen.getByRole('img', { name: 'Profile picture' }));
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', FALLBACK);
  });

  it('rewrites a picture on a local development host to this site', () => {
    renderHeader({ img_url: 'http://localhost:8000/uploads/ada.jpg' });
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      `${window.location.origin}/img/uploads/ada.jpg`,
    );
  });

  it('holds Logout in a dropdown, which signs the admin out', async () => {
    const { user } = renderHeader();
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(authStore.getState().authenticated).toBe(false));
    expect(authStore.getState()).toMatchObject({ user: null, signOutReason: 'logout' });
  });

  it('opens the dropdown from the keyboard', async () => {
    const { user } = renderHeader();
    screen.getByRole('button', { name: /Ada Lovelace/ }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });
});
