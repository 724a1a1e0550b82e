import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListToolbar } from './list-toolbar';
import { alphabeticalSortOptions } from './sort-filter';

const TEXT = {
  searchLabel: 'Search jobs',
  searchPlaceholder: 'Search by title…',
  sortLabel: 'Sort jobs',
};

function setup(emptySortLabel?: string) {
  const list = { search: 'ada', setSearch: vi.fn(), sort: '-job_title', setSort: vi.fn() };
  render(
    <ListToolbar
      list={list}
      sortOptions={alphabeticalSortOptions('job_title', 'Title')}
      text={TEXT}
      emptySortLabel={emptySortLabel}
    />,
  );
  return { list, user: userEvent.setup() };
}

describe('ListToolbar', () => {
  it('shows the list search and sort under their names', () => {
    setup();
    const search = screen.getByRole('searchbox', { name: 'Search jobs' });
    expect(search).toHaveValue('ada');
    expect(search).toHaveAttribute('placeholder', 'Search by title…');
    expect(screen.getByRole('combobox', { name: 'Sort jobs' })).toHaveValue('-job_title');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Title: A - Z',
      'Title: Z - A',
    ]);
  });

  it('writes a new search and a new sort to the list', async () => {
    const { list, user } = setup('Newest first');
    const search = screen.getByRole('searchbox', { name: 'Search jobs' });
    await user.clear(search);
    await user.type(search, 'grace{Enter}');
    expect(list.setSearch).toHaveBeenLastCalledWith('grace');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort jobs' }), 'Newest first');
    expect(list.setSort).toHaveBeenCalledWith('');
  });
});
