import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { kycListBody, kycRecord, renderKyc, someStats } from './kyc-test-data';

// The app's other screens are built alongside; these tests use the KYC routes only.
vi.mock('../../app/screen-routes', () => ({ screenRoutes: [] }));

// jsdom has no canvas: the chart is replaced by a named image.
vi.mock('react-chartjs-2', () => ({
  Doughnut: (props: { 'aria-label'?: string }) => (
    <canvas role="img" aria-label={props['aria-label']} />
  ),
}));

function cardOf(name: string) {
  return within(screen.getByRole('group', { name }));
}

const waiting = [
  kycRecord({ id: 3, full_name: 'Grace Hopper' }),
  kycRecord({ id: 4, full_name: 'Katherine Johnson', id_type: 'National ID' }),
];

function mockDashboard() {
  return mockFetch({
    'GET /api/admin/kyc/stats': { body: { result: true, stats: someStats } },
    'GET /api/admin/kyc': { body: kycListBody(waiting) },
  });
}

describe('KycDashboardScreen', () => {
  it('wins over kyc/:id and shows the four counts with their shares', async () => {
    const server = mockDashboard();
    renderKyc('/kyc/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'KYC Dashboard' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^KYC Dashboard - /));
    await waitFor(() => expect(cardOf('Total').getByText('42')).toBeInTheDocument());
    expect(cardOf('Pending').getByText('7')).toBeInTheDocument();
    expect(cardOf('Pending').getByText('17% of all')).toBeInTheDocument();
    expect(cardOf('Approved').getByText('30')).toBeInTheDocument();
    expect(cardOf('Approved').getByText('71% of all')).toBeInTheDocument();
    expect(cardOf('Rejected').getByText('5')).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).not.toContain('/api/admin/kyc/dashboard');
  });

  it('links to all verifications', async () => {
    mockDashboard();
    const { user, location } = renderKyc('/kyc/dashboard');
    const link = await screen.findByRole('link', { name: 'View All Verifications' });
    expect(link).toHaveAttribute('href', '/admin/kyc');
    await user.click(link);
    await waitFor(() => expect(location()).toBe('/kyc'));
  });

  it('charts the verifications by status', async () => {
    mockDashboard();
    renderKyc('/kyc/dashboard');
    const chart = await screen.findByRole('figure', { name: 'Verifications by Status' });
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'CategoryValueShare',
      'Pending717%',
      'Approved3071%',
      'Rejected512%',
    ]);
  });

  it('lists the newest pending verifications with a link to review each', async () => {
    const server = mockDashboard();
    renderKyc('/kyc/dashboard');
    const list = await screen.findByRole('list', { name: 'Verifications awaiting review' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Review Katherine Johnson' })).toHaveAttribute(
      'href',
      '/admin/kyc/4',
    );
    expect(server.callsTo('GET /api/admin/kyc')[0]?.query.get('status')).toBe('pending');
  });

  it('shows a failure to load the counts with Retry', async () => {
    const server = mockFetch({
      'GET /api/admin/kyc/stats': { status: 500, body: { result: false, message: 'Down.' } },
      'GET /api/admin/kyc': { body: kycListBody([]) },
    });
    const { user } = renderKyc('/kyc/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Down.');
    expect(screen.getByText('No verifications are waiting for review.')).toBeInTheDocument();

    server.on('GET /api/admin/kyc/stats', { body: { result: true, stats: someStats } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardOf('Total').getByText('42')).toBeInTheDocument());
  });
});
