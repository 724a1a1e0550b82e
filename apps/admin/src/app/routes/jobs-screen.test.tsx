import { permissionsOf } from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockJobsScreen } from '../../features/jobs/testing/jobs-fixtures';
import { renderApp } from '../../testing/render-app';
import { testAdmin } from '../../testing/test-admin';

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

  it('is read-only for support: every table without its add button, edit nor delete', async () => {
    mockJobsScreen();
    renderApp('/jobs', {
      user: { ...testAdmin, role: 'support', permissions: permissionsOf('support') },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    for (const heading of ['Jobs', 'Skills', 'Categories', 'Job Types', 'Post Durations']) {
      const region = screen.getByRole('region', { name: heading });
      expect(within(region).queryByRole('button', { name: /^\+ Add New/ })).toBeNull();
      await waitFor(() => expect(within(region).queryAllByRole('row').length).toBeGreaterThan(1));
      expect(within(region).queryByRole('button', { name: /^Actions for / })).toBeNull();
      // Selection boxes for bulk actions; a yes/no column may still show as a read-only box.
      expect(within(region).queryAllByRole('checkbox', { name: /^Select / })).toHaveLength(0);
    }
  });
});
