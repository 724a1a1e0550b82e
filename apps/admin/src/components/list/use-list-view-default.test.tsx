import { JOBS_LIST, type SavedView } from '@job-board/contract';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render-app';
import { useListView } from './use-list-view';
import { useSavedViews } from './use-saved-views';

const jobsDefault: SavedView = {
  id: 7,
  list: 'jobs',
  name: 'Remote, 25 a page',
  state: 'jobs_remote=yes&jobs_per_page=25',
  shared: false,
  is_default: true,
  mine: true,
  author_name: 'Ada Admin',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

/** A list sharing its screen with others: its parameters carry the `jobs_` prefix. */
function JobsTab() {
  const view = useListView(JOBS_LIST, { prefix: 'jobs' });
  const location = useLocation();
  const views = useSavedViews('jobs');
  return (
    <>
      <p>Views: {views.isSuccess ? 'read' : 'reading'}</p>
      <p>Address: {location.search || 'none'}</p>
      <p>Rows: {view.perPage}</p>
    </>
  );
}

describe('the default view of a list under a URL prefix', () => {
  it('applies when none of the list’s own parameters are in the address, keeping the others', async () => {
    mockFetch({ 'savedViews.list': { body: { data: [jobsDefault] } } });
    const { router } = renderWithProviders(<JobsTab />, { path: '/jobs?tab=skills' });
    expect(
      await screen.findByText('Address: ?tab=skills&jobs_remote=yes&jobs_per_page=25'),
    ).toBeInTheDocument();
    expect(screen.getByText('Rows: 25')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves the address alone when it names the list’s own parameters', async () => {
    mockFetch({ 'savedViews.list': { body: { data: [jobsDefault] } } });
    renderWithProviders(<JobsTab />, { path: '/jobs?jobs_sort=job_title' });
    expect(await screen.findByText('Views: read')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Address: ?jobs_sort=job_title')).toBeInTheDocument();
  });
});
