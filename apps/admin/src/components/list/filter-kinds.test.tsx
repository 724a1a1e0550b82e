import { defineList } from '@job-board/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../testing/render-app';
import { ListView } from './list-view';
import { useListView } from './use-list-view';
import { listAnswer } from '../../testing/list-answer';

type Ticket = { id: number; title: string };

const TICKETS = defineList({
  name: 'tickets',
  row: z.object({ id: z.number(), title: z.string() }),
  columns: [{ id: 'title', label: 'Title', required: true }],
  filters: [
    {
      name: 'state',
      label: 'State',
      kind: 'tabs',
      options: [
        { value: 'all', label: 'All states' },
        { value: 'open', label: 'Open' },
        { value: 'closed', label: 'Closed' },
      ],
      initial: 'open',
      chip: (_value, option) => `State: ${option}`,
    },
    { name: 'code', label: 'Code', kind: 'text', chip: (value) => `Code: ${value}` },
    { name: 'month', label: 'Opened in', kind: 'month', chip: (value) => `Opened in ${value}` },
  ],
  sorts: [{ field: 'title', ascending: 'Title: A - Z', descending: 'Title: Z - A' }],
  defaultSort: 'title',
  bulkActions: [],
  exportColumns: [{ header: 'Title', field: 'title' }],
  pageSizes: [10],
});

const ROWS: Ticket[] = [{ id: 1, title: 'Printer jam' }];

function Tickets() {
  const view = useListView(TICKETS);
  const data = listAnswer(ROWS, {
    current_page: 1,
    last_page: 2,
    per_page: 10,
    total: 11,
    path: '',
    from: 1,
    to: 10,
  });
  return (
    <>
      <ListView
        view={view}
        data={data}
        text={{
          label: 'Tickets',
          noun: 'tickets',
          loadFailed: 'Failed.',
          empty: 'None.',
          previousPage: 'Prev',
        }}
        rowKey={(ticket) => ticket.id}
        rowLabel={(ticket) => ticket.title}
      />
      <output aria-label="Query">{JSON.stringify(view.query)}</output>
    </>
  );
}

const queryOf = () => JSON.parse(screen.getByRole('status', { name: 'Query' }).textContent!);
const chipTexts = () =>
  within(screen.getByRole('list', { name: 'Active filters' }))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);

describe('ListView: tabs, text and month filters', () => {
  it('opens a tabs filter on its initial value, kept out of the URL, and offers no "Any"', async () => {
    const { user, location } = renderWithProviders(<Tickets />);
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state).toHaveValue('open');
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All states', 'Open', 'Closed']);
    expect(queryOf()).toEqual({ page: 1, sort: 'title', state: 'open' });
    expect(chipTexts()).toEqual(['State: Open']);

    // Removing the chip chooses the first tab (everything), which has no chip.
    await user.click(screen.getByRole('button', { name: 'Remove filter State: Open' }));
    expect(location()).toBe('/?state=all');
    expect(queryOf()).toEqual({ page: 1, sort: 'title', state: 'all' });
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();

    await user.selectOptions(state, 'Open');
    expect(location()).toBe('/');
  });

  it('takes typed text and a month, and leaves out a value the definition refuses', async () => {
    const { user, location } = renderWithProviders(<Tickets />, { path: '/?month=2026-13' });
    expect(queryOf()).toEqual({ page: 1, sort: 'title', state: 'open' });

    await user.type(screen.getByRole('searchbox', { name: 'Code' }), 'AB-1{Enter}');
    await waitFor(() => expect(location()).toBe('/?month=2026-13&code=AB-1'));
    fireEvent.change(screen.getByLabelText('Opened in'), { target: { value: '2026-03' } });
    await waitFor(() => expect(location()).toBe('/?month=2026-03&code=AB-1'));
    expect(queryOf()).toEqual({
      page: 1,
      sort: 'title',
      state: 'open',
      code: 'AB-1',
      month: '2026-03',
    });
    expect(chipTexts()).toEqual([
      'State: Open',
      'Code: AB-1',
      'Opened in 2026-03',
      'Clear all filters',
    ]);
  });

  it('names the pages’ previous button as the screen says', () => {
    renderWithProviders(<Tickets />);
    const pages = screen.getByRole('navigation', { name: 'Tickets pages' });
    expect(within(pages).getByRole('button', { name: 'Prev' })).toBeDisabled();
  });
});
