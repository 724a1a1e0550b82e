import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { renderApp } from '../../testing/render-app';
import { jobStats, partner, partnersRoutes, performersPage } from './testing/partner-fixtures';

// jsdom has no canvas: the chart library is replaced by a named canvas.
vi.mock('react-chartjs-2', () => {
  const fake = () =>
    function FakeChart(props: { 'aria-label'?: string }) {
      return <canvas role="img" aria-label={props['aria-label']} />;
    };
  return { Doughnut: fake(), Bar: fake(), Line: fake() };
});

// The screen and its chart load lazily; loading them once up front keeps each test's waits short.
beforeAll(async () => {
  await Promise.all([import('./partners-screen'), import('../../components/ui/charts/bar-chart')]);
});

const partnerList = () => screen.findByRole('list', { name: 'All Partners' });
const topPanel = () => screen.findByRole('region', { name: 'Top Performers' });

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('PartnersScreen', () => {
  it('shows the title, subtitle and tab title', async () => {
    mockFetch(partnersRoutes());
    renderApp('/partners');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Partners' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('Insights into partners and performance')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Partners - Job Board'));
  });

  it('shows each partner with name, bio cut to 100 characters, picture and member since', async () => {
    const longBio = 'We build bridges. '.repeat(8).trim();
    const exactBio = 'b'.repeat(100);
    mockFetch(
      partnersRoutes({
        'partners.list': {
          body: pagedBody([
            partner(1, { name: 'Acme Corporation International', bio: longBio }),
            partner(2, { name: 'Beta', bio: exactBio, profile_picture: null }),
            partner(3, { name: 'Gamma', bio: null, member_since: '2023-11-02T08:00:00.000Z' }),
          ]),
        },
      }),
    );
    renderApp('/partners');
    const list = await partnerList();
    const [acme, beta, gamma] = within(list).getAllByRole('listitem');

    expect(
      within(acme!).getByRole('heading', { name: 'Acme Corporation International' }),
    ).toBeVisible();
    expect(within(acme!).getByText(`${longBio.slice(0, 100)}...`)).toBeInTheDocument();
    expect(within(acme!).getByTitle(longBio)).toBeInTheDocument();
    expect(within(acme!).getByText('Member since March 2024')).toBeInTheDocument();
    expect(
      within(acme!).getByAltText('Profile picture of Acme Corporation International'),
    ).toHaveAttribute('src', 'https://cdn.example.com/partner-1.png');

    expect(within(beta!).getByText(exactBio)).toBeInTheDocument();
    expect(within(beta!).queryByText(/\.\.\.$/)).not.toBeInTheDocument();
    expect(within(beta!).getByAltText('Profile picture of Beta')).toHaveAttribute(
      'src',
      '/img/sample-profile.jpg',
    );

    expect(within(gamma!).getByText('No bio yet.')).toBeInTheDocument();
    expect(within(gamma!).getByText('Member since November 2023')).toBeInTheDocument();
  });

  it('falls back to the sample picture when a picture fails to load', async () => {
    mockFetch(partnersRoutes());
    renderApp('/partners');
    const list = await partnerList();
    const picture = within(list).getByAltText('Profile picture of Partner 1');
    picture.dispatchEvent(new Event('error'));
    await waitFor(() => expect(picture).toHaveAttribute('src', '/img/sample-profile.jpg'));
  });

  it('reads page, search and sort from the URL and sends them', async () => {
    const server = mockFetch(
      partnersRoutes({
        'partners.list': { body: pagedBody([partner(11)], 2, 3) },
      }),
    );
    renderApp('/partners?s=acme&sort=-company_name&page=2');
    await partnerList();
    const query = server.callsTo('partners.list')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ page: '2', s: 'acme', sort: '-company_name' });
    expect(screen.getByRole('searchbox', { name: 'Search partners' })).toHaveValue('acme');
    expect(screen.getByRole('combobox', { name: 'Sort partners' })).toHaveDisplayValue(
      'Name: Z - A',
    );
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps search, sort and page in the URL, a new search or sort going back to page 1', async () => {
    const server = mockFetch(
      partnersRoutes({
        'partners.list': ({ query }) => ({
          body: pagedBody(
            [partner(Number(query.get('page') ?? 1))],
            Number(query.get('page') ?? 1),
            3,
          ),
        }),
      }),
    );
    const { user, location } = renderApp('/partners');
    await partnerList();
    expect(server.callsTo('partners.list')[0]!.query.get('sort')).toBe('company_name');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(location()).toBe('/partners?page=3'));
    expect(await within(await partnerList()).findByText('Partner 3')).toBeInTheDocument();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort partners' }),
      'Name: Z - A',
    );
    await waitFor(() => expect(location()).toBe('/partners?sort=-company_name'));

    await user.type(screen.getByRole('searchbox', { name: 'Search partners' }), 'acme{Enter}');
    await waitFor(() => expect(location()).toBe('/partners?sort=-company_name&s=acme'));
    await waitFor(() =>
      expect(Object.fromEntries(server.callsTo('partners.list').at(-1)!.query)).toEqual({
        page: '1',
        s: 'acme',
        sort: '-company_name',
      }),
    );

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort partners' }),
      'Name: A - Z',
    );
    await waitFor(() => expect(location()).toBe('/partners?s=acme'));
  });

  it('shows the pagination only when there is more than one page', async () => {
    const server = mockFetch(partnersRoutes());
    const first = renderApp('/partners');
    await partnerList();
    expect(screen.queryByRole('navigation', { name: 'Partner pages' })).not.toBeInTheDocument();
    first.unmount();

    server.on('partners.list', { body: pagedBody([partner(1)], 1, 2) });
    renderApp('/partners');
    expect(await screen.findByRole('navigation', { name: 'Partner pages' })).toBeInTheDocument();
  });

  it('says "No Partners Registered." when there are none, and when a search matches none', async () => {
    mockFetch(partnersRoutes({ 'partners.list': { body: pagedBody([]) } }));
    const first = renderApp('/partners');
    const panel = await screen.findByRole('region', { name: 'All Partners' });
    expect(await within(panel).findByText('No Partners Registered.')).toBeInTheDocument();
    first.unmount();

    renderApp('/partners?s=zzz');
    const searched = await screen.findByRole('region', { name: 'All Partners' });
    expect(await within(searched).findByText('No partners match "zzz".')).toBeInTheDocument();
  });

  it("shows the partner list's failure with the server's message and retries", async () => {
    const server = mockFetch(
      partnersRoutes({
        'partners.list': {
          status: 500,
          body: { result: false, message: 'Something went wrong.' },
        },
      }),
    );
    const { user } = renderApp('/partners');
    const panel = await screen.findByRole('region', { name: 'All Partners' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Something went wrong.');
    // The other panels do not wait for the list.
    expect(await within(await topPanel()).findByText('Performer 1')).toBeInTheDocument();

    server.on('partners.list', { body: pagedBody([partner(5)]) });
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('Partner 5')).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('draws applied and selected jobs per month, January to December', async () => {
    mockFetch(partnersRoutes());
    renderApp('/partners');
    const panel = await screen.findByRole('region', { name: 'Jobs Applied vs Selected' });
    const name = 'Jobs applied and selected per month';
    expect(await within(panel).findByRole('img', { name })).toBeInTheDocument();
    const rows = rowsOf(within(panel).getByRole('table', { name }));
    expect(rows[0]).toEqual(['Month', 'Applied', 'Selected']);
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(rows[1]).toEqual(['January', String(jobStats.job_applications[0]), '1']);
    expect(rows[12]).toEqual(['December', '120', '12']);
  });

  it('shows the chart failure with Retry', async () => {
    const server = mockFetch(
      partnersRoutes({
        'dashboard.jobStats': { status: 500, body: { result: false, message: 'Stats down.' } },
      }),
    );
    const { user } = renderApp('/partners');
    const panel = await screen.findByRole('region', { name: 'Jobs Applied vs Selected' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Stats down.');
    server.on('dashboard.jobStats', { body: { result: true, data: jobStats } });
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(
      await within(panel).findByRole('img', { name: 'Jobs applied and selected per month' }),
    ).toBeInTheDocument();
  });

  it('pages the Top Performers with arrows that are disabled at the ends', async () => {
    const server = mockFetch(partnersRoutes());
    const { user, location } = renderApp('/partners');
    const panel = await topPanel();
    const list = await within(panel).findByRole('list', { name: 'Top Performers' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByRole('heading', { name: 'Performer 1' })).toBeVisible();
    expect(within(items[0]!).getByText('19 jobs posted')).toBeInTheDocument();
    expect(within(items[0]!).getByAltText('Profile picture of Performer 1')).toHaveAttribute(
      'src',
      'https://cdn.example.com/performer-1.png',
    );

    const previous = within(panel).getByRole('button', { name: 'Previous top performers' });
    const next = within(panel).getByRole('button', { name: 'Next top performers' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(await within(panel).findByText('Performer 5')).toBeInTheDocument();
    expect(location()).toBe('/partners?top_page=2');
    expect(server.callsTo('partners.topPerformers').at(-1)!.query.get('page')).toBe('2');
    expect(previous).toBeEnabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(await within(panel).findByText('Performer 9')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();

    await user.click(previous);
    expect(await within(panel).findByText('Performer 5')).toBeInTheDocument();
    expect(location()).toBe('/partners?top_page=2');
  });

  it('shows a top performer without a picture with the fallback picture', async () => {
    const page = performersPage(1, 1);
    page.data[0] = { ...page.data[0]!, img_url: null };
    mockFetch(
      partnersRoutes({
        'partners.topPerformers': { body: { result: true, data: page } },
      }),
    );
    renderApp('/partners');
    const panel = await topPanel();
    expect(await within(panel).findByAltText('Profile picture of Performer 1')).toHaveAttribute(
      'src',
      '/img/sample-profile.jpg',
    );
    expect(within(panel).getByRole('button', { name: 'Previous top performers' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Next top performers' })).toBeDisabled();
  });

  it("shows the Top Performers' failure with the server's message and retries", async () => {
    const server = mockFetch(
      partnersRoutes({
        'partners.topPerformers': {
          status: 500,
          body: { result: false, message: 'Top performers are down.' },
        },
      }),
    );
    const { user } = renderApp('/partners');
    const panel = await topPanel();
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Top performers are down.');
    expect(within(panel).getByRole('button', { name: 'Next top performers' })).toBeDisabled();

    server.on('partners.topPerformers', {
      body: { result: true, data: performersPage(1, 2) },
    });
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('Performer 1')).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Next top performers' })).toBeEnabled();
  });

  it('says when there are no top performers, with both arrows disabled', async () => {
    mockFetch(
      partnersRoutes({
        'partners.topPerformers': {
          body: { result: true, data: { ...performersPage(1, 1), data: [], total: 0 } },
        },
      }),
    );
    renderApp('/partners');
    const panel = await topPanel();
    expect(await within(panel).findByText('No top performers yet.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Next top performers' })).toBeDisabled();
  });
});
