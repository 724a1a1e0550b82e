import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generalSettingsRoute } from '../../testing/auth-routes';
import { mockFetch } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render-app';
import { Sidebar } from './sidebar';

function renderSidebar(path: string) {
  mockFetch(generalSettingsRoute('Acme Jobs'));
  return renderWithProviders(<Sidebar />, { path });
}

describe('Sidebar', () => {
  it('links to the screens in the spec order, with Settings apart at the bottom', () => {
    renderSidebar('/home');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin/home'],
      ['Jobs', '/admin/jobs'],
      ['Partners', '/admin/partners'],
      ['Users', '/admin/users'],
      ['KYC Verification', '/admin/kyc'],
      ['Content Management', '/admin/content-management'],
      ['Subscriptions', '/admin/subscriptions'],
      ['Invoices', '/admin/invoices'],
      ['Audit log', '/admin/audit-log'],
      ['Trash', '/admin/trash'],
      ['Admins', '/admin/admins'],
      ['Integrations', '/admin/integrations'],
      ['Settings', '/admin/settings'],
    ]);
    const [main, bottom] = within(nav).getAllByRole('list');
    expect(
      within(bottom!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Settings']);
    expect(within(main!).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('marks the current screen, also on its sub-pages', () => {
    renderSidebar('/kyc/12');
    expect(screen.getByRole('link', { name: 'KYC Verification' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('marks Settings when it is the current screen', () => {
    renderSidebar('/settings');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(
      screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('shows the app name', async () => {
    renderSidebar('/home');
    expect(await screen.findByText('Acme Jobs')).toBeInTheDocument();
  });

  it('follows a click to another screen', async () => {
    const { user, location } = renderSidebar('/home');
    await user.click(screen.getByRole('link', { name: 'Partners' }));
    expect(location()).toBe('/partners');
    expect(screen.getByRole('link', { name: 'Partners' })).toHaveAttribute('aria-current', 'page');
  });
});
