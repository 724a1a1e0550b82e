import { JOB_MESSAGES } from '@job-board/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagedBody } from '../../../testing/paged-body';
import { UNDO_TEXT } from '../../../lib/use-undo';
import { renderWithProviders } from '../../../testing/render-app';
import { cellAt } from '../../../testing/table-cells';
import { jobItem, mockJobsScreen } from '../testing/jobs-fixtures';
import { JobsTable } from './jobs-table';

const renderJobsTable = (path = '/jobs') => renderWithProviders(<JobsTable />, { path });
const jobsTable = () => screen.findByRole('table', { name: 'Jobs' });
const headerOf = (name: string) =>
  screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('JobsTable', () => {
  it('shows title, country, remote, expiration and status of each job', async () => {
    mockJobsScreen({
      'jobs.adminList': {
        body: pagedBody([
          jobItem(),
          jobItem({
            id: 12,
            title: 'Designer',
            remote_position: true,
            country: null,
            expiration: null,
            status: 'paused',
          }),
        ]),
      },
    });
    renderJobsTable();

    const table = await jobsTable();
    await within(table).findByText('Senior Developer');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['', 'Title↕', 'Country', 'Remote', 'Posted▼', 'Expiration', 'Status', 'Actions']);
    expect(within(table).getByText('31/01/2030')).toBeInTheDocument();
    expect(cellAt(table, 'Designer', 'Remote')).toHaveTextContent(/^Yes$/);
    expect(within(table).getByText('Paused')).toBeInTheDocument();
    expect(within(table).getAllByText('N/A')).toHaveLength(2);
  });

  it('reads the jobs page, search and sort from the URL under the jobs_ prefix', async () => {
    const server = mockJobsScreen({
      'jobs.adminList': { body: pagedBody([jobItem()], 2, 3) },
    });
    const { user, location } = renderJobsTable('/jobs?jobs_page=2&jobs_s=dev&jobs_sort=-job_title');

    await within(await jobsTable()).findByText('Senior Developer');
    const query = server.callsTo('jobs.adminList')[0]?.query;
    expect(query?.toString()).toBe('page=2&s=dev&sort=-job_title');
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('dev');
    expect(screen.getByRole('combobox', { name: 'Sort jobs' })).toHaveDisplayValue('Title: Z - A');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort jobs' }), 'Title: A - Z');
    expect(location()).toBe('/jobs?jobs_s=dev&jobs_sort=job_title');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(location()).toBe('/jobs?jobs_s=dev&jobs_sort=job_title&jobs_page=3');
  });

  it('opens on the newest-first order, named in the query but not in the URL', async () => {
    const server = mockJobsScreen();
    renderJobsTable();
    await within(await jobsTable()).findByText('Senior Developer');
    expect(server.callsTo('jobs.adminList')[0]?.query.toString()).toBe('page=1&sort=-created_at');
    expect(headerOf('Posted')).toHaveAttribute('aria-sort', 'descending');
    expect(headerOf('Title')).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('combobox', { name: 'Sort jobs' })).toHaveDisplayValue('Newest first');
  });

  it('asks before deleting a job, sends the delete with _method and reloads the list', async () => {
    const server = mockJobsScreen({
      'jobs.delete': {
        body: { result: true, message: JOB_MESSAGES.deleted, data: null },
      },
      'records.job': {
        body: {
          data: {
            ...jobItem(),
            published_at: null,
            updated_at: '2026-01-03T09:00:00.000Z',
            applications: 14,
            selected_applications: 2,
          },
        },
      },
    });
    const { user } = renderJobsTable();

    await user.click(await screen.findByRole('button', { name: 'Actions for Senior Developer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    // The question names the job and what goes with it: the count comes from the job's record.
    expect(dialog).toHaveAccessibleName('Delete the job “Senior Developer”?');
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        `Its 14 applications go with it. ${UNDO_TEXT.toTrash}`,
      ),
    );
    expect(server.callsTo('records.job')[0]?.path).toBe('/api/admin/jobs/11');
    expect(server.callsTo('jobs.delete')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(JOB_MESSAGES.deleted)).toBeInTheDocument();
    const call = server.callsTo('jobs.delete')[0];
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/api/admin/jobs/11');
    expect(call?.body).toEqual({ _method: 'DELETE' });
    await waitFor(() => expect(server.callsTo('jobs.adminList')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
