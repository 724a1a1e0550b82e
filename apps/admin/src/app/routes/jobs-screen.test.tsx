import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockJobsScreen } from '../../features/jobs/testing/jobs-fixtures';
import { renderApp } from '../../testing/render-app';

// The screen loads lazily; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

describe('JobsScreen', () => {
  it('shows the header, then jobs and skills, then categories, job types and post durations', async () => {
    mockJobsScreen();
    renderApp('/jobs');

    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getByText('Jobs posted throughout the system.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Jobs - /));
    const tables = [
      ['Jobs', '+ Add New Job'],
      ['Skills', '+ Add New Skill'],
      ['Categories', '+ Add New Category'],
      ['Job Types', '+ Add New Job Type'],
      ['Post Durations', '+ Add New Post Duration'],
    ] as const;
    // In reading order: the left column, then the right one.
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(tables.map(([heading]) => heading));
    for (const [heading, button] of tables) {
      const region = screen.getByRole('region', { name: heading });
      expect(within(region).getByRole('button', { name: button })).toBeInTheDocument();
    }
  });
});
