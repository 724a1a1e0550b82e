import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { renderApp } from '../../testing/render-app';
import { partner, partnersRoutes } from './testing/partner-fixtures';
import { catchDownloads, csvExport } from '../../testing/downloads';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

// jsdom has no canvas: the chart library is replaced by a named canvas.
vi.mock('react-chartjs-2', () => {
  const fake = () =>
    function FakeChart(props: { 'aria-label'?: string }) {
      return <canvas role="img" aria-label={props['aria-label']} />;
    };
  return { Doughnut: fake(), Bar: fake(), Line: fake() };
});

beforeAll(async () => {
  await Promise.all([import('./partners-screen'), import('../../components/ui/charts/bar-chart')]);
});

const partnerList = () => screen.findByRole('list', { name: 'All Partners' });
const activeFilter = () => screen.getByRole('combobox', { name: 'Active subscription' });

describe('partners list: active subscription filter', () => {
  it('sends the URL’s filter and shows it as a removable chip', async () => {
    const server = mockFetch(
      partnersRoutes({ 'partners.list': { body: pagedBody([partner(1, { name: 'Acme' })]) } }),
    );
    const { user: u, location } = renderApp('/partners?active_subscription=yes&s=ac');
    await partnerList();
    const query = server.callsTo('partners.list')[0]!.query;
    expect(query.get('active_subscription')).toBe('yes');
    expect(query.get('s')).toBe('ac');
    expect(activeFilter()).toHaveValue('yes');

    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Search: ac', 'With an active subscription', 'Clear all filters']);
    await u.click(
      within(chips).getByRole('button', { name: 'Remove filter With an active subscription' }),
    );
    expect(location()).toBe('/partners?s=ac');
    await waitFor(() =>
      expect(server.callsTo('partners.list').at(-1)?.query.has('active_subscription')).toBe(false),
    );
    expect(
      within(screen.getByRole('list', { name: 'Active filters' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Search: ac']);
  });

  it('sets the filter from its control, going back to page 1', async () => {
    const server = mockFetch(
      partnersRoutes({ 'partners.list': { body: pagedBody([partner(11)], 2, 3) } }),
    );
    const { user: u, location } = renderApp('/partners?page=2');
    await partnerList();
    await u.selectOptions(activeFilter(), 'Without an active subscription');
    expect(location()).toBe('/partners?active_subscription=no');
    expect(
      await screen.findByRole('button', {
        name: 'Remove filter Without an active subscription',
      }),
    ).toBeVisible();
    await waitFor(() =>
      expect(server.callsTo('partners.list').at(-1)?.query.get('active_subscription')).toBe('no'),
    );
  });

  it('says when no partner matches the filter', async () => {
    mockFetch(partnersRoutes({ 'partners.list': { body: pagedBody([]) } }));
    renderApp('/partners?active_subscription=no');
    expect(await screen.findByText('No partners match these filters.')).toBeVisible();
  });
});

describe('partners list: CSV export', () => {
  it('downloads the list with its search, filter and order, under the server’s file name', async () => {
    const { saved, click } = catchDownloads();
    const server = mockFetch(
      partnersRoutes({
        'partners.list': { body: pagedBody([partner(1)]) },
        'partners.export': csvExport('partners-2025-01-31.csv', 'ID,Company name'),
      }),
    );
    const { user: u } = renderApp(
      '/partners?active_subscription=no&sort=-company_name&s=acme&page=2',
    );
    await partnerList();

    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const query = server.callsTo('partners.export')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({
      s: 'acme',
      sort: '-company_name',
      active_subscription: 'no',
    });
    expect(saved).toHaveLength(1);
    expect((saved[0] as File).name).toBe('partners-2025-01-31.csv');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('shows why an export failed', async () => {
    mockFetch(
      partnersRoutes({
        'partners.list': { body: pagedBody([partner(1)]) },
        'partners.export': { status: 500, body: { result: false, message: 'Export failed.' } },
      }),
    );
    const { user: u } = renderApp('/partners');
    await partnerList();
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Export failed.');
  });
});
