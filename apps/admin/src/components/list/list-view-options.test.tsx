import { defineList, pageSizesFrom, type BulkResult } from '@job-board/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../testing/render-app';
import { ListView, type ListBulk } from './list-view';
import { useListView, type ListViewOptions } from './use-list-view';
import { listAnswer } from '../../testing/list-answer';

type Note = { id: number; title: string };

/** A list in its order of creation (fixed), with a record type narrowed by a record id. */
const NOTES = defineList({
  name: 'notes',
  row: z.object({ id: z.number(), title: z.string() }),
  columns: [{ id: 'title', label: 'Title', required: true, phone: 'title' }],
  filters: [
    {
      name: 'entity',
      label: 'Record type',
      kind: 'choice',
      options: [
        { value: 'job', label: 'Job' },
        { value: 'user', label: 'User' },
      ],
      chip: (_value, type) => `Record type: ${type}`,
    },
    {
      name: 'entity_id',
      label: 'Record',
      kind: 'record',
      chip: (_id, record) => `Record: ${record}`,
    },
  ],
  sorts: [{ field: 'id', fixed: true, ascending: 'Oldest first', descending: 'Newest first' }],
  defaultSort: '-id',
  bulkActions: [{ action: 'hide', label: 'Hide', permission: 'users.write' }],
  exportColumns: [],
  pageSizes: pageSizesFrom(10),
});

const ROWS: Note[] = [
  { id: 1, title: 'First' },
  { id: 2, title: 'Second' },
];

function Notes({
  options,
  bulk,
}: {
  options?: ListViewOptions<typeof NOTES.filters>;
  bulk?: ListBulk<'hide', typeof NOTES.filters>;
}) {
  const view = useListView(NOTES, options);
  const data = listAnswer(ROWS, {
    current_page: 1,
    last_page: 1,
    path: '',
    per_page: 10,
    from: 1,
    to: 2,
    total: 2,
  });
  return (
    <>
      <ListView
        view={view}
        data={data}
        text={{ label: 'Notes', noun: 'notes', loadFailed: 'Failed.', empty: 'None.' }}
        rowKey={(note) => note.id}
        rowLabel={(note) => note.title}
        filterOptions={{
          entity_id: view.filters.entity_id
            ? [{ value: view.filters.entity_id, label: `Job #${view.filters.entity_id}` }]
            : [],
        }}
        bulk={bulk}
        renderRows={(rows, selection) => (
          <ul aria-label="Tiles">
            {rows?.map((note) => (
              <li key={note.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={selection?.isSelected(note.id) ?? false}
                    onChange={(event) => selection?.onToggle(note.id, event.target.checked)}
                  />
                  {note.title}
                </label>
              </li>
            ))}
          </ul>
        )}
      />
      <output aria-label="Filter">{JSON.stringify(view.filter)}</output>
    </>
  );
}

const filterOf = () => JSON.parse(screen.getByRole('status', { name: 'Filter' }).textContent!);

describe('ListView: a list in its fixed order', () => {
  it('sends no sort and offers no sort menu of one order', () => {
    renderWithProviders(<Notes />);
    expect(filterOf()).toEqual({});
    expect(screen.queryByRole('combobox', { name: 'Sort notes' })).not.toBeInTheDocument();
  });
});

describe('ListView: rows shown the screen’s way', () => {
  it('renders the screen’s rows, without a table, and picks a page of them for a bulk action', async () => {
    const run = vi.fn(async (): Promise<{ data: BulkResult }> => ({
      data: { done: 2, skipped: 0, refused: 0, items: [] },
    }));
    const { user } = renderWithProviders(
      <Notes bulk={{ run, confirm: (_action, count) => ({ title: `Hide ${count} notes?` }) }} />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const tiles = screen.getByRole('list', { name: 'Tiles' });
    await user.click(within(tiles).getByRole('checkbox', { name: 'First' }));
    const page = screen.getByRole('checkbox', { name: 'Select all notes on this page' });
    expect((page as HTMLInputElement).indeterminate).toBe(true);
    await user.click(page);
    expect(within(tiles).getByRole('checkbox', { name: 'Second' })).toBeChecked();

    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Hide' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Hide 2 notes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(run).toHaveBeenCalledWith('hide', { ids: [1, 2] }));
  });
});

describe('ListView: a filter that narrows another', () => {
  const narrows = { entity_id: 'entity' } as const;

  it('shows one chip for the record, which removes its type too', async () => {
    const { user, location } = renderWithProviders(<Notes options={{ narrows }} />, {
      path: '/?entity=job&entity_id=12',
    });
    expect(filterOf()).toEqual({ entity: 'job', entity_id: '12' });
    // A record named by a link is not chosen in the filters.
    expect(screen.queryByRole('combobox', { name: 'Record' })).not.toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).queryByText('Record type: Job')).not.toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Record: Job #12' }));
    expect(location()).toBe('/');
  });

  it('clears the record when its type changes, and ignores a record without a type', async () => {
    const { user, location } = renderWithProviders(<Notes options={{ narrows }} />, {
      path: '/?entity=job&entity_id=12&page=2',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Record type' }), 'user');
    expect(location()).toBe('/?entity=user');

    renderWithProviders(<Notes options={{ narrows }} />, { path: '/?entity_id=12' });
    expect(JSON.parse(screen.getAllByRole('status', { name: 'Filter' })[1]!.textContent!)).toEqual(
      {},
    );
  });
});
