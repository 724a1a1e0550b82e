import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { kycListBody, kycRecord } from './testing/kyc-fixtures';
import { catchDownloads, csvExport } from '../../testing/downloads';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import('./kyc-list-screen');
});

const grace = kycRecord({ id: 1, full_name: 'Grace Hopper', status: 'pending' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search KYC verifications' });

describe('KYC list: search by full name', () => {
  it('sends the URL’s search with the filters and shows it as a removable chip', async () => {
    const server = mockFetch({ 'kyc.list': { body: kycListBody([grace]) } });
    const { user, location } = renderApp('/kyc?s=grace&status=all');
    await screen.findByText('Grace Hopper');
    expect(Object.fromEntries(server.callsTo('kyc.list')[0]!.query)).toEqual({
      s: 'grace',
      sort: '-submitted_at',
      status: 'all',
      page: '1',
    });
    expect(searchBox()).toHaveValue('grace');
    const chips = screen.getByRole('list', { name: 'Active filters' });
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Search: grace' }));
    expect(location()).toBe('/kyc?status=all');
    await waitFor(() => expect(server.calls.at(-1)?.query.has('s')).toBe(false));
    expect(searchBox()).toHaveValue('');
  });

  it('puts a typed search into the URL, back on page 1, keeping the status', async () => {
    const server = mockFetch({ 'kyc.list': { body: kycListBody([grace], { lastPage: 2 }) } });
    const { user, location } = renderApp('/kyc?status=approved&page=2');
    await screen.findByText('Grace Hopper');
    await user.type(searchBox(), 'Hopper{Enter}');
    await waitFor(() => expect(location()).toBe('/kyc?status=approved&s=Hopper'));
    await waitFor(() => expect(server.calls.at(-1)?.query.get('s')).toBe('Hopper'));
    expect(server.calls.at(-1)?.query.get('status')).toBe('approved');
  });

  it('says when no verification matches the search', async () => {
    mockFetch({ 'kyc.list': { body: kycListBody([]) } });
    renderApp('/kyc?s=nobody');
    expect(await screen.findByText('No KYC verifications match these filters.')).toBeVisible();
  });

  describe('export', () => {
    it('exports the searched list', async () => {
      const { click } = catchDownloads();
      const server = mockFetch({
        'kyc.list': { body: kycListBody([grace]) },
        'kyc.export': csvExport('kyc-2026-03-05.csv', 'ID,Full name'),
      });
      const { user } = renderApp('/kyc?s=grace');
      await screen.findByText('Grace Hopper');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect(Object.fromEntries(server.callsTo('kyc.export')[0]!.query)).toEqual({
        s: 'grace',
        sort: '-submitted_at',
        status: 'pending',
      });
      click.mockRestore();
    });
  });
});
