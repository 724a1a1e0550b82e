import type { JobRecord } from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jobItem, mockJobsScreen } from '../../features/jobs/testing/jobs-fixtures';
import { applicant } from '../../features/records/testing/record-fixtures';
import { pagedBody } from '../../testing/paged-body';
import { renderApp } from '../../testing/render-app';

// The screens and the job form load lazily; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** A job of the jobs screen's fixtures (its form's choices hold its partner, category…). */
const job: JobRecord = {
  ...jobItem({ id: 5, title: 'Record Keeper' }),
  published_at: '2029-12-01T10:00:00.000Z',
  updated_at: '2029-12-02T10:00:00.000Z',
  applications: 1,
  selected_applications: 1,
};

describe('the job record page', () => {
  it('edits the job in the jobs list’s form, then shows the new title', async () => {
    let stored: JobRecord = job;
    const server = mockJobsScreen({
      'records.job': () => ({ body: { data: stored } }),
      'records.jobApplicants': { body: pagedBody([applicant]) },
      'audit.list': { body: pagedBody([]) },
      'jobs.update': () => {
        stored = { ...job, title: 'Record Keeper II' };
        return { body: { data: stored } };
      },
    });
    const { user } = renderApp('/jobs/5');
    const details = await screen.findByRole('region', { name: 'Details' });
    await user.click(within(details).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job' });
    const title = await within(dialog).findByDisplayValue('Record Keeper');
    await user.clear(title);
    await user.type(title, 'Record Keeper II');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Job updated successfully.')).toBeVisible();
    const call = server.callsTo('jobs.update')[0]!;
    expect(call.path).toBe('/api/admin/jobs/5');
    expect(call.body).toMatchObject({ job_title: 'Record Keeper II' });
    await waitFor(() => expect(server.callsTo('records.job').length).toBeGreaterThan(1));
    await user.keyboard('{Escape}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Record Keeper II' }),
    ).toBeVisible();
  });
});
