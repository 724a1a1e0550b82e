import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { kycFailure, kycListBody, kycRecord, someStats } from './testing/kyc-fixtures';

// jsdom has no canvas: the chart is replaced by a named image.
vi.mock('react-chartjs-2', () => ({
  Doughnut: (props: { 'aria-label'?: string }) => (
    <canvas role="img" aria-label={props['aria-label']} />
  ),
}));

// The screen and its chart load lazily; loading them once up front keeps each test's waits short.
beforeAll(async () => {
  await Promise.all([
    import('./kyc-dashboard-screen'),
    import('../../components/ui/charts/doughnut-chart'),
  ]);
});

function cardOf(name: string) {
  return within(screen.getByRole('group', { name }));
}

const waiting = [
  kycRecord({ id: 3, full_name: 'Grace Hopper' }),
  kycRecord({ id: 4, full_name: 'Katherine Johnson', id_type: 'National ID' }),
];

function mockDashboard() {
  return mockFetch({
    'kyc.stats': { body: { result: true, stats: someStats } },
    'kyc.list': { body: kycListBody(waiting) },
  });
}

describe('KycDashboardScreen', () => {
  it('wins over kyc/:id and shows the four counts with their shares', async () => {
    const server = mockDashboard();
    renderApp('/kyc/dashboard');

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
    const { user, location } = renderApp('/kyc/dashboard');
    const link = await screen.findByRole('link', { name: 'View All Verifications' });
    expect(link).toHaveAttribute('href', '/admin/kyc');
    await user.click(link);
    await waitFor(() => expect(location()).toBe('/kyc'));
  });

  it('charts the verifications by status', async () => {
    mockDashboard();
    renderApp('/kyc/dashboard');
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
    renderApp('/kyc/dashboard');
    const list = await screen.findByRole('list', { name: 'Verifications awaiting review' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Review Katherine Johnson' })).toHaveAttribute(
      'href',
      '/admin/kyc/4',
    );
    expect(server.callsTo('kyc.list')[0]?.query.get('status')).toBe('pending');
  });

  it('shows a failure to load the counts with Retry', async () => {
    const server = mockFetch({
      'kyc.stats': { status: 500, body: kycFailure('Down.') },
      'kyc.list': { body: kycListBody([]) },
    });
    const { user } = renderApp('/kyc/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Down.');
    expect(screen.getByText('No verifications are waiting for review.')).toBeInTheDocument();

    server.on('kyc.stats', { body: { result: true, stats: someStats } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardOf('Total').getByText('42')).toBeInTheDocument());
  });
});
