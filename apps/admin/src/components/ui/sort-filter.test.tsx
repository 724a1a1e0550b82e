import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SortFilter, alphabeticalSortOptions } from './sort-filter';

describe('alphabeticalSortOptions', () => {
  it('builds the spec option texts over the ascending and descending sort keys', () => {
    expect(alphabeticalSortOptions('first_name')).toEqual([
      { value: 'first_name', label: 'Name: A - Z' },
      { value: '-first_name', label: 'Name: Z - A' },
    ]);
    expect(alphabeticalSortOptions('job_title', 'Title').map((o) => o.label)).toEqual([
      'Title: A - Z',
      'Title: Z - A',
    ]);
  });
});

describe('SortFilter', () => {
  it('is a labelled select showing the current value', () => {
    render(
      <SortFilter
        value="-company_name"
        onChange={() => {}}
        options={alphabeticalSortOptions('company_name')}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('-company_name');
    expect(screen.getByRole('option', { name: 'Name: Z - A' })).toHaveProperty('selected', true);
  });

  it('reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <SortFilter
        value="first_name"
        onChange={onChange}
        options={alphabeticalSortOptions('first_name')}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox'), 'Name: Z - A');
    expect(onChange).toHaveBeenCalledWith('-first_name');
  });

  it('can serve as a filter with its own label and an empty first option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <SortFilter
        label="Status"
        showLabel
        value="pending"
        onChange={onChange}
        emptyOptionLabel="All Status"
        options={[
          { value: 'pending', label: 'Pending' },
          { value: 'approved', label: 'Approved' },
        ]}
      />,
    );
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All Status',
      'Pending',
      'Approved',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All Status');
    expect(onChange).toHaveBeenCalledWith('');
  });
});
