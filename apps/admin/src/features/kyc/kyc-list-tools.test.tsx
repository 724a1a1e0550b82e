import { BULK_MESSAGES, KYC_MESSAGES, type BulkResult } from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { dismissToasts } from '../../testing/toasts';
import { kycListBody, kycRecord } from './testing/kyc-fixtures';
import { catchDownloads, csvExport } from '../../testing/downloads';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import('./kyc-list-screen');
});
afterEach(() => {
  dismissToasts();
  vi.restoreAllMocks();
});

const grace = kycRecord({ id: 1, full_name: 'Grace Hopper', status: 'pending' });
const alan = kycRecord({ id: 2, full_name: 'Alan Turing', status: 'pending' });
const ada = kycRecord({ id: 3, full_name: 'Ada Lovelace', status: 'approved' });

const bulkAnswer = (data: BulkResult) => ({
  body: {
    result: true as const,
    message: BULK_MESSAGES.summary(data.done, data.skipped, data.refused),
    data,
  },
});

/** Page 1 of a list of 30 matching verifications. */
const firstOfThree = () => {
  const body = kycListBody([grace, alan, ada], { lastPage: 3 });
  return {
    ...body,
    verifications: { ...body.verifications, meta: { ...body.verifications.meta, total: 30 } },
  };
};

