import { INVOICE_MESSAGES, type InvoiceItem } from '@job-board/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockFetch, type MockRoutes } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { renderApp } from '../../testing/render-app';
import { dismissToasts } from '../../testing/toasts';
import { formatDate } from '../../utils/format-date';
import { invoice, packages } from './testing/subscription-fixtures';
import { catchDownloads, csvExport } from '../../testing/downloads';

beforeAll(async () => {
  await import('./invoices-screen');
});
afterEach(() => {
  dismissToasts();
});

const paidOne = invoice(1, { partner: 'Acme', partner_id: 7 });
const unpaidOne = invoice(2, {
  partner: 'Globex',
  partner_id: 8,
  amount: 1250,
  paid: false,
  paid_date: null,
});

const PARTNERS = [
  { id: 7, name: 'Acme' },
  { id: 8, name: 'Globex' },
];

function routes(rows: InvoiceItem[] = [paidOne, unpaidOne], overrides: MockRoutes = {}) {
  return {
    'packages.list': { body: { data: packages } },
    // The partner filter looks a chosen partner's name up by its id.
    'partners.options': ({ query }) => ({
      body: {
        result: true as const,
        data: PARTNERS.filter((partner) =>
          query.get('ids')?.split(',').includes(String(partner.id)),
        ),
      },
    }),
    'invoices.list': { body: pagedBody(rows, 1, 1, 20) },
    ...overrides,
  } satisfies MockRoutes;
}

const table = () => screen.findByRole('table', { name: 'Invoices' });
const rowOf = async (number: string) => {
  const cell = await screen.findByText(number);
  return cell.closest('tr') as HTMLElement;
};

