import { USERS_LIST, defineList, pageSizesFrom, type BulkResult } from '@job-board/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../testing/render-app';
import { sortOptionsOf } from './filter-options';
import { countText } from './list-count';
import { ListView, type ListBulk } from './list-view';
import { PHONE_QUERY } from './use-is-phone';
import { useListView } from './use-list-view';
import { listAnswer } from '../../testing/list-answer';

type Person = { id: number; name: string; city: string; team: string; note: string | null };

const PEOPLE = defineList({
  name: 'people',
  row: z.object({
    id: z.number(),
    name: z.string(),
    city: z.string(),
    team: z.string(),
    note: z.string().nullable(),
  }),
  columns: [
    { id: 'name', label: 'Name', sort: 'name', required: true, phone: 'title' },
    { id: 'city', label: 'City', sort: 'city', phone: 'primary' },
    { id: 'team', label: 'Team', phone: 'secondary' },
    { id: 'note', label: 'Note', hidden: true, phone: 'secondary' },
  ],
  filters: [
    {
      name: 'active',
      label: 'Active',
      kind: 'yes-no',
      chip: (_value, option) => `Active: ${option}`,
    },
    {
      name: 'team',
      label: 'Team',
      kind: 'choice',
      options: [
        { value: 'red', label: 'Red team' },
        { value: 'blue', label: 'Blue team' },
      ],
      chip: (_value, option) => `Team: ${option}`,
    },
    {
      name: 'joined_from',
      label: 'Joined from',
      kind: 'date-from',
      chip: (value) => `Joined from ${value}`,
    },
  ],
  search: { placeholder: 'Search by name' },
  sorts: [
    { field: 'name', ascending: 'Name: A - Z', descending: 'Name: Z - A' },
    { field: 'city', ascending: 'City: A - Z', descending: 'City: Z - A' },
  ],
  defaultSort: 'name',
  bulkActions: [{ action: 'archive', label: 'Archive', permission: 'users.write', danger: true }],
  exportColumns: [{ header: 'Name', field: 'name' }],
  pageSizes: pageSizesFrom(10),
});

const ROWS: Person[] = [
  { id: 1, name: 'Ann Lee', city: 'Oslo', team: 'red', note: 'Speaks Norwegian' },
  { id: 2, name: 'Ben Ito', city: 'Lima', team: 'blue', note: null },
];

type Meta = { from: number | null; to: number | null; total: number; total_is_estimate?: boolean };

function People({
  meta = { from: 1, to: 2, total: 2 },
  bulk,
  loading = false,
}: {
  meta?: Meta;
  bulk?: ListBulk<'archive', typeof PEOPLE.filters>;
  /** The first page has not answered yet. */
  loading?: boolean;
}) {
  const view = useListView(PEOPLE);
  const data = listAnswer(
    ROWS,
    { current_page: view.page, last_page: 3, path: '', per_page: view.perPage, ...meta },
    { isPending: loading },
  );
  return (
    <>
      <ListView
        view={view}
        data={data}
        text={{ label: 'People', noun: 'people', loadFailed: 'Failed.', empty: 'Nobody.' }}
        rowKey={(person) => person.id}
        rowLabel={(person) => person.name}
        actions={{ onEdit: () => undefined }}
        bulk={bulk}
      />
      <output aria-label="Query">{JSON.stringify(view.query)}</output>
      <output aria-label="Saved view">{view.queryString}</output>
      <button type="button" onClick={() => view.applyView('team=blue&sort=-city&page=4&other=1')}>
        Apply view
      </button>
    </>
  );
}

const queryOf = () => JSON.parse(screen.getByRole('status', { name: 'Query' }).textContent!);

