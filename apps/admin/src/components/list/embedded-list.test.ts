import { defineList } from '@job-board/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { embeddedList } from './embedded-list';

const ORDERS = defineList({
  name: 'orders',
  row: z.object({ id: z.number(), customer: z.string(), total: z.number(), placed: z.string() }),
  columns: [
    { id: 'customer', label: 'Customer', required: true, phone: 'title' },
    { id: 'total', label: 'Total', sort: 'total', phone: 'primary' },
    { id: 'placed', label: 'Placed', sort: 'placed_at', phone: 'secondary' },
  ],
  filters: [
    {
      name: 'paid',
      label: 'Paid',
      kind: 'yes-no',
      chip: (_value, option) => `Paid: ${option}`,
    },
  ],
  search: { placeholder: 'Search by customer' },
  sorts: [
    { field: 'total', ascending: 'Smallest first', descending: 'Largest first' },
    { field: 'placed_at', ascending: 'Oldest first', descending: 'Newest first' },
  ],
  defaultSort: '-placed_at',
  bulkActions: [{ action: 'archive', label: 'Archive', permission: 'users.write' }],
  exportColumns: [{ header: 'Customer', field: 'customer' }],
  pageSizes: [3, 25],
});

describe('embeddedList', () => {
  it('shows the chosen columns in the order given, under their headers here', () => {
    const panel = embeddedList(ORDERS, {
      name: 'customer_orders',
      columns: { placed: 'Ordered on', customer: 'Customer' },
    });
    expect(panel.columns).toEqual([
      { id: 'placed', label: 'Ordered on', sort: 'placed_at', phone: 'secondary' },
      { id: 'customer', label: 'Customer', required: true, phone: 'title' },
    ]);
  });

  it('offers only the sorts of its columns, no search, filters or bulk actions, under its own name', () => {
    const panel = embeddedList(ORDERS, {
      name: 'customer_orders',
      columns: { customer: 'Customer', placed: 'Placed' },
    });
    expect(panel.name).toBe('customer_orders');
    expect(panel.sorts.map((sort) => sort.field)).toEqual(['placed_at']);
    expect(panel.defaultSort).toBe('-placed_at');
    expect(panel.filters).toEqual([]);
    expect(panel.search).toBeUndefined();
    expect(panel.bulkActions).toEqual([]);
    expect(panel.pageSizes).toEqual([3, 25]);
    expect(panel.row).toBe(ORDERS.row);
  });

  it('offers no sort when none of its columns sorts', () => {
    const panel = embeddedList(ORDERS, { name: 'customers', columns: { customer: 'Customer' } });
    expect(panel.sorts).toEqual([]);
  });

  it('refuses a column the list does not have', () => {
    expect(() =>
      embeddedList(ORDERS, { name: 'orders_panel', columns: { amount: 'Amount' } }),
    ).toThrow('The orders list has no column "amount".');
  });
});
