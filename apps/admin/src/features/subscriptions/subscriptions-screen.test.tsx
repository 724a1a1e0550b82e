import type { UserEvent } from '@testing-library/user-event';
import { PAGE_SIZES, SUBSCRIPTION_MESSAGES } from '@job-board/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { UNDO_TEXT } from '../../lib/use-undo';
import { renderApp } from '../../testing/render-app';
import { cellAt } from '../../testing/table-cells';
import { dismissToasts } from '../../testing/toasts';
import { invoice, subscriptionRoutes } from './testing/subscription-fixtures';

// jsdom has no canvas: the chart library is replaced by a canvas that records its data.
const drawn = vi.hoisted(() => ({ lines: [] as unknown[] }));
vi.mock('react-chartjs-2', () => {
  const fake = (type: string) =>
    function FakeChart(props: { 'aria-label'?: string; data: unknown }) {
      if (type === 'line') drawn.lines.push(props.data);
      return <canvas role="img" aria-label={props['aria-label']} />;
    };
  return { Doughnut: fake('doughnut'), Bar: fake('bar'), Line: fake('line') };
});

// The screen and its chart load lazily; loading them once up front keeps each test's waits short.
beforeAll(async () => {
  await Promise.all([
    import('./subscriptions-screen'),
    import('../../components/ui/charts/line-chart'),
  ]);
});

afterEach(() => {
  dismissToasts();
  drawn.lines = [];
});

/** The table named `name`, once its rows have loaded. */
async function loadedTable(name: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return table;
}

const packagesList = () => loadedTable('Packages');
const featuresList = () => loadedTable('Features');

/** The row of the table whose cells hold `name` exactly. */
function itemOf(table: HTMLElement, name: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((tr) => within(tr).queryByText(name, { exact: true }));
  if (!row) throw new Error(`No row named ${name}`);
  return row;
}

/** The row menu's code loads on first use, which can be slow on a busy machine. */
const MENU_WAIT = { timeout: 5000 };
vi.setConfig({ testTimeout: 20_000 });

/** The items of a row's action menu, closed again after reading. */
async function menuOf(user: UserEvent, rowName: string): Promise<string[]> {
  await user.click(screen.getByRole('button', { name: `Actions for ${rowName}` }));
  const items = (await screen.findAllByRole('menuitem', {}, MENU_WAIT)).map(
    (item) => item.textContent,
  );
  await user.keyboard('{Escape}');
  return items;
}

/** Chooses an item ("Edit", "Delete") of a row's action menu. */
async function chooseRowAction(user: UserEvent, rowName: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${rowName}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }, MENU_WAIT));
}