/** Makes the window as narrow as a phone for matchMedia. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === PHONE_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ListView: count', () => {
  it('says which rows the page shows, exact or estimated, in a polite live region', () => {
    expect(countText({ from: 1, to: 10, total: 3214 })).toBe('1–10 of 3,214');
    expect(countText({ from: 11, to: 20, total: 300000, total_is_estimate: true })).toBe(
      '11–20 of about 300,000',
    );
    expect(countText({ from: null, to: null, total: 0 })).toBe('');

    renderWithProviders(
      <People meta={{ from: 1, to: 10, total: 300000, total_is_estimate: true }} />,
    );
    const count = screen.getByText('1–10 of about 300,000');
    expect(count).toHaveAttribute('aria-live', 'polite');
  });
});

describe('ListView: URL state', () => {
  it('keeps the page size in the URL, goes back to page 1, and leaves the default out', async () => {
    const { user, location } = renderWithProviders(<People />, { path: '/?page=3' });
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100']);
    expect(queryOf()).toEqual({ page: 3, sort: 'name' });

    await user.selectOptions(size, '25');
    expect(location()).toBe('/?per_page=25');
    expect(queryOf()).toEqual({ page: 1, sort: 'name', per_page: 25 });

    await user.selectOptions(size, '10');
    expect(location()).toBe('/');
    expect(queryOf()).toEqual({ page: 1, sort: 'name' });
  });

  it('ignores a page size the list does not offer', () => {
    renderWithProviders(<People />, { path: '/?per_page=7' });
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    expect(queryOf()).toEqual({ page: 1, sort: 'name' });
  });

  it('sorts by a header with aria-sort, and offers the definition’s sort labels', async () => {
    const { user, location } = renderWithProviders(<People />);
    const header = (name: string) =>
      screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('City')).toHaveAttribute('aria-sort', 'none');
    expect(header('Team')).not.toHaveAttribute('aria-sort');
    const sort = screen.getByRole('combobox', { name: 'Sort people' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Name: A - Z', 'Name: Z - A', 'City: A - Z', 'City: Z - A']);

    await user.click(within(header('City')).getByRole('button'));
    expect(location()).toBe('/?sort=city');
    expect(header('City')).toHaveAttribute('aria-sort', 'ascending');
    expect(sort).toHaveDisplayValue('City: A - Z');
  });

  it('has every sortable header of the users list order as one of its sort menu’s entries', () => {
    const offered = sortOptionsOf(USERS_LIST.sorts).map((option) => option.value);
    for (const column of USERS_LIST.columns.filter((candidate) => candidate.sort)) {
      expect(offered).toContain(column.sort);
    }
    // The name's header and the menu's "Name: A - Z" are one order.
    const name = USERS_LIST.columns.find((column) => column.id === 'full_name');
    expect(
      sortOptionsOf(USERS_LIST.sorts).find((option) => option.value === name?.sort)?.label,
    ).toBe('Name: A - Z');
  });

  it('applies a saved view’s query string to its own parameters only, on page 1', async () => {
    const { user, location } = renderWithProviders(<People />, {
      path: '/?page=2&s=ann&tab=x',
    });
    expect(screen.getByRole('status', { name: 'Saved view' })).toHaveTextContent(/^s=ann$/);
    await user.click(screen.getByRole('button', { name: 'Apply view' }));
    expect(location()).toBe('/?tab=x&team=blue&sort=-city');
    expect(queryOf()).toEqual({ page: 1, sort: '-city', team: 'blue' });
  });
});

describe('ListView: column chooser', () => {
  it('shows and hides the columns that are not required, writing them to the URL', async () => {
    const { user, location } = renderWithProviders(<People />, { path: '/?page=2' });
    const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers()).toEqual(['Name▲', 'City↕', 'Team', 'Actions']);
    const toggle = screen.getByRole('button', { name: 'Columns' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: 'Shown columns' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement!.textContent),
    ).toEqual(['City', 'Team', 'Note']);
    expect(within(group).getByRole('checkbox', { name: 'City' })).toHaveFocus();

    await user.click(within(group).getByRole('checkbox', { name: 'City' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Note' }));
    // Choosing columns does not change which rows match: the page stays.
    expect(location()).toBe('/?page=2&columns=name%2Cteam%2Cnote');
    expect(headers()).toEqual(['Name▲', 'Team', 'Note', 'Actions']);
    expect(screen.getByRole('cell', { name: 'Speaks Norwegian' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Shown columns' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    // Back to the default columns: the URL no longer names them.
    await user.click(toggle);
    await user.click(screen.getByRole('checkbox', { name: 'City' }));
    await user.click(screen.getByRole('checkbox', { name: 'Note' }));
    expect(location()).toBe('/?page=2');
  });

  it('closes on a click elsewhere', async () => {
    const { user } = renderWithProviders(<People />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('group', { name: 'Shown columns' })).toBeInTheDocument();
    await user.click(screen.getByRole('table', { name: 'People' }));
    expect(screen.queryByRole('group', { name: 'Shown columns' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('reads the shown columns from a link, always with the required ones', () => {
    renderWithProviders(<People />, { path: '/?columns=note' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name▲',
      'Note',
      'Actions',
    ]);
  });
});

describe('ListView: filters and chips', () => {
  it('derives a control and a removable chip from each filter', async () => {
    const { user, location } = renderWithProviders(<People />, {
      path: '/?active=yes&team=red&joined_from=2024-01-01&s=an&page=2',
    });
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Search: an',
      'Active: Yes',
      'Team: Red team',
      'Joined from 01/01/2024',
      'Clear all filters',
    ]);
    expect(screen.getByRole('combobox', { name: 'Active' })).toHaveValue('yes');
    expect(screen.getByLabelText('Joined from')).toHaveValue('01/01/2024');
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveAttribute(
      'placeholder',
      'Search by name',
    );

    await user.click(within(chips).getByRole('button', { name: 'Remove filter Team: Red team' }));
    expect(location()).toBe('/?active=yes&joined_from=2024-01-01&s=an');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Blue team');
    expect(location()).toBe('/?active=yes&joined_from=2024-01-01&s=an&team=blue');
    expect(queryOf()).toEqual({
      page: 1,
      s: 'an',
      sort: 'name',
      active: 'yes',
      team: 'blue',
      joined_from: '2024-01-01',
    });

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(location()).toBe('/');
  });
});

describe('ListView: bulk actions', () => {
  it('runs an action on every matching row by the list’s filter after a confirmation', async () => {
    const result: BulkResult = { done: 25, skipped: 0, refused: 0, items: [] };
    const run = vi.fn(async () => ({ data: result }));
    const { user } = renderWithProviders(
      <People
        meta={{ from: 1, to: 2, total: 25 }}
        bulk={{ run, confirm: (_action, count) => ({ title: `Archive ${count} people?` }) }}
      />,
      { path: '/?team=red' },
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select all people on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Select all 25 matching people' }));
    await user.click(within(bar).getByRole('button', { name: 'Archive' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Archive 25 people?' });
    expect(run).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(run).toHaveBeenCalledWith('archive', { filter: { sort: 'name', team: 'red' } });
  });
});

describe('ListView: on a phone', () => {
  it('shows card placeholders, announced, while the first page loads', () => {
    onPhone();
    renderWithProviders(<People loading />);
    expect(screen.getByRole('status', { name: 'Loading People…' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows cards with the title, primary fields and actions, the rest behind More, and filters behind one button', async () => {
    onPhone();
    const { user } = renderWithProviders(
      <People bulk={{ run: vi.fn(), confirm: () => ({ title: '' }) }} />,
      {
        path: '/?team=red',
      },
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const ann = cards[0]!;
    expect(within(ann).getByRole('heading', { level: 2 })).toHaveTextContent('Ann Lee');
    expect(within(ann).getByText('City')).toBeInTheDocument();
    expect(within(ann).getByText('Oslo')).toBeInTheDocument();
    expect(within(ann).getByRole('checkbox', { name: 'Select Ann Lee' })).toBeInTheDocument();
    expect(within(ann).getByRole('button', { name: 'Actions for Ann Lee' })).toBeInTheDocument();
    expect(within(ann).queryByText('Team')).not.toBeInTheDocument();

    const more = within(ann).getByRole('button', { name: 'More about Ann Lee' });
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(within(details).getByText('Team')).toBeInTheDocument();
    expect(within(details).getByText('red')).toBeInTheDocument();

    // The filters wait behind one button that counts the ones on.
    expect(screen.queryByRole('combobox', { name: 'Team' })).not.toBeInTheDocument();
    const filters = screen.getByRole('button', { name: 'Filters (1)' });
    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('red');
  });
});
