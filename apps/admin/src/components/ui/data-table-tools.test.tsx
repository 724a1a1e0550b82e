import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type Key } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, ariaSortOf, nextSort, type Column } from './data-table';
import { FilterChips } from './filter-chips';

type Row = { id: number; name: string; city: string };
const ROWS: Row[] = [
  { id: 1, name: 'Ann', city: 'Oslo' },
  { id: 2, name: 'Ben', city: 'Lima' },
];
const COLUMNS: Column<Row>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, sortField: 'name' },
  { id: 'city', header: 'City', value: (row) => row.city },
];

function Harness({ onSort }: { onSort: (sort: string) => void }) {
  const [sort, setSort] = useState('');
  const [selected, setSelected] = useState<Set<Key>>(new Set());
  return (
    <DataTable<Row>
      label="People"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
      sort={{
        value: sort,
        onChange: (next) => {
          setSort(next);
          onSort(next);
        },
      }}
      selection={{
        pageLabel: 'Select all people on this page',
        isSelected: (key) => selected.has(key),
        onToggle: (key, on) =>
          setSelected((current) => {
            const next = new Set(current);
            if (on) next.add(key);
            else next.delete(key);
            return next;
          }),
        onTogglePage: (keys, on) => setSelected(new Set(on ? keys : [])),
      }}
    />
  );
}

describe('DataTable sorting and selection', () => {
  it('derives aria-sort and the next order from the list’s sort', () => {
    expect(ariaSortOf('name', 'name')).toBe('ascending');
    expect(ariaSortOf('name', '-name')).toBe('descending');
    expect(ariaSortOf('name', 'email')).toBe('none');
    expect(nextSort('name', '')).toBe('name');
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('name', '-name')).toBe('name');
  });

  it('sorts by a sortable header, ascending then descending, leaving other headers plain', async () => {
    const onSort = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSort={onSort} />);
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'City' })).not.toHaveAttribute('aria-sort');

    await user.click(within(name).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('name');
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(name).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('-name');
    expect(name).toHaveAttribute('aria-sort', 'descending');
  });

  it('selects rows one by one and the whole page from the header checkbox', async () => {
    const user = userEvent.setup();
    render(<Harness onSort={() => {}} />);
    const page = screen.getByRole('checkbox', { name: 'Select all people on this page' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Ann' }));
    expect(page).not.toBeChecked();
    expect((page as HTMLInputElement).indeterminate).toBe(true);
    await user.click(page);
    expect(screen.getByRole('checkbox', { name: 'Select Ben' })).toBeChecked();
    expect(page).toBeChecked();
    expect((page as HTMLInputElement).indeterminate).toBe(false);
    await user.click(page);
    expect(screen.getByRole('checkbox', { name: 'Select Ann' })).not.toBeChecked();
  });
});

describe('FilterChips', () => {
  it('shows nothing without filters, and removes one filter per chip', async () => {
    const { rerender } = render(<FilterChips chips={[]} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    const removeBlocked = vi.fn();
    const clearAll = vi.fn();
    rerender(
      <FilterChips
        chips={[
          { id: 'blocked', label: 'Blocked', onRemove: removeBlocked },
          { id: 'from', label: 'Registered from 2024-01-01', onRemove: vi.fn() },
        ]}
        onClearAll={clearAll}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove filter Blocked' }));
    expect(removeBlocked).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(clearAll).toHaveBeenCalledTimes(1);
  });
});
