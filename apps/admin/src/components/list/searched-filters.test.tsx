import { defineList } from '@job-board/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../testing/render-app';
import type { ComboboxSource } from '../ui/combobox-field';
import { ListView } from './list-view';
import { useListView } from './use-list-view';
import { listAnswer } from '../../testing/list-answer';

type Task = { id: number; title: string };
type Owner = { id: number; name: string };

const OWNERS: Owner[] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Bob' },
];

const TASKS = defineList({
  name: 'tasks',
  row: z.object({ id: z.number(), title: z.string() }),
  columns: [{ id: 'title', label: 'Title', required: true }],
  filters: [
    {
      name: 'owner',
      label: 'Owner',
      kind: 'record',
      source: { endpoint: 'owners.options' },
      chip: (_value, option) => `Owner: ${option}`,
    },
    { name: 'due_before', label: 'Due before', kind: 'date-before', chip: (day) => `Due ${day}` },
  ],
  sorts: [{ field: 'title', ascending: 'Title: A - Z', descending: 'Title: Z - A' }],
  defaultSort: 'title',
  bulkActions: [],
  exportColumns: [{ header: 'Title', field: 'title' }],
  pageSizes: [10],
});

const lookups: string[] = [];
const owners: ComboboxSource<Owner[]> = {
  search: (term) => ({
    queryKey: ['owners', 'search', term],
    queryFn: async () => OWNERS.filter((owner) => owner.name.toLowerCase().includes(term)),
  }),
  lookup: (id) => ({
    queryKey: ['owners', 'ids', id],
    queryFn: async () => {
      lookups.push(id);
      return OWNERS.filter((owner) => String(owner.id) === id);
    },
  }),
  toOptions: (found) => found.map((owner) => ({ value: String(owner.id), label: owner.name })),
};

function Tasks({ rows }: { rows: Task[] }) {
  const view = useListView(TASKS);
  const meta = { current_page: 1, last_page: 1, per_page: 10, total: rows.length, path: '' };
  const data = listAnswer(rows, {
    ...meta,
    from: rows.length ? 1 : null,
    to: rows.length || null,
  });
  return (
    <ListView
      view={view}
      data={data}
      text={{
        label: 'Tasks',
        noun: 'tasks',
        loadFailed: 'Failed.',
        empty: 'No tasks yet.',
        noFilterMatch: 'No tasks match these filters.',
      }}
      rowKey={(task) => task.id}
      rowLabel={(task) => task.title}
      searchedFilters={{ owner: { source: owners } }}
    />
  );
}

describe('ListView: searched record and day-before filters', () => {
  it('names the chosen record in its combobox and chip, looked up once by its id', async () => {
    lookups.length = 0;
    const { user, location } = renderWithProviders(<Tasks rows={[{ id: 1, title: 'Plan' }]} />, {
      path: '/?owner=2&due_before=2030-01-01',
    });
    const chips = screen.getByRole('list', { name: 'Active filters' });
    await waitFor(() => expect(within(chips).getByText('Owner: Bob')).toBeInTheDocument());
    expect(within(chips).getByText('Due 01/01/2030')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('Bob');
    expect(screen.getByLabelText('Due before')).toHaveValue('01/01/2030');
    expect(lookups).toEqual(['2']);

    await user.click(within(chips).getByRole('button', { name: 'Remove filter Owner: Bob' }));
    expect(location()).toBe('/?due_before=2030-01-01');
  });

  it('says when the filters match nothing, and when the list is empty', () => {
    const first = renderWithProviders(<Tasks rows={[]} />, { path: '/?due_before=2030-01-01' });
    expect(screen.getByText('No tasks match these filters.')).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<Tasks rows={[]} />);
    expect(screen.getByText('No tasks yet.')).toBeInTheDocument();
  });
});
