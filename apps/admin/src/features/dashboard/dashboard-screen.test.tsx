import { permissionsOf, type EndpointName, type Role } from '@job-board/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '../../lib/api-client';
import { deferred, mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { testAdmin } from '../../testing/test-admin';
import { formatDate, formatDateTime, formatDay, formatTimeAgo } from '../../utils/format-date';
import { pagedBody } from '../../testing/paged-body';

/** What a relative time reads: "3 days ago (01/03/2026 10:00)". */
const timeAgoText = (iso: string) => `${formatTimeAgo(iso)} (${formatDateTime(iso)})`;
import {
  USER_TOTALS,
  blogPost,
  dashboardRoutes,
  insights,
  job,
  kycQueue,
  kycStats,
} from './testing/dashboard-fixtures';

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
  await Promise.all([
    import('./dashboard-screen'),
    import('../../components/ui/charts/doughnut-chart'),
  ]);
});

const region = (name: string) => screen.findByRole('region', { name });

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('DashboardScreen', () => {
  it('greets the signed-in admin with the subtitle and sets the tab title', async () => {
    mockFetch(dashboardRoutes());
    renderApp('/home');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: `Hello, ${testAdmin.name}` },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByText("Here's a quick insight on the system.")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home - Job Board'));
  });

  it('greets "User" when the admin has no name', async () => {
    mockFetch(dashboardRoutes());
    renderApp('/home', { user: { ...testAdmin, name: '' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, User' })).toBeVisible();
  });

  it('goes from /admin to home', async () => {
    mockFetch(dashboardRoutes());
    const { location } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /^Hello/ })).toBeVisible();
    expect(location()).toBe('/home');
  });

  it('shows the jobs, applicants and partners insights, negatives and zero as 0', async () => {
    mockFetch(dashboardRoutes());
    renderApp('/home');
    const jobs = await screen.findByRole('group', { name: 'Total Jobs' });
    expect(jobs).toHaveTextContent('1,234');
    expect(jobs).toHaveTextContent('12 this week · 25.5% vs last week');
    const applicants = screen.getByRole('group', { name: 'Total Applicants' });
    expect(applicants).toHaveTextContent('300');
    expect(applicants).toHaveTextContent('40 selected this month · 0% vs last month');
    const partners = screen.getByRole('group', { name: 'Total Partners' });
    expect(partners).toHaveTextContent('18');
    expect(partners).toHaveTextContent('0 new this month · 0% vs last month');
  });

  it('lists the first 5 jobs in the Job Posts table with a link to all jobs', async () => {
    mockFetch(
      dashboardRoutes({
        'jobs.list': {
          body: pagedBody([
            job(1, { title: 'A very long job title indeed', remote_position: true }),
            ...[2, 3, 4, 5, 6].map((id) => job(id)),
          ]),
        },
      }),
    );
    renderApp('/home');
    const panel = await region('Job Posts');
    const table = await within(panel).findByRole('table', { name: 'Job Posts' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(6));
    const rows = rowsOf(table);
    expect(rows[0]).toEqual(['Title', 'Country', 'Remote', 'Expiration', 'Status']);
    expect(within(table).getByTitle('A very long job title indeed')).toBeInTheDocument();
    expect(within(table).queryByText('Job number 6')).not.toBeInTheDocument();
    expect(rows[1]?.[2]).toBe('Yes');
    expect(rows[2]).toEqual([
      'Job number 2',
      'Kenya',
      'No',
      formatDay('2030-06-15T12:00:00.000Z'),
      'Active',
    ]);
    expect(within(panel).getByRole('link', { name: 'View All Jobs >' })).toHaveAttribute(
      'href',
      '/admin/jobs',
    );
  });

  it('says when no jobs are posted yet', async () => {
    mockFetch(dashboardRoutes({ 'jobs.list': { body: pagedBody([]) } }));
    renderApp('/home');
    const panel = await region('Job Posts');
    expect(await within(panel).findByText('No jobs posted yet.')).toBeInTheDocument();
  });

  it('shows the first 4 partners as cards, names cut to 12 characters when longer than 10', async () => {
    mockFetch(dashboardRoutes());
    renderApp('/home');
    const list = await screen.findByRole('list', { name: 'Partners' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      // The visible text is cut; screen readers get the whole name once.
      'Acme Corpora...Acme Corporation',
      'Eleven Char...Eleven Char',
      'Tiny Co',
      'Ten Chars!',
    ]);
    expect(within(list).getByText('Acme Corpora...')).toHaveAttribute('aria-hidden', 'true');
    expect(within(list).queryByText('Fifth Partner')).not.toBeInTheDocument();
    expect(within(cards[0]!).getByText('1 job posted')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('2 jobs posted')).toBeInTheDocument();
  });

  it('shows a partner without a picture with the fallback picture', async () => {
    mockFetch(dashboardRoutes());
    renderApp('/home');
    const list = await screen.findByRole('list', { name: 'Partners' });
    expect(within(list).getByAltText('Profile picture of Acme Corporation')).toHaveAttribute(
      'src',
      'https://cdn.example.com/acme.png',
    );
    expect(within(list).getByAltText('Profile picture of Tiny Co')).toHaveAttribute(
      'src',
      '/img/sample-profile.jpg',
    );
  });

  it('says "No Partners Registered." when there are no partners', async () => {
    mockFetch(dashboardRoutes({ 'partners.cards': { body: { data: [] } } }));
    renderApp('/home');
    const panel = await region('Partners');
    expect(await within(panel).findByText('No Partners Registered.')).toBeInTheDocument();
  });

  it('draws the Conversion Metrics doughnut with Selected and Applied', async () => {
    mockFetch(dashboardRoutes());
    renderApp('/home');
    const panel = await region('Conversion Metrics');
    expect(
      await within(panel).findByRole('img', { name: 'Conversion Metrics' }),
    ).toBeInTheDocument();
    const table = within(panel).getByRole('table', { name: 'Conversion Metrics' });
    expect(rowsOf(table)).toEqual([
      ['Category', 'Value', 'Share'],
      ['Selected', '30', '25%'],
      ['Applied', '90', '75%'],
    ]);
  });

  it('shows up to 3 blog posts, titles cut to 15 characters, with a link to all posts', async () => {
    mockFetch(dashboardRoutes());
    renderApp('/home');
    const list = await screen.findByRole('list', { name: 'Blog Posts' });
    const posts = within(list).getAllByRole('listitem');
    expect(posts).toHaveLength(3);
    expect(within(posts[0]!).getByText('How to hire gre...')).toBeInTheDocument();
    expect(within(posts[0]!).getByTitle('How to hire great engineers')).toBeInTheDocument();
    expect(within(posts[0]!).getByText(formatDate('2030-02-03T12:00:00.000Z'))).toBeVisible();
    expect(within(posts[1]!).getByRole('heading')).toHaveTextContent(/^Short title$/);
    expect(within(posts[2]!).getByText('Not published')).toBeInTheDocument();
    expect(within(list).queryByText('Post 4')).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Blog Posts' });
    expect(within(panel).getByRole('link', { name: 'View All Posts >' })).toHaveAttribute(
      'href',
      '/admin/content-management',
    );
  });

  it('shows the featured image of each blog post', async () => {
    mockFetch(dashboardRoutes({ 'blogPosts.list': { body: pagedBody([blogPost(7)]) } }));
    renderApp('/home');
    const list = await screen.findByRole('list', { name: 'Blog Posts' });
    // The image is decorative (the title says what the post is), so it has no name.
    expect(within(list).getByRole('presentation')).toHaveAttribute(
      'src',
      'https://cdn.example.com/post-7.jpg',
    );
  });

  it('says when there are no blog posts', async () => {
    mockFetch(dashboardRoutes({ 'blogPosts.list': { body: pagedBody([]) } }));
    renderApp('/home');
    const panel = await region('Blog Posts');
    expect(await within(panel).findByText('No blog posts yet.')).toBeInTheDocument();
  });

  it('shows a skeleton in a panel while it loads, and the other panels meanwhile', async () => {
    const insightsAnswer = deferred();
    mockFetch(
      dashboardRoutes({
        'dashboard.insights': async () => {
          await insightsAnswer.promise;
          return { body: { result: true, data: insights } };
        },
      }),
    );
    renderApp('/home');
    expect(await screen.findByText('Loading insights…')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Blog Posts' })).toBeInTheDocument();
    expect(screen.getByText('Loading insights…')).toBeInTheDocument();
    insightsAnswer.resolve();
    expect(await screen.findByRole('group', { name: 'Total Jobs' })).toBeInTheDocument();
    expect(screen.queryByText('Loading insights…')).not.toBeInTheDocument();
  });

  it("shows a panel's failure with the server's message and loads it again on Retry", async () => {
    const server = mockFetch(
      dashboardRoutes({
        'dashboard.insights': {
          status: 500,
          body: { result: false, message: 'Something went wrong.' },
        },
        'blogPosts.list': {
          status: 500,
          body: { result: false, message: 'The blog posts are unavailable.' },
        },
      }),
    );
    const { user } = renderApp('/home');

    const blogPanel = await region('Blog Posts');
    expect(await within(blogPanel).findByRole('alert')).toHaveTextContent(
      'The blog posts are unavailable.',
    );
    // The other panels are not held back by the failures.
    expect(await screen.findByRole('list', { name: 'Partners' })).toBeInTheDocument();

    const insightsSection = screen.getByRole('region', { name: 'Insights' });
    expect(await within(insightsSection).findByRole('alert')).toHaveTextContent(
      'Something went wrong.',
    );
    server.on('dashboard.insights', {
      body: { result: true, data: insights },
    });
    await user.click(within(insightsSection).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Total Jobs' })).toHaveTextContent('1,234');
    expect(within(insightsSection).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the Partners and Conversion Metrics failures instead of an empty panel', async () => {
    mockFetch(
      dashboardRoutes({
        'partners.cards': () => {
          throw new TypeError('Failed to fetch');
        },
        'dashboard.conversionMetrics': {
          status: 500,
          body: { result: false, message: 'Metrics are down.' },
        },
      }),
    );
    renderApp('/home');

    const partnersPanel = await region('Partners');
    expect(await within(partnersPanel).findByRole('alert')).toHaveTextContent(
      NETWORK_ERROR_MESSAGE,
    );
    expect(within(partnersPanel).queryByText('No Partners Registered.')).not.toBeInTheDocument();
    expect(within(partnersPanel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    const metricsPanel = await region('Conversion Metrics');
    expect(await within(metricsPanel).findByRole('alert')).toHaveTextContent('Metrics are down.');
    expect(within(metricsPanel).queryByRole('img')).not.toBeInTheDocument();
  });

  it('offers Retry in the Job Posts panel when the jobs fail to load', async () => {
    const server = mockFetch(
      dashboardRoutes({
        'jobs.list': { status: 500, body: { result: false, message: 'Jobs are down.' } },
      }),
    );
    const { user } = renderApp('/home');
    const panel = await region('Job Posts');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Jobs are down.');
    server.on('jobs.list', { body: pagedBody([job(1)]) });
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('Job number 1')).toBeInTheDocument();
  });
});

const adminAs = (role: Role) => ({
  ...testAdmin,
  name: `A ${role}`,
  role,
  permissions: permissionsOf(role),
});

/** The home's widget headings, in the order shown (once the lazy screen is in). */
async function widgetHeadings() {
  await screen.findByRole('heading', { level: 1, name: /^Hello/ });
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

const SPEC_GRID = ['Insights', 'Job Posts', 'Partners', 'Conversion Metrics', 'Blog Posts'];

/** Lets every widget's first request go out, then says which endpoints were never called. */
async function uncalled(server: ReturnType<typeof mockFetch>, names: EndpointName[]) {
  await waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return names.filter((name) => server.callsTo(name).length === 0);
}

const JOB_AND_PARTNER_DATA: EndpointName[] = [
  'dashboard.insights',
  'dashboard.conversionMetrics',
  'jobs.list',
  'partners.cards',
];

describe('the home of each role', () => {
  it("shows an owner the spec's grid first, then the KYC, users and web pages widgets", async () => {
    mockFetch(dashboardRoutes());
    renderApp('/home');
    expect(await widgetHeadings()).toEqual([
      ...SPEC_GRID,
      'KYC Queue',
      'Oldest Waiting Checks',
      'Users',
      'Recently Registered Users',
      'Web Pages',
    ]);
    expect(await screen.findByRole('group', { name: 'Total Jobs' })).toHaveTextContent('1,234');
  });

  it('leads a KYC reviewer with the queue: its counts and the oldest checks with their reviews', async () => {
    const server = mockFetch(dashboardRoutes());
    renderApp('/home', { user: adminAs('kyc_reviewer') });
    expect(await widgetHeadings()).toEqual([
      'KYC Queue',
      'Oldest Waiting Checks',
      'Users',
      'Recently Registered Users',
    ]);

    const figures = await region('KYC Queue');
    expect(await within(figures).findByRole('group', { name: 'Pending' })).toHaveTextContent(
      String(kycStats.pending),
    );
    expect(within(figures).getByRole('group', { name: 'Approved' })).toHaveTextContent('38');
    expect(within(figures).getByRole('group', { name: 'Rejected' })).toHaveTextContent('5');
    expect(within(figures).getByRole('link', { name: 'KYC Dashboard >' })).toHaveAttribute(
      'href',
      '/admin/kyc/dashboard',
    );

    const queue = await region('Oldest Waiting Checks');
    const rows = within(
      await within(queue).findByRole('list', { name: 'Oldest Waiting Checks' }),
    ).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(
      kycQueue.slice(0, 5).map((record) => record.full_name),
    );
    expect(rows[0]).toHaveTextContent(
      `Passport · submitted ${timeAgoText('2026-03-01T10:00:00.000Z')}`,
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Review Alan Turing' })).toHaveAttribute(
      'href',
      '/admin/kyc/12',
    );
    expect(within(queue).getByRole('link', { name: 'Review next' })).toHaveAttribute(
      'href',
      '/admin/kyc/11',
    );

    // One call serves both widgets: the pending records, oldest first.
    const [kycCall, ...others] = server.callsTo('kyc.list');
    expect(others).toHaveLength(0);
    expect(kycCall?.query.get('status')).toBe('pending');
    expect(kycCall?.query.get('sort')).toBe('submitted_at');

    // No job or partner figures, nor any call for data behind screens the role cannot open.
    expect(screen.queryByRole('group', { name: 'Total Jobs' })).not.toBeInTheDocument();
    expect(
      await uncalled(server, [...JOB_AND_PARTNER_DATA, 'blogPosts.list', 'webPages.list']),
    ).toEqual([...JOB_AND_PARTNER_DATA, 'blogPosts.list', 'webPages.list']);
  });

  it('says when no check is waiting, without a Review next link', async () => {
    mockFetch(
      dashboardRoutes({
        'kyc.list': {
          body: {
            result: true,
            verifications: pagedBody([]),
            stats: { ...kycStats, total: 43, pending: 0 },
          },
        },
      }),
    );
    renderApp('/home', { user: adminAs('kyc_reviewer') });
    const queue = await region('Oldest Waiting Checks');
    expect(
      await within(queue).findByText('No verifications are waiting for review.'),
    ).toBeInTheDocument();
    expect(within(queue).queryByRole('link', { name: 'Review next' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Pending' })).toHaveTextContent('0');
  });

  it('leads a content editor with the blog posts and web pages, each opening its editor', async () => {
    const server = mockFetch(dashboardRoutes());
    renderApp('/home', { user: adminAs('content_editor') });
    expect(await widgetHeadings()).toEqual(['Blog Posts', 'Web Pages']);

    const posts = await screen.findByRole('list', { name: 'Blog Posts' });
    expect(
      within(posts).getByRole('link', { name: 'How to hire great engineers' }),
    ).toHaveAttribute('href', '/admin/content-management/blog/post/1');

    const pages = await screen.findByRole('list', { name: 'Web Pages' });
    const [about, terms] = within(pages).getAllByRole('listitem');
    expect(within(about!).getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/admin/content-management?pages_s=About+us',
    );
    expect(about).toHaveTextContent('/about-us');
    expect(terms).toHaveTextContent('Paused');
    expect(
      within(await region('Web Pages')).getByRole('link', { name: 'View All Pages >' }),
    ).toHaveAttribute('href', '/admin/content-management');

    expect(await uncalled(server, [...JOB_AND_PARTNER_DATA, 'kyc.list', 'users.list'])).toEqual([
      ...JOB_AND_PARTNER_DATA,
      'kyc.list',
      'users.list',
    ]);
  });

  it('leads support with the users: the totals, the blocked and the newest, without reviews', async () => {
    const server = mockFetch(dashboardRoutes());
    renderApp('/home', { user: adminAs('support') });
    expect(await widgetHeadings()).toEqual([
      'Users',
      'Recently Registered Users',
      ...SPEC_GRID,
      'KYC Queue',
      'Web Pages',
    ]);

    const figures = await region('Users');
    expect(await within(figures).findByRole('group', { name: 'Total Users' })).toHaveTextContent(
      String(USER_TOTALS.all),
    );
    expect(within(figures).getByRole('group', { name: 'Blocked Users' })).toHaveTextContent(
      String(USER_TOTALS.blocked),
    );
    expect(
      server
        .callsTo('users.list')
        .map((call) => call.query.toString())
        .sort(),
    ).toEqual(['blocked=yes&page=1', 'sort=-created_at&page=1']);

    const newest = await screen.findByRole('list', { name: 'Recently Registered Users' });
    const rows = within(newest).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(within(rows[0]!).getByRole('link', { name: 'Newest User' })).toHaveAttribute(
      'href',
      '/admin/users/40',
    );
    expect(rows[0]).toHaveTextContent(
      `newest@example.com · registered ${timeAgoText('2030-01-10T09:00:00.000Z')}`,
    );
    expect(within(rows[1]!).getByText('Blocked')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Blocked')).not.toBeInTheDocument();

    // Support reads the blog but edits nothing: the titles are not links.
    const posts = await screen.findByRole('list', { name: 'Blog Posts' });
    expect(within(posts).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a failure of the user figures and loads both counts again on Retry', async () => {
    const server = mockFetch(
      dashboardRoutes({
        'users.list': { status: 500, body: { result: false, message: 'Users are down.' } },
      }),
    );
    const { user } = renderApp('/home', { user: adminAs('support') });
    const figures = await region('Users');
    expect(await within(figures).findByRole('alert')).toHaveTextContent('Users are down.');
    server.on('users.list', dashboardRoutes()['users.list']!);
    await user.click(within(figures).getByRole('button', { name: 'Retry' }));
    expect(await within(figures).findByRole('group', { name: 'Blocked Users' })).toHaveTextContent(
      String(USER_TOTALS.blocked),
    );
  });
});
