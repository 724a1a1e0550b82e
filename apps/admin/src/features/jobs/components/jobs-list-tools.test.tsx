import { BULK_MESSAGES, JOB_MESSAGES, TRASH_MESSAGES, type BulkResult } from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseInCombobox, listboxOf, optionsOf } from '../../../testing/combobox';
import { pagedBody } from '../../../testing/paged-body';
import { renderWithProviders } from '../../../testing/render-app';
import { jobItem, mockJobsScreen } from '../testing/jobs-fixtures';
import { JobsTable } from './jobs-table';
import { catchDownloads, csvExport } from '../../../testing/downloads';
import { dismissToasts } from '../../../testing/toasts';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const renderJobsTable = (path = '/jobs') => renderWithProviders(<JobsTable />, { path });

const developer = jobItem();
const designer = jobItem({ id: 12, title: 'Designer', status: 'paused' });
const tester = jobItem({ id: 13, title: 'Tester' });

/** Page 1 of a list of 25 jobs. */
const pageOf25 = () => {
  const page = pagedBody([developer, designer, tester], 1, 3);
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
const sortButton = (name: string) =>
  within(headerOf(name)).getByRole('button', { name: new RegExp(name) });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('jobs list: filters and chips', () => {
  it('sends the URL’s filters and shows each as a removable chip named in words', async () => {
    const server = mockJobsScreen({ 'jobs.adminList': { body: pagedBody([developer]) } });
    const { user, location } = renderJobsTable(
      '/jobs?jobs_status=paused&jobs_published=no&jobs_partner=7&jobs_category=2&jobs_job_type=1' +
        '&jobs_remote=yes&jobs_expiring_before=2030-01-01&jobs_s=dev',
    );
    await screen.findByText('Senior Developer');
    expect(Object.fromEntries(server.callsTo('jobs.adminList')[0]!.query)).toEqual({
      page: '1',
      s: 'dev',
      sort: '-created_at',
      status: 'paused',
      published: 'no',
      partner: '7',
      category: '2',
      job_type: '1',
      remote: 'yes',
      expiring_before: '2030-01-01',
    });

    const chips = screen.getByRole('list', { name: 'Active filters' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual([
        'Search: dev',
        'Status: Paused',
        'Published: No',
        'Partner: Acme Ltd',
        'Category: Design',
        'Job Type: Full Time',
        'Remote: Yes',
        'Expiring before 01/01/2030',
        'Clear all filters',
      ]),
    );
    // The partner filter shows the name of the partner in the URL, looked up by its id.
    expect(screen.getByRole('combobox', { name: 'Partner' })).toHaveValue('Acme Ltd');
    expect(server.callsTo('partners.options').map((call) => call.query.toString())).toEqual([
      'ids=7',
    ]);
    expect(screen.getByLabelText('Expiring before')).toHaveValue('01/01/2030');

    await user.click(
      within(chips).getByRole('button', { name: 'Remove filter Partner: Acme Ltd' }),
    );
    expect(location()).toBe(
      '/jobs?jobs_status=paused&jobs_published=no&jobs_category=2&jobs_job_type=1' +
        '&jobs_remote=yes&jobs_expiring_before=2030-01-01&jobs_s=dev',
    );
    await waitFor(() => expect(server.calls.at(-1)?.query.has('partner')).toBe(false));
  });

  it('filters by a partner found by searching, and "Any" clears it', async () => {
    const server = mockJobsScreen();
    const { user, location } = renderJobsTable('/jobs?jobs_page=2');
    await screen.findByText('Senior Developer');
    const partner = screen.getByRole('combobox', { name: 'Partner' });
    expect(partner).toHaveValue('');
    expect(partner).toHaveAttribute('placeholder', 'Any');

    await chooseInCombobox(user, partner, 'glob', 'Globex');
    expect(location()).toBe('/jobs?jobs_partner=8');
    expect(partner).toHaveValue('Globex');
    expect(
      await screen.findByRole('button', { name: 'Remove filter Partner: Globex' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(server.callsTo('jobs.adminList').at(-1)?.query.toString()).toBe(
        'page=1&sort=-created_at&partner=8',
      ),
    );

    await user.click(partner);
    expect(await optionsOf(partner)).toEqual(['Any', 'Acme Ltd', 'Globex']);
    await user.click(within(listboxOf(partner)).getByRole('option', { name: 'Any' }));
    expect(location()).toBe('/jobs');
    expect(partner).toHaveValue('');
    // The whole list of partners is never asked for.
    for (const call of server.callsTo('partners.options')) {
      expect(call.query.has('limit') || call.query.has('ids')).toBe(true);
    }
  });

  it('sets a filter from its control, goes back to page 1 and shows its chip', async () => {
    const server = mockJobsScreen({ 'jobs.adminList': { body: pagedBody([developer], 2, 3) } });
    const { user, location } = renderJobsTable('/jobs?jobs_page=2');
    await screen.findByText('Senior Developer');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Engineering');
    expect(location()).toBe('/jobs?jobs_category=1');
    expect(
      await screen.findByRole('button', { name: 'Remove filter Category: Engineering' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(server.callsTo('jobs.adminList').at(-1)?.query.toString()).toBe(
        'page=1&sort=-created_at&category=1',
      ),
    );
  });
});

describe('jobs list: header sorting', () => {
  it('sorts by title and by posting date from the headers, newest first staying out of the URL', async () => {
    const server = mockJobsScreen();
    const { user, location } = renderJobsTable();
    await screen.findByText('Senior Developer');
    // Only title and posting date can be sorted by the server.
    expect(headerOf('Country')).not.toHaveAttribute('aria-sort');
    expect(within(headerOf('Expiration')).queryByRole('button')).not.toBeInTheDocument();

    await user.click(sortButton('Title'));
    expect(location()).toBe('/jobs?jobs_sort=job_title');
    await waitFor(() => expect(headerOf('Title')).toHaveAttribute('aria-sort', 'ascending'));
    expect(headerOf('Posted')).toHaveAttribute('aria-sort', 'none');
    await waitFor(() =>
      expect(server.callsTo('jobs.adminList').at(-1)?.query.get('sort')).toBe('job_title'),
    );

    await user.click(sortButton('Title'));
    expect(location()).toBe('/jobs?jobs_sort=-job_title');
    await waitFor(() => expect(headerOf('Title')).toHaveAttribute('aria-sort', 'descending'));

    await user.click(sortButton('Posted'));
    expect(location()).toBe('/jobs?jobs_sort=created_at');
    await waitFor(() => expect(headerOf('Posted')).toHaveAttribute('aria-sort', 'ascending'));
    expect(screen.getByRole('combobox', { name: 'Sort jobs' })).toHaveDisplayValue('Oldest first');

    await user.click(sortButton('Posted'));
    expect(location()).toBe('/jobs');
    await waitFor(() => expect(headerOf('Posted')).toHaveAttribute('aria-sort', 'descending'));
    // Back to newest first, the first page is reused.
    expect(server.callsTo('jobs.adminList').map((call) => call.query.get('sort'))).toEqual([
      '-created_at',
      'job_title',
      '-job_title',
      'created_at',
    ]);
  });
});

describe('jobs list: bulk actions', () => {
  it('pauses the selected jobs after a confirmation naming the count, and says why one was skipped', async () => {
    const server = mockJobsScreen({
      'jobs.adminList': { body: pagedBody([developer, designer, tester]) },
      'jobs.bulk': bulkAnswer({
        done: 1,
        skipped: 1,
        refused: 0,
        items: [
          { id: 11, outcome: 'done' },
          { id: 12, outcome: 'skipped', reason: JOB_MESSAGES.alreadyPaused },
        ],
      }),
    });
    const { user } = renderJobsTable();
    await screen.findByText('Senior Developer');
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Senior Developer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Designer' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    // Only part of the page is selected: "all matching" is not offered yet.
    expect(within(bar).queryByRole('button', { name: /matching/ })).not.toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Pause' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Pause 2 jobs?' });
    expect(server.callsTo('jobs.bulk')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Pause' }));

    await waitFor(() => expect(server.callsTo('jobs.bulk')).toHaveLength(1));
    expect(server.callsTo('jobs.bulk')[0]!.body).toEqual({ action: 'pause', ids: [11, 12] });
    expect(await screen.findByText('1 done, 1 skipped, 0 failed.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(server.callsTo('jobs.adminList')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Show details' }));
    const details = await screen.findByRole('dialog', { name: 'Not changed' });
    const skipped = within(details).getByRole('region', { name: 'Skipped' });
    expect(
      within(skipped).getByRole('list', { name: JOB_MESSAGES.alreadyPaused }),
    ).toHaveTextContent(/^Designer$/);
  });

  it('deletes every matching job by the list’s filter after "Select all N matching"', async () => {
    const server = mockJobsScreen({
      'jobs.adminList': { body: pageOf25() },
      'jobs.bulk': bulkAnswer({
        done: 24,
        skipped: 0,
        refused: 1,
        items: [{ id: 13, outcome: 'refused', reason: JOB_MESSAGES.notFound }],
      }),
    });
    const { user } = renderJobsTable('/jobs?jobs_status=active&jobs_sort=job_title');
    await screen.findByText('Senior Developer');

    await user.click(screen.getByRole('checkbox', { name: 'Select all jobs on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Select all 25 matching jobs' }));
    expect(within(bar).getByText('All 25 matching jobs selected')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete 25 jobs?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('jobs.bulk')).toHaveLength(1));
    expect(server.callsTo('jobs.bulk')[0]!.body).toEqual({
      action: 'delete',
      filter: { sort: 'job_title', status: 'active' },
    });
    expect(await screen.findByText('24 done, 0 skipped, 1 failed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    const failures = await screen.findByRole('dialog', { name: 'Not changed' });
    const failed = within(failures).getByRole('region', { name: 'Failed' });
    expect(within(failed).getByRole('list', { name: JOB_MESSAGES.notFound })).toHaveTextContent(
      /^Tester$/,
    );
  });

  it('undoes a bulk delete from its toast by restoring the call from the trash; a pause offers none', async () => {
    const bulkId = '5b0c1f7e-8a44-4f0e-9d51-2f3f6f1c9a10';
    const server = mockJobsScreen({
      'jobs.adminList': { body: pagedBody([developer, designer]) },
      'jobs.bulk': ({ body }) =>
        bulkAnswer({
          done: 2,
          skipped: 0,
          refused: 0,
          items: [
            { id: 11, outcome: 'done' },
            { id: 12, outcome: 'done' },
          ],
          bulk_id: (body as { action: string }).action === 'delete' ? bulkId : undefined,
        }),
      'trash.restoreCall': {
        body: {
          result: true,
          message: TRASH_MESSAGES.restoredMany(2),
          data: { restored: [], bulk_id: '0f0e9c1a-3b5d-4e6f-8a7b-9c0d1e2f3a4b' },
        },
      },
    });
    const { user } = renderJobsTable();
    await screen.findByText('Senior Developer');
    const runOnBoth = async (action: string) => {
      await user.click(screen.getByRole('checkbox', { name: 'Select all jobs on this page' }));
      const bar = screen.getByRole('region', { name: 'Bulk actions' });
      await user.click(within(bar).getByRole('button', { name: action }));
      const confirm = await screen.findByRole('alertdialog', { name: `${action} 2 jobs?` });
      await user.click(within(confirm).getByRole('button', { name: action }));
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument(),
      );
    };

    await runOnBoth('Pause');
    expect(await screen.findByText('2 done, 0 skipped, 0 failed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    dismissToasts();

    await runOnBoth('Delete');
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(server.callsTo('trash.restoreCall')).toHaveLength(1));
    expect(server.callsTo('trash.restoreCall')[0]!.path).toBe(
      `/api/admin/trash/calls/${bulkId}/restore`,
    );
    expect(await screen.findByText('2 items restored.')).toBeInTheDocument();
  });

  it('clears the selection when a filter changes', async () => {
    mockJobsScreen({ 'jobs.adminList': { body: pagedBody([developer, designer]) } });
    const { user } = renderJobsTable();
    await screen.findByText('Senior Developer');
    await user.click(screen.getByRole('checkbox', { name: 'Select Designer' }));
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Remote' }), 'Yes');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument(),
    );
  });
});

describe('jobs list: CSV export', () => {
  it('downloads the list with its filters and order', async () => {
    const { click } = catchDownloads();
    const server = mockJobsScreen({
      'jobs.export': csvExport('jobs-2030-01-31.csv', 'ID,Title'),
    });
    const { user } = renderJobsTable('/jobs?jobs_remote=no&jobs_sort=-job_title&jobs_s=dev');
    await screen.findByText('Senior Developer');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(server.callsTo('jobs.export')[0]!.query)).toEqual({
      s: 'dev',
      sort: '-job_title',
      remote: 'no',
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('jobs-2030-01-31.csv');
  });
});