describe('SubscriptionsScreen', () => {
  it('shows the title, subtitle, both columns with their buttons, the chart and the invoices', async () => {
    mockFetch(subscriptionRoutes());
    renderApp('/subscriptions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
    expect(screen.getByText('Monetize your job portal')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Packages' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Features' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ New Package' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ New Feature' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sales Revenue' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Invoices' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Subscriptions - Job Board'));
  });

  it('marks each package as active or inactive', async () => {
    mockFetch(subscriptionRoutes());
    renderApp('/subscriptions');
    const list = await packagesList();
    const free = itemOf(list, 'Free');
    expect(within(free).getByRole('img', { name: 'Active' })).toBeInTheDocument();
    expect(within(free).queryByRole('img', { name: 'Inactive' })).not.toBeInTheDocument();
    const gold = itemOf(list, 'Gold');
    expect(within(gold).getByRole('img', { name: 'Inactive' })).toBeInTheDocument();
    expect(within(gold).queryByRole('img', { name: 'Active' })).not.toBeInTheDocument();
  });

  it('shows each package with its price, type and features', async () => {
    mockFetch(subscriptionRoutes());
    renderApp('/subscriptions');
    const gold = itemOf(await packagesList(), 'Gold');
    expect(within(gold).getByText('49.99')).toBeInTheDocument();
    expect(within(gold).getByText('Annual')).toBeInTheDocument();
    expect(
      within(within(gold).getByRole('list', { name: 'Features of Gold' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Premium post durations', 'Featured badge']);
  });

  it('never offers to delete package 1, but offers it for the others', async () => {
    mockFetch(subscriptionRoutes());
    const { user } = renderApp('/subscriptions');
    await packagesList();
    expect(await menuOf(user, 'Free')).toEqual(['Edit']);
    expect(await menuOf(user, 'Gold')).toEqual(['Edit', 'Delete']);
  });

  it('shows an eye for display-only features and a code sign for system ones', async () => {
    mockFetch(subscriptionRoutes());
    renderApp('/subscriptions');
    const list = await featuresList();
    const system = itemOf(list, 'Premium post durations');
    expect(within(system).getByRole('img', { name: 'Coded on the system' })).toBeInTheDocument();
    expect(within(system).queryByRole('img', { name: 'Display only' })).not.toBeInTheDocument();
    const display = itemOf(list, 'Priority support');
    expect(within(display).getByRole('img', { name: 'Display only' })).toBeInTheDocument();
  });

  it('offers delete only for display-only features', async () => {
    mockFetch(subscriptionRoutes());
    const { user } = renderApp('/subscriptions');
    await featuresList();
    expect(await menuOf(user, 'Premium post durations')).toEqual(['Edit']);
    expect(await menuOf(user, 'Priority support')).toEqual(['Edit', 'Delete']);
    expect(await menuOf(user, 'Featured badge')).toEqual(['Edit', 'Delete']);
  });

  it('deletes a package after confirmation, shows the server message and reloads the list', async () => {
    const server = mockFetch(
      subscriptionRoutes({
        'packages.delete': {
          body: { result: true, message: SUBSCRIPTION_MESSAGES.packageDeleted, data: null },
        },
      }),
    );
    const { user } = renderApp('/subscriptions');
    await packagesList();
    await chooseRowAction(user, 'Gold', 'Delete');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete “Gold”?',
    });
    expect(within(dialog).getByText(UNDO_TEXT.toTrash)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.packageDeleted)).toBeInTheDocument();
    const [call] = server.callsTo('packages.delete');
    expect(call?.path).toBe('/api/admin/packages/2');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ _method: 'DELETE' });
    expect(server.callsTo('packages.list')).toHaveLength(2);
  });

  it('shows the 409 message inside the dialog when a package is still in use', async () => {
    const message = SUBSCRIPTION_MESSAGES.packageInUse(3, 0);
    mockFetch(
      subscriptionRoutes({
        'packages.delete': { status: 409, body: { result: false, message } },
      }),
    );
    const { user } = renderApp('/subscriptions');
    await packagesList();
    await chooseRowAction(user, 'Gold', 'Delete');
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('deletes a display-only feature, and shows a 409 when packages still list it', async () => {
    const message = SUBSCRIPTION_MESSAGES.featureInUse(1);
    const server = mockFetch(
      subscriptionRoutes({
        'features.delete': ({ params }) =>
          params.id === '2'
            ? { body: { result: true, message: SUBSCRIPTION_MESSAGES.featureDeleted, data: null } }
            : { status: 409, body: { result: false, message } },
      }),
    );
    const { user } = renderApp('/subscriptions');
    await featuresList();

    await chooseRowAction(user, 'Featured badge', 'Delete');
    let dialog = await screen.findByRole('alertdialog', {
      name: 'Delete “Featured badge”?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await chooseRowAction(user, 'Priority support', 'Delete');
    dialog = await screen.findByRole('alertdialog', {
      name: 'Delete “Priority support”?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.featureDeleted)).toBeInTheDocument();
    expect(server.callsTo('features.delete').map((call) => call.path)).toEqual([
      '/api/admin/features/3',
      '/api/admin/features/2',
    ]);
  });

  it('draws the Sales Revenue line chart with one line per package and month labels', async () => {
    mockFetch(subscriptionRoutes());
    renderApp('/subscriptions');
    expect(await screen.findByRole('figure', { name: 'Sales Revenue' })).toBeInTheDocument();
    const data = drawn.lines.at(-1) as {
      labels: string[];
      datasets: { label: string; data: number[]; borderColor: string }[];
    };
    expect(data.labels).toEqual(['January 2026', 'February 2026', 'March 2026']);
    expect(data.datasets.map((set) => [set.label, set.data])).toEqual([
      ['Gold', [100, 150.5, 0]],
      ['Silver', [20, 0, 40]],
    ]);
    expect(new Set(data.datasets.map((set) => set.borderColor)).size).toBe(2);
  });

  it('says so when there is no revenue yet', async () => {
    mockFetch(
      subscriptionRoutes({
        'invoices.salesRevenue': { body: { result: true, data: {} } },
      }),
    );
    renderApp('/subscriptions');
    expect(await screen.findByText('No sales in the last 12 months.')).toBeInTheDocument();
  });

  it('lists invoices with Partner, Package and Paid, no row actions, paged in the URL', async () => {
    const server = mockFetch(subscriptionRoutes());
    const { user, location } = renderApp('/subscriptions');
    expect(await screen.findByText('Partner 1')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Partner', 'Package', 'Paid']);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(cellAt(table, 'Partner 1', 'Paid')).toHaveTextContent(/^Yes$/);
    expect(cellAt(table, 'Partner 2', 'Paid')).toHaveTextContent(/^No$/);

    const pages = screen.getByRole('navigation', { name: 'Invoices pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('Partner 4')).toBeInTheDocument();
    expect(location()).toBe('/subscriptions?invoices_page=2');
    expect(server.callsTo('invoices.list').at(-1)?.query.get('page')).toBe('2');
  });

  it('links the invoices panel to the Invoices screen', async () => {
    mockFetch(subscriptionRoutes());
    const { user, location } = renderApp('/subscriptions');
    const panel = await screen.findByRole('region', { name: 'Invoices' });
    const link = within(panel).getByRole('link', { name: 'View all invoices >' });
    expect(link).toHaveAttribute('href', '/admin/invoices');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    expect(location()).toBe('/invoices');
  });

  it('opens on the invoices page named in the URL', async () => {
    const server = mockFetch(subscriptionRoutes());
    renderApp('/subscriptions?invoices_page=2');
    expect(await screen.findByText('Partner 4')).toBeInTheDocument();
    expect(server.callsTo('invoices.list')[0]?.query.get('page')).toBe('2');
  });

  it('counts the invoices and offers other page sizes, 3 first, under the panel’s prefix', async () => {
    const all = [1, 2, 3, 4, 5].map((id) => invoice(id));
    const server = mockFetch(
      subscriptionRoutes({
        'invoices.list': ({ query }) => {
          const perPage = Number(query.get('per_page') ?? PAGE_SIZES.invoices);
          const rows = all.slice(0, perPage);
          const body = pagedBody(rows, 1, Math.ceil(all.length / perPage), perPage);
          return { body: { ...body, meta: { ...body.meta, total: all.length } } };
        },
      }),
    );
    const { user, location } = renderApp('/subscriptions');
    const panel = await screen.findByRole('region', { name: 'Invoices' });
    expect(await within(panel).findByText('1–3 of 5')).toBeInTheDocument();
    // The panel lists every invoice: it has no search, filters, sorts or saved views of its own.
    const size = within(panel).getByRole('combobox', { name: 'Rows per page' });
    expect(within(panel).getAllByRole('combobox')).toEqual([size]);
    expect(within(panel).queryByRole('button', { name: 'Views' })).not.toBeInTheDocument();
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['3', '25', '50', '100']);
    expect(server.callsTo('invoices.list')[0]?.query.has('per_page')).toBe(false);

    await user.selectOptions(size, '25');
    expect(await within(panel).findByText('1–5 of 5')).toBeInTheDocument();
    expect(location()).toBe('/subscriptions?invoices_per_page=25');
    expect(server.callsTo('invoices.list').at(-1)?.query.get('per_page')).toBe('25');
  });

  it('shows a load failure with a retry', async () => {
    const server = mockFetch(
      subscriptionRoutes({
        'packages.list': {
          status: 500,
          body: { result: false, message: 'Something went wrong.' },
        },
      }),
    );
    const { user } = renderApp('/subscriptions');
    const region = await screen.findByRole('region', { name: 'Packages' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Something went wrong.');
    server.on('packages.list', { body: { data: [] } });
    await user.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByText('No packages yet.')).toBeInTheDocument();
  });
});