describe('InvoicesScreen', () => {
  it('lists number, partner, package, amount with currency, dates and status', async () => {
    const server = mockFetch(routes());
    renderApp('/invoices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await rowOf('INV-2026-000001');
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual([
      '',
      'Number',
      'Partner',
      'Package',
      'Amount',
      'Issued',
      'Paid on',
      'Status',
      'Actions',
    ]);
    const paid = await rowOf('INV-2026-000001');
    expect(
      within(paid)
        .getAllByRole('cell')
        .slice(1, 8)
        .map((cell) => cell.textContent),
    ).toEqual([
      'INV-2026-000001',
      'Acme',
      'Gold',
      'USD 49.99',
      formatDate(paidOne.invoiced_date),
      formatDate(paidOne.paid_date),
      'Paid',
    ]);
    const unpaid = await rowOf('INV-2026-000002');
    expect(within(unpaid).getByText('USD 1,250.00')).toBeInTheDocument();
    expect(within(unpaid).getByText('Unpaid')).toBeInTheDocument();
    expect(within(unpaid).getByText('N/A')).toBeInTheDocument();

    const query = server.callsTo('invoices.list')[0]!.query;
    // The definition's first page size is the default, left out of the query.
    expect(query.get('per_page')).toBeNull();
    expect(query.get('sort')).toBe('-invoiced_date');
    expect(query.get('paid')).toBeNull();
  });

  it('filters by status, package and month in the URL, each shown as a removable chip', async () => {
    const server = mockFetch(routes());
    const { user, location } = renderApp('/invoices');
    await table();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'yes');
    await waitFor(() => expect(location()).toBe('/invoices?paid=yes'));
    await waitFor(() =>
      expect(server.callsTo('invoices.list').at(-1)?.query.get('paid')).toBe('yes'),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Package' }), 'Gold');
    fireEvent.change(screen.getByLabelText('Issued in'), { target: { value: '2026-03' } });
    await waitFor(() => expect(location()).toBe('/invoices?paid=yes&package_id=2&month=2026-03'));
    await waitFor(() => {
      const query = server.callsTo('invoices.list').at(-1)!.query;
      expect([query.get('paid'), query.get('package_id'), query.get('month')]).toEqual([
        'yes',
        '2',
        '2026-03',
      ]);
    });

    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Status: Paid', 'Package: Gold', 'Issued in March 2026', 'Clear all filters']);
    await user.click(screen.getByRole('button', { name: 'Remove filter Package: Gold' }));
    await waitFor(() => expect(location()).toBe('/invoices?paid=yes&month=2026-03'));
    expect(server.callsTo('invoices.list').at(-1)?.query.get('package_id')).toBeNull();
  });

  it('opens with the filters and sort of the URL, ignoring values the server would refuse', async () => {
    const server = mockFetch(routes([]));
    renderApp('/invoices?paid=no&partner_id=8&month=2026-13&sort=amount');
    expect(await screen.findByText('No invoice matches these filters.')).toBeInTheDocument();
    const query = server.callsTo('invoices.list')[0]!.query;
    expect(query.get('paid')).toBe('no');
    expect(query.get('partner_id')).toBe('8');
    expect(query.get('month')).toBeNull();
    expect(query.get('sort')).toBe('amount');
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(await within(chips).findByText('Partner: Globex')).toBeInTheDocument();
  });

  it('sorts by a column header, with aria-sort, in the URL', async () => {
    const server = mockFetch(routes());
    const { user, location } = renderApp('/invoices');
    const issued = within(await table()).getByRole('columnheader', { name: /Issued/ });
    expect(issued).toHaveAttribute('aria-sort', 'descending');
    await rowOf('INV-2026-000001');
    await user.click(within(await table()).getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(location()).toBe('/invoices?sort=amount'));
    await waitFor(() =>
      expect(server.callsTo('invoices.list').at(-1)?.query.get('sort')).toBe('amount'),
    );
    expect(within(await table()).getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it("filters to a row's partner from its menu", async () => {
    const server = mockFetch(routes());
    const { user, location } = renderApp('/invoices');
    await user.click(
      await screen.findByRole('button', { name: 'Actions for INV-2026-000002 (Globex)' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: "Show this partner's invoices" }));
    await waitFor(() => expect(location()).toBe('/invoices?partner_id=8'));
    await waitFor(() =>
      expect(server.callsTo('invoices.list').at(-1)?.query.get('partner_id')).toBe('8'),
    );
    expect(await screen.findByText('Partner: Globex')).toBeInTheDocument();
  });

  it('marks an unpaid invoice paid after a confirmation, then reloads the list', async () => {
    const marked = { ...unpaidOne, paid: true, paid_date: '2026-03-05T09:00:00.000Z' };
    const server = mockFetch(
      routes(undefined, {
        'invoices.setPaid': {
          body: {
            result: true,
            message: INVOICE_MESSAGES.markedPaid(unpaidOne.number),
            data: marked,
          },
        },
      }),
    );
    const { user } = renderApp('/invoices');
    await user.click(
      await screen.findByRole('button', { name: 'Actions for INV-2026-000002 (Globex)' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName('Mark invoice INV-2026-000002 as paid?');
    expect(dialog).toHaveTextContent('USD 1,250.00 from Globex');
    expect(server.callsTo('invoices.setPaid')).toHaveLength(0);

    server.on('invoices.list', { body: pagedBody([paidOne, marked], 1, 1, 20) });
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Invoice INV-2026-000002 marked as paid.')).toBeInTheDocument();
    const call = server.callsTo('invoices.setPaid')[0]!;
    expect(call.params).toEqual({ id: '2' });
    expect(call.body).toMatchObject({ paid: true });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const row = await rowOf('INV-2026-000002');
    await waitFor(() => expect(within(row).getByText('Paid')).toBeInTheDocument());
  });

  it("offers Mark unpaid on a paid invoice and shows the server's refusal in the dialog", async () => {
    const server = mockFetch(
      routes(undefined, {
        'invoices.setPaid': {
          status: 409,
          body: { result: false, message: INVOICE_MESSAGES.alreadyUnpaid(paidOne.number) },
        },
      }),
    );
    const { user } = renderApp('/invoices');
    await user.click(
      await screen.findByRole('button', { name: 'Actions for INV-2026-000001 (Acme)' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Mark unpaid' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName('Mark invoice INV-2026-000001 as unpaid?');
    await user.click(within(dialog).getByRole('button', { name: 'Mark unpaid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Invoice INV-2026-000001 is already unpaid.',
    );
    expect(server.callsTo('invoices.setPaid')[0]?.body).toMatchObject({ paid: false });
  });

  it('marks the selected invoices paid in one call after a confirmation naming the count', async () => {
    const server = mockFetch(
      routes(undefined, {
        'invoices.bulk': {
          body: {
            result: true,
            message: '1 done, 1 skipped, 0 refused.',
            data: {
              done: 1,
              skipped: 1,
              refused: 0,
              items: [
                { id: 1, outcome: 'skipped', reason: INVOICE_MESSAGES.alreadyPaid(paidOne.number) },
                { id: 2, outcome: 'done' },
              ],
            },
          },
        },
      }),
    );
    const { user } = renderApp('/invoices?paid=no');
    await rowOf('INV-2026-000001');
    await user.click(screen.getByRole('checkbox', { name: 'Select all invoices on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName('Mark 2 invoices as paid?');
    expect(server.callsTo('invoices.bulk')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('1 done, 1 skipped, 0 failed.')).toBeInTheDocument();
    expect(server.callsTo('invoices.bulk')[0]?.body).toEqual({ action: 'mark-paid', ids: [1, 2] });
  });

  it('marks every invoice matching the filters unpaid with "Select all N matching"', async () => {
    const server = mockFetch(
      routes(undefined, {
        'invoices.list': {
          body: {
            ...pagedBody([paidOne, unpaidOne], 1, 3, 20),
            meta: { ...pagedBody([], 1, 3, 20).meta, total: 45, from: 1, to: 2 },
          },
        },
        'invoices.bulk': {
          body: {
            result: true,
            message: '45 done, 0 skipped, 0 refused.',
            data: { done: 45, skipped: 0, refused: 0, items: [] },
          },
        },
      }),
    );
    const { user } = renderApp('/invoices?package_id=2&month=2026-03');
    await rowOf('INV-2026-000001');
    await user.click(screen.getByRole('checkbox', { name: 'Select all invoices on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 45 matching invoices' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Mark unpaid' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName('Mark 45 invoices as unpaid?');
    await user.click(within(dialog).getByRole('button', { name: 'Mark unpaid' }));
    expect(await screen.findByText('45 done, 0 skipped, 0 failed.')).toBeInTheDocument();
    expect(server.callsTo('invoices.bulk')[0]?.body).toEqual({
      action: 'mark-unpaid',
      filter: { sort: '-invoiced_date', package_id: '2', month: '2026-03' },
    });
  });

  it('exports the list with its filters and order as a CSV file', async () => {
    const { saved, click } = catchDownloads();
    const server = mockFetch(
      routes(undefined, {
        'invoices.export': csvExport('invoices-2026-03-05.csv', 'Number'),
      }),
    );
    const { user } = renderApp('/invoices?paid=yes&partner_id=7&sort=amount');
    await rowOf('INV-2026-000001');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const query = server.callsTo('invoices.export')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ paid: 'yes', partner_id: '7', sort: 'amount' });
    expect((saved[0] as File).name).toBe('invoices-2026-03-05.csv');
    click.mockRestore();
  });
});
