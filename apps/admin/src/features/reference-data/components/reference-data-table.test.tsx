import {
  REFERENCE_DATA_MESSAGES,
  type PostDurationItem,
  type SkillItem,
} from '@job-board/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRequest } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render-app';
import { cellAt } from '../../../testing/table-cells';
import { categoryKind } from '../kinds/categories';
import { jobTypeKind } from '../kinds/job-types';
import { postDurationKind } from '../kinds/post-durations';
import { skillKind } from '../kinds/skills';
import { mockReferenceData } from '../testing/reference-data-fixtures';
import { ReferenceDataTable } from './reference-data-table';

describe('ReferenceDataTable', () => {
  it('shows each kind with its own columns', async () => {
    mockReferenceData();
    renderWithProviders(
      <>
        <ReferenceDataTable kind={categoryKind} />
        <ReferenceDataTable kind={skillKind} />
        <ReferenceDataTable kind={postDurationKind} />
      </>,
    );

    const headers = (table: HTMLElement) =>
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
    const categoriesTable = await screen.findByRole('table', { name: 'Categories' });
    expect(await within(categoriesTable).findByText('Engineering')).toBeInTheDocument();
    expect(headers(categoriesTable)).toEqual(['Icon', 'Name▲', 'Actions']);
    expect(within(categoriesTable).getByRole('img', { name: 'Engineering icon' })).toBeVisible();

    const durations = screen.getByRole('table', { name: 'Post Durations' });
    expect(await within(durations).findByText('1 Month')).toBeInTheDocument();
    expect(headers(durations)).toEqual(['Name↕', 'Duration▲', 'Premium', 'Actions']);
    expect(cellAt(durations, '1 Month', 'Duration')).toHaveTextContent(/^1 month$/);
    expect(cellAt(durations, '1 Month', 'Premium')).toHaveTextContent(/^Yes$/);

    const skillsTable = screen.getByRole('table', { name: 'Skills' });
    expect(await within(skillsTable).findByText('TypeScript')).toBeInTheDocument();
    expect(cellAt(skillsTable, 'TypeScript', 'Hinted')).toHaveTextContent(/^Yes$/);
    expect(cellAt(skillsTable, 'SQL', 'Hinted')).toHaveTextContent(/^No$/);
  });

  it('shows post durations shortest first with their lengths in words; Name sorts A–Z', async () => {
    // The API answers A–Z by name.
    const answered: PostDurationItem[] = [
      { id: 4, name: '1 Month', duration: 43_200, premium: false },
      { id: 3, name: '1 Week', duration: 10_080, premium: false },
      { id: 5, name: '2 Months', duration: 86_400, premium: true },
      { id: 6, name: 'Weekend', duration: 2_880, premium: false },
    ];
    mockReferenceData({ 'postDurations.list': { body: { data: answered } } });
    const { user, location } = renderWithProviders(<ReferenceDataTable kind={postDurationKind} />, {
      path: '/jobs',
    });

    const table = await screen.findByRole('table', { name: 'Post Durations' });
    await within(table).findByText('Weekend');
    const shown = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .slice(0, 2)
            .map((cell) => cell.textContent),
        );
    expect(shown()).toEqual([
      ['Weekend', '2 days'],
      ['1 Week', '1 week'],
      ['1 Month', '1 month'],
      ['2 Months', '2 months'],
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Duration' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(within(table).getByRole('button', { name: 'Name' }));
    expect(location()).toBe('/jobs?post_durations_sort=name');
    expect(shown().map(([name]) => name)).toEqual(['1 Month', '1 Week', '2 Months', 'Weekend']);
  });

  it('pages a long list on its own, the page in the URL under its prefix', async () => {
    const many: SkillItem[] = Array.from({ length: 12 }, (_, index) => ({
      id: index + 1,
      name: `Skill ${String(index + 1).padStart(2, '0')}`,
      visible: false,
    }));
    mockReferenceData({ 'skills.list': { body: { data: many } } });
    const { user, location } = renderWithProviders(
      <>
        <ReferenceDataTable kind={skillKind} />
        <ReferenceDataTable kind={categoryKind} />
      </>,
      { path: '/jobs' },
    );

    const skillsTable = await screen.findByRole('table', { name: 'Skills' });
    expect(await within(skillsTable).findByText('Skill 10')).toBeInTheDocument();
    expect(within(skillsTable).queryByText('Skill 11')).not.toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Skills pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(location()).toBe('/jobs?skills_page=2');
    expect(within(skillsTable).getByText('Skill 12')).toBeInTheDocument();
    expect(within(skillsTable).queryByText('Skill 01')).not.toBeInTheDocument();
    // The other list has one page and shows no page control.
    expect(screen.queryByRole('navigation', { name: 'Categories pages' })).not.toBeInTheDocument();
  });

  it('shows the last page when the URL names one past the end', async () => {
    mockReferenceData();
    renderWithProviders(<ReferenceDataTable kind={jobTypeKind} />, {
      path: '/jobs?job_types_page=4',
    });

    const table = await screen.findByRole('table', { name: 'Job Types' });
    expect(await within(table).findByText('Full Time')).toBeInTheDocument();
  });

  it('deletes after confirmation with _method DELETE and reloads the list', async () => {
    const server = mockReferenceData({
      'postDurations.delete': {
        body: { result: true, message: REFERENCE_DATA_MESSAGES.postDuration.deleted, data: null },
      },
    });
    const { user } = renderWithProviders(<ReferenceDataTable kind={postDurationKind} />);

    await user.click(await screen.findByRole('button', { name: 'Actions for 1 Month' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete the post duration “1 Month”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText(REFERENCE_DATA_MESSAGES.postDuration.deleted),
    ).toBeInTheDocument();
    const call = server.callsTo('postDurations.delete')[0];
    expect(call?.path).toBe('/api/admin/post-durations/4');
    expect(call?.body).toEqual({ _method: 'DELETE' });
    await waitFor(() => expect(server.callsTo('postDurations.list')).toHaveLength(2));
  });

  it('cancels a delete without calling the server', async () => {
    const server = mockReferenceData();
    const { user } = renderWithProviders(<ReferenceDataTable kind={jobTypeKind} />);

    await user.click(await screen.findByRole('button', { name: 'Actions for Full Time' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.calls.filter((call: MockRequest) => call.method === 'POST')).toHaveLength(0);
  });

  it("keeps the dialog open with the server's message when the record is in use (409)", async () => {
    const inUse = REFERENCE_DATA_MESSAGES.category.inUse(3);
    mockReferenceData({
      'categories.delete': { status: 409, body: { result: false, message: inUse } },
    });
    const { user } = renderWithProviders(<ReferenceDataTable kind={categoryKind} />);

    await user.click(await screen.findByRole('button', { name: 'Actions for Engineering' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(inUse);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    // The dialog hides the page from assistive tech while open; the row is still there.
    const categoriesTable = screen.getByRole('table', { name: 'Categories', hidden: true });
    expect(within(categoriesTable).getByText('Engineering')).toBeInTheDocument();
  });

  it("shows a load failure with the server's message, and retries it", async () => {
    const server = mockReferenceData({
      'jobTypes.list': {
        status: 500,
        body: { result: false, message: 'Something went wrong.' },
      },
    });
    const { user } = renderWithProviders(<ReferenceDataTable kind={jobTypeKind} />);

    const region = await screen.findByRole('region', { name: 'Job Types' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Something went wrong.');
    server.on('jobTypes.list', { body: { data: [{ id: 1, name: 'Full Time' }] } });
    await user.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByText('Full Time')).toBeInTheDocument();
  });
});
