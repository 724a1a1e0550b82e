import { JOB_MESSAGES, REFERENCE_DATA_MESSAGES, type SkillItem } from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MockRequest } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { renderApp } from '../../testing/render-app';
import { jobItem, mockJobsScreen } from './testing/jobs-fixtures';

// The screen loads lazily; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const tableNamed = (name: string) => screen.findByRole('table', { name });

describe('JobsScreen', () => {
  it('shows the header and five tables, each with its "+ Add New ..." button', async () => {
    mockJobsScreen();
    renderApp('/jobs');

    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getByText('Jobs posted throughout the system.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Jobs - /));
    for (const [heading, button] of [
      ['Jobs', '+ Add New Job'],
      ['Skills', '+ Add New Skill'],
      ['Categories', '+ Add New Category'],
      ['Job Types', '+ Add New Job Type'],
      ['Post Durations', '+ Add New Post Duration'],
    ]) {
      const region = screen.getByRole('region', { name: heading });
      expect(within(region).getByRole('button', { name: button })).toBeInTheDocument();
    }
  });

  it('shows title, country, remote, expiration and status of each job', async () => {
    mockJobsScreen({
      'GET /api/jobs/all': {
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
    renderApp('/jobs');

    const table = await tableNamed('Jobs');
    await within(table).findByText('Senior Developer');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Title', 'Country', 'Remote', 'Expiration', 'Status', 'Actions']);
    expect(within(table).getByText('31/01/2030')).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Remote: Designer' })).toBeChecked();
    expect(within(table).getByText('Paused')).toBeInTheDocument();
    expect(within(table).getAllByText('N/A')).toHaveLength(2);
  });

  it('shows the post durations with their minutes and premium flag, and the skills with Hinted', async () => {
    mockJobsScreen();
    renderApp('/jobs');

    const durations = await tableNamed('Post Durations');
    expect(await within(durations).findByText('43200')).toBeInTheDocument();
    expect(within(durations).getByRole('checkbox', { name: 'Premium: 1 Month' })).toBeChecked();
    const skillsTable = await tableNamed('Skills');
    expect(
      await within(skillsTable).findByRole('checkbox', { name: 'Hinted: TypeScript' }),
    ).toBeChecked();
    expect(within(skillsTable).getByRole('checkbox', { name: 'Hinted: SQL' })).not.toBeChecked();
  });

  it('reads the jobs page, search and sort from the URL under the jobs_ prefix', async () => {
    const server = mockJobsScreen({
      'GET /api/jobs/all': { body: pagedBody([jobItem()], 2, 3) },
    });
    const { user, location } = renderApp('/jobs?jobs_page=2&jobs_s=dev&jobs_sort=-job_title');

    await within(await tableNamed('Jobs')).findByText('Senior Developer');
    const query = server.callsTo('GET /api/jobs/all')[0]?.query;
    expect(query?.toString()).toBe('page=2&s=dev&sort=-job_title');
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('dev');
    expect(screen.getByRole('combobox', { name: 'Sort jobs' })).toHaveDisplayValue('Title: Z - A');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort jobs' }), 'Title: A - Z');
    expect(location()).toBe('/jobs?jobs_s=dev&jobs_sort=job_title');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(location()).toBe('/jobs?jobs_s=dev&jobs_sort=job_title&jobs_page=3');
  });

  it('sends no sort for the default newest-first order', async () => {
    const server = mockJobsScreen();
    renderApp('/jobs');
    await within(await tableNamed('Jobs')).findByText('Senior Developer');
    expect(server.callsTo('GET /api/jobs/all')[0]?.query.toString()).toBe('page=1');
    expect(screen.getByRole('combobox', { name: 'Sort jobs' })).toHaveDisplayValue('Newest first');
  });

  it('pages a long reference list on its own, the page in the URL', async () => {
    const many: SkillItem[] = Array.from({ length: 12 }, (_, index) => ({
      id: index + 1,
      name: `Skill ${String(index + 1).padStart(2, '0')}`,
      visible: false,
    }));
    mockJobsScreen({ 'GET /api/skills/all': { body: { data: many } } });
    const { user, location } = renderApp('/jobs');

    const skillsTable = await tableNamed('Skills');
    expect(await within(skillsTable).findByText('Skill 10')).toBeInTheDocument();
    expect(within(skillsTable).queryByText('Skill 11')).not.toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Skills pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(location()).toBe('/jobs?skills_page=2');
    expect(within(skillsTable).getByText('Skill 12')).toBeInTheDocument();
    expect(within(skillsTable).queryByText('Skill 01')).not.toBeInTheDocument();
    // The other lists have one page each and show no page control.
    expect(screen.queryByRole('navigation', { name: 'Categories pages' })).not.toBeInTheDocument();
  });

  it('asks before deleting a job, sends the delete with _method and reloads the list', async () => {
    const server = mockJobsScreen({
      'DELETE /api/admin/jobs/:id': {
        body: { result: true, message: JOB_MESSAGES.deleted, data: null },
      },
    });
    const { user } = renderApp('/jobs');

    await user.click(await screen.findByRole('button', { name: 'Actions for Senior Developer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete Senior Developer?');
    expect(dialog).toHaveTextContent('Click Ok to confirm, or cancel.');
    expect(server.callsTo('DELETE /api/admin/jobs/:id')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Ok, Confirm' }));
    expect(await screen.findByText(JOB_MESSAGES.deleted)).toBeInTheDocument();
    const call = server.callsTo('DELETE /api/admin/jobs/:id')[0];
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/api/admin/jobs/11');
    expect(call?.body).toEqual({ _method: 'DELETE' });
    await waitFor(() => expect(server.callsTo('GET /api/jobs/all')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('cancels a delete without calling the server', async () => {
    const server = mockJobsScreen();
    const { user } = renderApp('/jobs');

    await user.click(await screen.findByRole('button', { name: 'Actions for Full Time' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.calls.filter((call: MockRequest) => call.method === 'POST')).toHaveLength(0);
  });

  it('deletes a post duration (the old screen could not) and reloads the list', async () => {
    const server = mockJobsScreen({
      'DELETE /api/admin/post-durations/:id': {
        body: { result: true, message: REFERENCE_DATA_MESSAGES.postDuration.deleted, data: null },
      },
    });
    const { user } = renderApp('/jobs');

    await user.click(await screen.findByRole('button', { name: 'Actions for 1 Month' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete 1 Month?');
    await user.click(within(dialog).getByRole('button', { name: 'Ok, Confirm' }));

    expect(
      await screen.findByText(REFERENCE_DATA_MESSAGES.postDuration.deleted),
    ).toBeInTheDocument();
    const call = server.callsTo('DELETE /api/admin/post-durations/:id')[0];
    expect(call?.path).toBe('/api/admin/post-durations/4');
    expect(call?.body).toEqual({ _method: 'DELETE' });
    await waitFor(() => expect(server.callsTo('GET /api/post-durations/all')).toHaveLength(2));
  });

  it("keeps the dialog open with the server's message when the record is in use (409)", async () => {
    const inUse = REFERENCE_DATA_MESSAGES.category.inUse(3);
    mockJobsScreen({
      'DELETE /api/admin/categories/:id': { status: 409, body: { result: false, message: inUse } },
    });
    const { user } = renderApp('/jobs');

    await user.click(await screen.findByRole('button', { name: 'Actions for Engineering' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ok, Confirm' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(inUse);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    // The dialog hides the page from assistive tech while open; the row is still there.
    const categoriesTable = screen.getByRole('table', { name: 'Categories', hidden: true });
    expect(within(categoriesTable).getByText('Engineering')).toBeInTheDocument();
  });

  it("shows a table's load failure with the server's message, and retries it", async () => {
    const server = mockJobsScreen({
      'GET /api/job-types/all': {
        status: 500,
        body: { result: false, message: 'Something went wrong.' },
      },
    });
    const { user } = renderApp('/jobs');

    const region = await screen.findByRole('region', { name: 'Job Types' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Something went wrong.');
    server.on('GET /api/job-types/all', { body: { data: [{ id: 1, name: 'Full Time' }] } });
    await user.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByText('Full Time')).toBeInTheDocument();
  });
});
