import {
  BULK_MESSAGES,
  USER_MESSAGES,
  type BulkResult,
  type UserListItem,
} from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { renderApp } from '../../testing/render-app';
import { catchDownloads, csvExport } from '../../testing/downloads';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const user = (id: number, first: string, last: string, blocked = false): UserListItem => ({
  id,
  profile_picture: null,
  full_name: `${first} ${last}`,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@example.com`,
  profession: null,
  blocked,
  created_at: '2024-05-01T08:00:00.000Z',
});

const ada = user(1, 'Ann', 'Lee');
const bob = user(2, 'Bob', 'Kahn', true);
const cy = user(3, 'Cy', 'Young');

/** Page 1 of a list of 25 users. */
const pageOf25 = () => {
  const page = pagedBody([ada, bob, cy], 1, 3);
  return { ...page, meta: { ...page.meta, total: 25 } };
};

const bulkAnswer = (data: BulkResult) => ({
  body: {
    result: true as const,
    message: BULK_MESSAGES.summary(data.done, data.skipped, data.refused),
    data,
  },
});

const headerOf = (name: string) =>
  screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('users list: column sorting', () => {
  it('marks the sorted column with aria-sort and sorts by a header, flipping on a second click', async () => {
    const server = mockFetch({ 'users.list': { body: pagedBody([ada, bob]) } });
    const { user: u, location } = renderApp('/users');
    await screen.findByText('Ann Lee');

    // The name's header orders as the sort menu's "Name: A - Z" (the default) does.
    expect(headerOf('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('combobox', { name: 'Sort users' })).toHaveDisplayValue('Name: A - Z');
    expect(headerOf('Email')).toHaveAttribute('aria-sort', 'none');
    // Columns the server cannot sort by have no sort state and no button.
    expect(headerOf('Profession')).not.toHaveAttribute('aria-sort');
    expect(within(headerOf('Profession')).queryByRole('button')).not.toBeInTheDocument();

    await u.click(within(headerOf('Email')).getByRole('button', { name: /Email/ }));
    expect(location()).toBe('/users?sort=email');
    await waitFor(() => expect(headerOf('Email')).toHaveAttribute('aria-sort', 'ascending'));
    expect(headerOf('Name')).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('combobox', { name: 'Sort users' })).toHaveDisplayValue('Email: A - Z');
    await waitFor(() => expect(server.calls.at(-1)?.query.get('sort')).toBe('email'));

    await u.click(within(headerOf('Email')).getByRole('button', { name: /Email/ }));
    expect(location()).toBe('/users?sort=-email');
    await waitFor(() => expect(headerOf('Email')).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(server.calls.at(-1)?.query.get('sort')).toBe('-email'));
  });

  it('reads a descending registration order from the URL, shown on the chosen Registered column', async () => {
    const server = mockFetch({ 'users.list': { body: pagedBody([ada]) } });
    const { user: u, location } = renderApp('/users?sort=-created_at');
    await screen.findByText('Ann Lee');
    expect(server.callsTo('users.list')[0]?.query.get('sort')).toBe('-created_at');
    expect(screen.getByRole('combobox', { name: 'Sort users' })).toHaveDisplayValue('Newest first');
    expect(screen.queryByRole('columnheader', { name: /^Registered/ })).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Columns' }));
    // The name is always shown, so it is not offered.
    expect(screen.queryByRole('checkbox', { name: 'Name' })).toBeNull();
    await u.click(screen.getByRole('checkbox', { name: 'Registered' }));
    expect(location()).toBe(
      '/users?sort=-created_at&columns=profile_picture%2Cfull_name%2Cemail%2Cprofession%2Cblocked%2Ccreated_at',
    );
    expect(headerOf('Registered')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('cell', { name: '01/05/2024' })).toBeInTheDocument();
  });
});

describe('users list: filters and chips', () => {
  it('sends the URL’s filters and shows each as a removable chip', async () => {
    const server = mockFetch({ 'users.list': { body: pagedBody([bob]) } });
    const { user: u, location } = renderApp(
      '/users?blocked=yes&registered_from=2024-01-01&registered_to=2024-06-30&s=bo',
    );
    await screen.findByText('Bob Kahn');
    const query = server.callsTo('users.list')[0]!.query;
    expect(query.get('blocked')).toBe('yes');
    expect(query.get('registered_from')).toBe('2024-01-01');
    expect(query.get('registered_to')).toBe('2024-06-30');

    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Search: bo',
      'Blocked',
      'Registered from 01/01/2024',
      'Registered to 30/06/2024',
      'Clear all filters',
    ]);
    expect(screen.getByRole('combobox', { name: 'Blocked' })).toHaveValue('yes');
    expect(screen.getByLabelText('Registered from')).toHaveValue('01/01/2024');

    await u.click(within(chips).getByRole('button', { name: 'Remove filter Blocked' }));
    expect(location()).toBe('/users?registered_from=2024-01-01&registered_to=2024-06-30&s=bo');
    await waitFor(() => expect(server.calls.at(-1)?.query.has('blocked')).toBe(false));

    await u.click(within(chips).getByRole('button', { name: 'Clear all filters' }));
    expect(location()).toBe('/users');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('sets a filter from its control and goes back to page 1', async () => {
    mockFetch({ 'users.list': { body: pagedBody([ada], 2, 3) } });
    const { user: u, location } = renderApp('/users?page=2');
    await screen.findByText('Ann Lee');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    await u.selectOptions(screen.getByRole('combobox', { name: 'Blocked' }), 'Not blocked');
    expect(location()).toBe('/users?blocked=no');
    expect(await screen.findByRole('button', { name: 'Remove filter Not blocked' })).toBeVisible();
  });
});

describe('users list: bulk block and unblock', () => {
  it('blocks the selected users after a confirmation naming the count, and shows the failures', async () => {
    const server = mockFetch({
      'users.list': { body: pagedBody([ada, bob, cy]) },
      'users.bulk': bulkAnswer({
        done: 1,
        skipped: 1,
        refused: 1,
        items: [
          { id: 1, outcome: 'done' },
          { id: 2, outcome: 'skipped', reason: USER_MESSAGES.alreadyBlocked },
          { id: 3, outcome: 'refused', reason: USER_MESSAGES.notFound },
        ],
      }),
    });
    const { user: u } = renderApp('/users');
    await screen.findByText('Ann Lee');
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();

    await u.click(screen.getByRole('checkbox', { name: 'Select Ann Lee' }));
    await u.click(screen.getByRole('checkbox', { name: 'Select Bob Kahn' }));
    const header = screen.getByRole('checkbox', { name: 'Select all users on this page' });
    expect(header).not.toBeChecked();
    expect((header as HTMLInputElement).indeterminate).toBe(true);
    await u.click(screen.getByRole('checkbox', { name: 'Select Cy Young' }));
    expect(header).toBeChecked();

    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    await u.click(within(bar).getByRole('button', { name: 'Block' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Block 3 users?' });
    expect(server.callsTo('users.bulk')).toHaveLength(0);
    await u.click(within(confirm).getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(server.callsTo('users.bulk')).toHaveLength(1));
    expect(server.callsTo('users.bulk')[0]!.body).toEqual({ action: 'block', ids: [1, 2, 3] });
    expect(await screen.findByText('1 done, 1 skipped, 1 failed.')).toBeInTheDocument();
    // The selection is cleared once the action answered; the list reloads.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(server.callsTo('users.list')).toHaveLength(2));

    await u.click(screen.getByRole('button', { name: 'Show details' }));
    const details = await screen.findByRole('dialog', { name: 'Not changed' });
    const failed = within(details).getByRole('region', { name: 'Failed' });
    expect(within(failed).getByRole('list', { name: USER_MESSAGES.notFound })).toHaveTextContent(
      /^Cy Young$/,
    );
    const skipped = within(details).getByRole('region', { name: 'Skipped' });
    expect(
      within(skipped).getByRole('list', { name: USER_MESSAGES.alreadyBlocked }),
    ).toHaveTextContent(/^Bob Kahn$/);
  });

  it('selects every matching user with the list’s filter and unblocks them by filter', async () => {
    const server = mockFetch({
      'users.list': { body: pageOf25() },
      'users.bulk': bulkAnswer({ done: 25, skipped: 0, refused: 0, items: [] }),
    });
    const { user: u } = renderApp('/users?blocked=yes&sort=-email');
    await screen.findByText('Ann Lee');

    await u.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    await u.click(within(bar).getByRole('button', { name: 'Select all 25 matching users' }));
    expect(within(bar).getByText('All 25 matching users selected')).toBeInTheDocument();

    await u.click(within(bar).getByRole('button', { name: 'Unblock' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Unblock 25 users?' });
    await u.click(within(confirm).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(server.callsTo('users.bulk')).toHaveLength(1));
    expect(server.callsTo('users.bulk')[0]!.body).toEqual({
      action: 'unblock',
      filter: { sort: '-email', blocked: 'yes' },
    });
    expect(await screen.findByText('25 done, 0 skipped, 0 failed.')).toBeInTheDocument();
  });

  it('clears the selection when the filter changes', async () => {
    mockFetch({ 'users.list': { body: pagedBody([ada, bob]) } });
    const { user: u } = renderApp('/users');
    await screen.findByText('Ann Lee');
    await u.click(screen.getByRole('checkbox', { name: 'Select Ann Lee' }));
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toBeInTheDocument();
    await u.selectOptions(screen.getByRole('combobox', { name: 'Blocked' }), 'Blocked');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('checkbox', { name: 'Select Ann Lee' })).not.toBeChecked();
  });
});

describe('users list: CSV export', () => {
  it('downloads the list with its filters and order, under the server’s file name', async () => {
    const { saved, click } = catchDownloads();
    const server = mockFetch({
      'users.list': { body: pagedBody([bob]) },
      'users.export': csvExport('users-2025-01-31.csv', 'ID,Email'),
    });
    const { user: u } = renderApp('/users?blocked=yes&sort=-created_at&s=bob');
    await screen.findByText('Bob Kahn');

    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const query = server.callsTo('users.export')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ s: 'bob', sort: '-created_at', blocked: 'yes' });
    expect(saved).toHaveLength(1);
    expect((saved[0] as File).name).toBe('users-2025-01-31.csv');
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('users-2025-01-31.csv');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('shows why an export failed', async () => {
    mockFetch({
      'users.list': { body: pagedBody([bob]) },
      'users.export': { status: 500, body: { result: false, message: 'Export failed.' } },
    });
    const { user: u } = renderApp('/users');
    await screen.findByText('Bob Kahn');
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Export failed.');
  });
});