describe('KYC list: filters', () => {
  it('sorts by submission time from the header, oldest first on a click, kept in the URL', async () => {
    const server = mockFetch({ 'kyc.list': { body: kycListBody([grace]) } });
    const { user, location } = renderApp('/kyc?status=all');
    await screen.findByText('Grace Hopper');
    const header = screen.getByRole('columnheader', { name: /Submitted At/ });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    // The newest-first order stays out of the URL; the query names it.
    expect(location()).toBe('/kyc?status=all');
    expect(server.callsTo('kyc.list')[0]!.query.get('sort')).toBe('-submitted_at');

    await user.click(within(header).getByRole('button'));
    expect(location()).toContain('sort=submitted_at');
    await waitFor(() =>
      expect(server.callsTo('kyc.list').at(-1)!.query.get('sort')).toBe('submitted_at'),
    );
    expect(screen.getByRole('columnheader', { name: /Submitted At/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('sends the URL’s filters and shows each as a removable chip', async () => {
    const server = mockFetch({ 'kyc.list': { body: kycListBody([grace]) } });
    const { user, location } = renderApp(
      '/kyc?status=pending&id_type=Passport&submitted_from=2026-01-01&submitted_to=2026-01-31',
    );
    await screen.findByText('Grace Hopper');
    const query = server.callsTo('kyc.list')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({
      sort: '-submitted_at',
      status: 'pending',
      id_type: 'Passport',
      submitted_from: '2026-01-01',
      submitted_to: '2026-01-31',
      page: '1',
    });
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Status: Pending',
      'ID type: Passport',
      'Submitted from 01/01/2026',
      'Submitted to 31/01/2026',
      'Clear all filters',
    ]);
    expect(screen.getByLabelText('Submitted from')).toHaveValue('01/01/2026');

    await user.click(
      within(chips).getByRole('button', { name: 'Remove filter ID type: Passport' }),
    );
    expect(location()).toBe(
      '/kyc?status=pending&submitted_from=2026-01-01&submitted_to=2026-01-31',
    );
    await waitFor(() => expect(server.calls.at(-1)?.query.has('id_type')).toBe(false));
  });

  it('puts a typed ID type and a chosen day into the URL, back on page 1', async () => {
    const server = mockFetch({ 'kyc.list': { body: kycListBody([grace], { lastPage: 2 }) } });
    const { user, location } = renderApp('/kyc?page=2');
    await screen.findByText('Grace Hopper');
    await user.type(screen.getByRole('searchbox', { name: 'ID type' }), 'National ID{Enter}');
    await waitFor(() => expect(location()).toBe('/kyc?id_type=National+ID'));
    await waitFor(() => expect(server.calls.at(-1)?.query.get('id_type')).toBe('National ID'));
    await user.type(screen.getByLabelText('Submitted to'), '28/02/2026{Enter}');
    await waitFor(() =>
      expect(location()).toBe('/kyc?id_type=National+ID&submitted_to=2026-02-28'),
    );
  });
});

describe('KYC list: bulk approve and reject', () => {
  it('approves the selected records with one comment after a confirmation naming the count', async () => {
    const server = mockFetch({
      'kyc.list': { body: kycListBody([grace, alan, ada]) },
      'kyc.bulk': bulkAnswer({
        done: 2,
        skipped: 1,
        refused: 0,
        items: [
          { id: 1, outcome: 'done' },
          { id: 2, outcome: 'done' },
          { id: 3, outcome: 'skipped', reason: KYC_MESSAGES.alreadyDecided('approved') },
        ],
      }),
    });
    const { user } = renderApp('/kyc');
    await screen.findByText('Grace Hopper');
    await user.click(
      screen.getByRole('checkbox', { name: 'Select all verifications on this page' }),
    );
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Approve' }));

    const dialog = await screen.findByRole('dialog', { name: 'Approve 3 verifications?' });
    expect(server.callsTo('kyc.bulk')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Admin comment (for all)'), 'Checked together');
    await user.click(within(dialog).getByRole('button', { name: 'Approve 3' }));

    await waitFor(() => expect(server.callsTo('kyc.bulk')).toHaveLength(1));
    expect(server.callsTo('kyc.bulk')[0]!.body).toEqual({
      action: 'approve',
      admin_comment: 'Checked together',
      ids: [1, 2, 3],
    });
    expect(await screen.findByText('2 done, 1 skipped, 0 failed.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(server.callsTo('kyc.list').length).toBeGreaterThan(1));
  });

  it('rejects every matching record by filter, requiring one reason for all', async () => {
    const server = mockFetch({
      'kyc.list': { body: firstOfThree() },
      'kyc.bulk': bulkAnswer({ done: 30, skipped: 0, refused: 0, items: [] }),
    });
    const { user } = renderApp('/kyc?id_type=Passport');
    await screen.findByText('Grace Hopper');
    await user.click(
      screen.getByRole('checkbox', { name: 'Select all verifications on this page' }),
    );
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(
      within(bar).getByRole('button', { name: 'Select all 30 matching verifications' }),
    );
    expect(within(bar).getByText('All 30 matching verifications selected')).toBeVisible();
    await user.click(within(bar).getByRole('button', { name: 'Reject' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject 30 verifications' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject 30' }));
    expect(await within(dialog).findByText(KYC_MESSAGES.reasonRequired)).toBeVisible();
    expect(server.callsTo('kyc.bulk')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'Other');
    await user.type(within(dialog).getByLabelText(/^Describe the reason/), 'Same forged stamp');
    await user.click(within(dialog).getByRole('button', { name: 'Reject 30' }));
    await waitFor(() => expect(server.callsTo('kyc.bulk')).toHaveLength(1));
    expect(server.callsTo('kyc.bulk')[0]!.body).toEqual({
      action: 'reject',
      reason: 'other',
      reason_text: 'Same forged stamp',
      filter: { sort: '-submitted_at', status: 'pending', id_type: 'Passport' },
    });
  });
});

describe('KYC list: CSV export', () => {
  it('downloads the list with its filters under the server’s file name', async () => {
    const { saved, click } = catchDownloads();
    const server = mockFetch({
      'kyc.list': { body: kycListBody([grace]) },
      'kyc.export': csvExport('kyc-2026-03-05.csv', 'ID,Full name'),
    });
    const { user } = renderApp('/kyc?status=all&submitted_from=2026-01-01');
    await screen.findByText('Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(server.callsTo('kyc.export')[0]!.query)).toEqual({
      sort: '-submitted_at',
      status: 'all',
      submitted_from: '2026-01-01',
    });
    expect((saved[0] as File).name).toBe('kyc-2026-03-05.csv');
  });
});
