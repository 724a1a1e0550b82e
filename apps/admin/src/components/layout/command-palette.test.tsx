import {
  permissionsOf,
  type AdminDetails,
  type AdminListItem,
  type BlogPostListItem,
  type InvoiceItem,
  type JobItem,
  type KycRecord,
  type Paged,
  type PartnerListItem,
  type Role,
  type UserListItem,
  type UserRecord,
  type WebPageListItem,
} from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockJobsScreen } from '../../features/jobs/testing/jobs-fixtures';
import { generalSettingsRoute } from '../../testing/auth-routes';
import { mockFetch } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { renderApp } from '../../testing/render-app';
import { testAdmin } from '../../testing/test-admin';
import type { PaletteRecord } from './command-palette-kinds';
import { PALETTE_RECENTS_MAX, readRecents, rememberRecent } from './command-palette-recents';
import { PALETTE_RESULTS_PER_KIND, PALETTE_SEARCH_DEBOUNCE_MS } from './use-command-palette';

// The layout and the screens load lazily; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const userItem = (id: number, name: string, email: string): UserListItem => ({
  id,
  profile_picture: null,
  full_name: name,
  first_name: name.split(' ')[0]!,
  last_name: name.split(' ')[1] ?? '',
  email,
  profession: null,
  blocked: false,
  created_at: '2025-01-02T10:00:00.000Z',
});

const ada: UserRecord = {
  ...userItem(7, 'Ada Lovelace', 'ada@example.com'),
  profession: 'Analyst',
  updated_at: '2026-02-03T10:00:00.000Z',
  applications: 0,
  selected_applications: 0,
  kyc_total: 0,
  kyc_history: [],
};

const jobItem = (id: number, title: string): JobItem => ({
  id,
  title,
  country: null,
  city: null,
  remote_position: true,
  expiration: null,
  status: 'active',
  desc: '<p>Work.</p>',
  published: false,
  no_pay_range: true,
  min_salary_range: null,
  max_salary_range: null,
  partner: { id: 9, name: 'Acme' },
  category: { id: 1, name: 'Engineering' },
  job_type: { id: 1, name: 'Full time' },
  job_active_duration: null,
  skills: [],
  created_at: '2026-01-01T10:00:00.000Z',
});

const kycItem = (id: number, fullName: string): KycRecord => ({
  id,
  user_id: 40 + id,
  full_name: fullName,
  id_type: 'Passport',
  id_number: 'P1234567',
  status: 'pending',
  submitted_at: '2026-03-05T10:30:00.000Z',
  reviewed_at: null,
  reviewed_by: null,
  admin_comment: null,
  id_front_url: `/api/kyc-documents/${id}/id-front?admin=1&expires=9&signature=a`,
  selfie_url: `/api/kyc-documents/${id}/selfie?admin=1&expires=9&signature=b`,
});

const partnerItem = (id: number, name: string): PartnerListItem => ({
  id,
  name,
  bio: null,
  profile_picture: null,
  member_since: '2024-01-01T00:00:00.000Z',
  posted_jobs: 3,
});

const invoiceItem: InvoiceItem = {
  id: 42,
  number: 'INV-2026-000042',
  partner_id: 9,
  partner: 'Acme',
  package: 'Premium',
  package_id: 3,
  amount: 499,
  currency: 'USD',
  paid: false,
  invoiced_date: '2026-02-01T10:00:00.000Z',
  paid_date: null,
};

const blogPostItem: BlogPostListItem = {
  id: 5,
  title: 'Hiring in Lisbon',
  slug: 'hiring-in-lisbon',
  featured_image: '/img/uploads/lisbon.jpg',
  excerpt: null,
  published: true,
  is_featured: false,
  published_date: '2026-01-05T10:00:00.000Z',
};

const webPageItem: WebPageListItem = {
  id: 3,
  title: 'Hiring with us',
  slug: 'hiring-with-us',
  published: true,
  status: 'active',
  updated_at: '2026-01-05T10:00:00.000Z',
};

const adminItem: AdminListItem = {
  id: 4,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  role: 'admin',
  status: 'active',
  two_factor: 'on',
  last_sign_in_at: null,
  created_at: '2025-01-01T10:00:00.000Z',
};

const adminAs = (role: Role): AdminDetails => ({
  ...testAdmin,
  id: 2,
  role,
  permissions: permissionsOf(role),
});

/** A list's answer: `rows` (and `meta`) when the search is `term`, else none. */
const searchedFor =
  <T,>(term: string, rows: T[], meta: Partial<Paged<T>['meta']> = {}) =>
  ({ query }: { query: URLSearchParams }) => {
    if (query.get('s') !== term) return { body: pagedBody<T>([]) };
    const found = pagedBody(rows);
    return { body: { ...found, meta: { ...found.meta, ...meta } } };
  };

/** The users found for each search: seven Adas, and a user found by the email alone. */
const USERS_FOUND: Record<string, UserListItem[]> = {
  ada: [
    userItem(7, 'Ada Lovelace', 'ada@example.com'),
    ...Array.from({ length: 6 }, (_, n) =>
      userItem(20 + n, `Ada Number${n}`, `ada${n}@example.com`),
    ),
  ],
  acme: [userItem(8, 'Wile Coyote', 'wile@acme.test')],
};

/** Where the tests start: a screen that loads nothing, so every request seen is the palette's. */
const START = '/no-such-screen';

/** The searched lists and the user record page. */
function paletteRoutes() {
  return mockFetch({
    ...generalSettingsRoute('Acme Jobs'),
    'users.list': ({ query }) => ({ body: pagedBody(USERS_FOUND[query.get('s') ?? ''] ?? []) }),
    'jobs.list': ({ query }) => ({
      body: pagedBody(query.get('s') === 'ada' ? [jobItem(31, 'Ada developer')] : []),
    }),
    'partners.list': searchedFor('acme', [partnerItem(9, 'Acme')]),
    'kyc.list': ({ query }) => ({
      body: {
        result: true,
        verifications: pagedBody(query.get('s') === 'ada' ? [kycItem(12, 'Ada King')] : []),
        stats: { total: 1, pending: 1, approved: 0, rejected: 0 },
      },
    }),
    'invoices.list': searchedFor('INV-2026-000042', [invoiceItem]),
    'blogPosts.list': searchedFor('hiring', [blogPostItem]),
    'webPages.list': searchedFor('hiring', [webPageItem]),
    'admins.list': searchedFor('grace', [adminItem]),
    'kyc.next': { body: { data: { id: 12 } } },
    'records.user': { body: { data: ada } },
    'records.userApplications': { body: pagedBody([]) },
    'audit.list': { body: pagedBody([]) },
  });
}

const palette = () => screen.findByRole('dialog', { name: 'Command palette' });

/** The text of each option of a group, in order. */
const optionTexts = (group: HTMLElement) =>
  within(group)
    .getAllByRole('option')
    .map((option) => option.textContent);
const paletteInput = () => screen.findByRole('combobox', { name: /Go to a screen or find/ });

describe('the command palette', () => {
  it('opens with Ctrl+K on the combobox and goes to a screen with the arrow keys and Enter', async () => {
    paletteRoutes();
    const { user, location } = renderApp(START);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.keyboard('{Control>}k{/Control}');
    const input = await paletteInput();
    await waitFor(() => expect(input).toHaveFocus());

    // Empty, it lists every screen of the sidebar, the first one active.
    // The listbox is drawn just after the input, in a render of its own.
    const listbox = await within(await palette()).findByRole('listbox');
    const goTo = within(listbox).getByRole('group', { name: 'Go to' });
    expect(optionTexts(goTo)).toEqual([
      'Dashboard',
      'Jobs',
      'Partners',
      'Users',
      'KYC Verification',
      'Content Management',
      'Subscriptions',
      'Invoices',
      'Audit log',
      'Trash',
      'Admins',
      'Integrations',
      'Settings',
    ]);
    expect(within(goTo).getByRole('option', { name: 'Dashboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Typing filters the screens and the settings; the arrows move the active option
    // (aria-activedescendant) through every group, wrapping round at either end.
    await user.type(input, 'in');
    const options = within(goTo).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Invoices',
      'Admins',
      'Integrations',
      'Settings',
    ]);
    const option = (name: string) => within(goTo).getByRole('option', { name });
    expect(option('Invoices')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(option('Settings')).toHaveAttribute('aria-selected', 'true');
    expect(option('Invoices')).toHaveAttribute('aria-selected', 'false');
    expect(input).toHaveAttribute('aria-activedescendant', option('Settings').id);
    // A screen's name starts with "in", no settings section's does: the screens come first.
    const sections = within(listbox).getByRole('group', { name: 'Settings' });
    const section = (name: string) => within(sections).getByRole('option', { name });
    expect(optionTexts(sections)).toEqual(['General settings', 'Application settings']);
    await user.keyboard('{ArrowDown}');
    expect(section('General settings')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(option('Invoices')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(section('Application settings')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');

    await waitFor(() => expect(location()).toBe('/invoices'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('finds a user through the users search, debounced, and opens the record page', async () => {
    const server = paletteRoutes();
    const { user, location } = renderApp(START);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });

    await user.click(screen.getByRole('button', { name: /Search/ }));
    const input = await paletteInput();
    await user.type(input, 'ada');

    const users = await within(await palette()).findByRole('group', { name: 'Users' });
    // One request per list for the whole word, not one per key typed.
    expect(server.callsTo('users.list').map((call) => call.query.get('s'))).toEqual(['ada']);
    expect(server.callsTo('jobs.list').map((call) => call.query.get('s'))).toEqual(['ada']);
    expect(server.callsTo('partners.list').map((call) => call.query.get('s'))).toEqual(['ada']);
    expect(server.callsTo('kyc.list').map((call) => call.query.get('s'))).toEqual(['ada']);
    for (const name of [
      'invoices.list',
      'blogPosts.list',
      'webPages.list',
      'admins.list',
    ] as const) {
      expect(server.callsTo(name).map((call) => call.query.get('s'))).toEqual(['ada']);
    }
    // At most five of a kind, then "See all" when the list holds more; a kind without matches
    // shows no group.
    const userOptions = within(users).getAllByRole('option');
    expect(userOptions).toHaveLength(PALETTE_RESULTS_PER_KIND + 1);
    expect(userOptions.at(-1)).toHaveTextContent('See all 7 users');
    expect(within(users).getByRole('option', { name: /Ada Lovelace/ })).toHaveTextContent(
      'ada@example.com',
    );
    const jobs = screen.getByRole('group', { name: 'Jobs' });
    expect(within(jobs).getByRole('option', { name: /Ada developer/ })).toHaveTextContent('Acme');
    expect(screen.queryByRole('group', { name: 'Partners' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Go to' })).not.toBeInTheDocument();

    // No screen matches "ada": the first option is the first user.
    expect(within(users).getByRole('option', { name: /Ada Lovelace/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');

    await waitFor(() => expect(location()).toBe('/users/7'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when nothing matches, and a click opens a job record', async () => {
    const server = paletteRoutes();
    server.on('records.job', () => ({ status: 404, body: { result: false, message: 'No job.' } }));
    const { user, location } = renderApp(START);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });

    await user.keyboard('{Meta>}k{/Meta}');
    const input = await paletteInput();
    await user.type(input, 'zzz');
    expect(
      await within(await palette()).findByText(
        'No users, jobs, partners, KYC verifications, invoices, blog posts, web pages or admins match “zzz”.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.clear(input);
    await user.type(input, 'ada');
    await user.click(await screen.findByRole('option', { name: /Ada developer/ }));
    await waitFor(() => expect(location()).toBe('/jobs/31'));
  });

  it('finds a KYC verification by full name and opens its review page', async () => {
    const server = paletteRoutes();
    server.on('kyc.get', () => ({
      status: 404,
      body: {
        result: false,
        message: 'No KYC verification has this id.',
        error: 'No KYC verification has this id.',
      },
    }));
    const { user, location } = renderApp(START);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });

    await user.keyboard('{Control>}k{/Control}');
    await user.type(await paletteInput(), 'ada');
    const kyc = await within(await palette()).findByRole('group', { name: 'KYC verifications' });
    const option = within(kyc).getByRole('option', { name: /Ada King/ });
    expect(option).toHaveTextContent('Passport · pending');
    await user.click(option);
    await waitFor(() => expect(location()).toBe('/kyc/12'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(server.callsTo('kyc.get')[0]?.path).toMatch(/\/12$/));
  });

  it('closes with Escape, and starts empty when opened again', async () => {
    paletteRoutes();
    const { user, location } = renderApp(START);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });

    await user.keyboard('{Control>}k{/Control}');
    await user.type(await paletteInput(), 'Jo');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe(START);

    await user.keyboard('{Control>}k{/Control}');
    expect(await paletteInput()).toHaveValue('');
    // Ctrl+K again closes it too.
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('waits for typing to pause before searching', async () => {
    const server = paletteRoutes();
    const { user } = renderApp(START);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await paletteInput(), 'ad');
    expect(server.callsTo('users.list')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, PALETTE_SEARCH_DEBOUNCE_MS + 100));
    await waitFor(() => expect(server.callsTo('users.list')).toHaveLength(1));
  });
});

/** Opens the palette with Ctrl+K and types `term`; resolves to the dialog. */
async function search(user: ReturnType<typeof renderApp>['user'], term: string) {
  await user.keyboard('{Control>}k{/Control}');
  await user.type(await paletteInput(), term);
  return palette();
}

const groupNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('listbox'))
    .getAllByRole('group')
    .map((group) => group.getAttribute('aria-labelledby'))
    .map((id) => document.getElementById(id!)!.textContent);

describe('the command palette finds every kind the role may open', () => {
  it('finds a blog post and a web page for a content editor, and never asks for users', async () => {
    const server = paletteRoutes();
    const { user, location } = renderApp(START, { user: adminAs('content_editor') });
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });

    await user.keyboard('{Control>}k{/Control}');
    // Its hint names only what this role can find.
    const input = await screen.findByRole('combobox', {
      name: 'Go to a screen or find a blog post or web page',
    });
    expect(input).toHaveAttribute('placeholder', 'Go to… or search blog posts, web pages');
    expect(within(await palette()).getByRole('status')).toHaveTextContent(
      'Type to search blog posts and web pages.',
    );

    await user.type(input, 'hiring');
    const posts = await within(await palette()).findByRole('group', { name: 'Blog posts' });
    expect(within(posts).getByRole('option', { name: /Hiring in Lisbon/ })).toHaveTextContent(
      'Published',
    );
    const pages = screen.getByRole('group', { name: 'Web pages' });
    expect(within(pages).getByRole('option', { name: /Hiring with us/ })).toHaveTextContent(
      '/hiring-with-us',
    );
    for (const name of [
      'users.list',
      'jobs.list',
      'partners.list',
      'kyc.list',
      'invoices.list',
      'admins.list',
    ] as const) {
      expect(server.callsTo(name), name).toHaveLength(0);
    }
    expect(screen.queryByRole('group', { name: 'Users' })).not.toBeInTheDocument();

    // A web page has no page of its own: it opens the content screen's pages list searched for it.
    await user.click(within(pages).getByRole('option', { name: /Hiring with us/ }));
    await waitFor(() => expect(location()).toBe('/content-management?pages_s=Hiring+with+us'));
  });

  it.each([
    ['content_editor', '/content-management/blog/post/5'],
    ['support', '/content-management?posts_s=Hiring+in+Lisbon'],
  ] as const)('opens a blog post for a %s at %s', async (role, path) => {
    paletteRoutes();
    const { user, location } = renderApp(START, { user: adminAs(role) });
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    await search(user, 'hiring');
    await user.click(await screen.findByRole('option', { name: /Hiring in Lisbon/ }));
    await waitFor(() => expect(location()).toBe(path));
  });

  it('finds an invoice by number for an owner and opens the invoices searched for it', async () => {
    const server = paletteRoutes();
    const { user, location } = renderApp(START);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });

    const dialog = await search(user, 'INV-2026-000042');
    const invoices = await within(dialog).findByRole('group', { name: 'Invoices' });
    const option = within(invoices).getByRole('option', { name: /INV-2026-000042/ });
    expect(option).toHaveTextContent('Acme · Premium');
    expect(server.callsTo('invoices.list').map((call) => call.query.get('s'))).toEqual([
      'INV-2026-000042',
    ]);
    await user.click(option);
    await waitFor(() => expect(location()).toBe('/invoices?s=INV-2026-000042'));
  });

  it('finds an admin for whoever reads the team', async () => {
    paletteRoutes();
    const { user, location } = renderApp(START);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    const admins = await within(await search(user, 'grace')).findByRole('group', {
      name: 'Admins',
    });
    await user.click(within(admins).getByRole('option', { name: /Grace Hopper/ }));
    await waitFor(() => expect(location()).toBe('/admins?s=grace%40example.com'));
  });

  it('ranks first the group holding the very name typed, then names starting with it', async () => {
    paletteRoutes();
    const { user } = renderApp(START);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    const dialog = await search(user, 'acme');
    await within(dialog).findByRole('group', { name: 'Partners' });
    // "Acme" is the partner's whole name; the user matched by the email alone comes after.
    await waitFor(() => expect(groupNames(dialog)).toEqual(['Partners', 'Users']));
    expect(within(dialog).getByRole('option', { name: 'Acme' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

describe('"See all" in the command palette', () => {
  it('opens the list searched for the term, with the number the list holds', async () => {
    paletteRoutes();
    const { user, location } = renderApp(START);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    const users = await within(await search(user, 'ada')).findByRole('group', { name: 'Users' });
    await user.click(within(users).getByRole('option', { name: 'See all 7 users' }));
    await waitFor(() => expect(location()).toBe('/users?s=ada'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says "about" an estimated total, and uses the list screen’s own parameters', async () => {
    const server = paletteRoutes();
    server.on(
      'jobs.list',
      searchedFor('dev', [jobItem(31, 'Developer')], { total: 74_000, total_is_estimate: true }),
    );
    server.on('kyc.list', ({ query }) => ({
      body: {
        result: true,
        verifications:
          query.get('s') === 'dev'
            ? { ...pagedBody([kycItem(12, 'Dev King')]), meta: { ...pagedBody([]).meta, total: 9 } }
            : pagedBody([]),
        stats: { total: 9, pending: 9, approved: 0, rejected: 0 },
      },
    }));
    const { user, location } = renderApp(START);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    const dialog = await search(user, 'dev');
    const jobs = await within(dialog).findByRole('group', { name: 'Jobs' });
    expect(within(jobs).getByRole('option', { name: 'See all about 74,000 jobs' })).toBeVisible();
    const kyc = within(dialog).getByRole('group', { name: 'KYC verifications' });
    // The KYC screen opens on pending; the palette searched every status.
    await user.click(within(kyc).getByRole('option', { name: 'See all 9 KYC verifications' }));
    await waitFor(() => expect(location()).toBe('/kyc?s=dev&status=all'));

    await search(user, 'dev');
    await user.click(await screen.findByRole('option', { name: 'See all about 74,000 jobs' }));
    await waitFor(() => expect(location()).toBe('/jobs?jobs_s=dev'));
  });
});

describe('recent records in the command palette', () => {
  it('shows the records opened through it when nothing is typed, newest first', async () => {
    paletteRoutes();
    const { user, location } = renderApp(START);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });

    // None yet: the first group is the screens.
    await user.keyboard('{Control>}k{/Control}');
    expect(groupNames(await palette())[0]).toBe('Go to');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await search(user, 'ada');
    await user.click(await screen.findByRole('option', { name: /Ada developer/ }));
    await waitFor(() => expect(location()).toBe('/jobs/31'));
    await search(user, 'ada');
    await user.click(await screen.findByRole('option', { name: /Ada Lovelace/ }));
    await waitFor(() => expect(location()).toBe('/users/7'));

    await user.keyboard('{Control>}k{/Control}');
    const recent = within(await palette()).getByRole('group', { name: 'Recent' });
    expect(optionTexts(recent)).toEqual([
      'Ada LovelaceUser · ada@example.com',
      'Ada developerJob · Acme',
    ]);
    // The arrows and Enter reach them like any option.
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toBe('/jobs/31'));
  });

  it('keeps the last few, each once, newest first, and shows none the role may not open', async () => {
    const record = (id: number, kind: PaletteRecord['kind'] = 'users'): PaletteRecord => ({
      key: `${kind}-${id}`,
      kind,
      label: `Record ${id}`,
      detail: null,
      to: `/${kind}/${id}`,
    });
    const editor = adminAs('content_editor');
    for (let id = 1; id <= PALETTE_RECENTS_MAX + 2; id += 1) rememberRecent(editor.id, record(id));
    rememberRecent(editor.id, record(4));
    const kept = readRecents(editor.id).map((recent) => recent.key);
    expect(kept).toHaveLength(PALETTE_RECENTS_MAX);
    expect(kept.slice(0, 3)).toEqual(['users-4', 'users-10', 'users-9']);
    expect(new Set(kept).size).toBe(kept.length);
    // Another admin in the same browser has their own.
    expect(readRecents(editor.id + 1)).toEqual([]);

    // A content editor may open no user: only the blog post is offered.
    rememberRecent(editor.id, {
      ...record(5, 'blog_posts'),
      to: '/content-management/blog/post/5',
    });
    paletteRoutes();
    const { user } = renderApp(START, { user: editor });
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    await user.keyboard('{Control>}k{/Control}');
    const recent = within(await palette()).getByRole('group', { name: 'Recent' });
    expect(optionTexts(recent)).toEqual(['Record 5Blog post']);
  });
});

describe('actions in the command palette', () => {
  it('offers each action only to the roles holding its permission', async () => {
    paletteRoutes();
    const actionsOf = async (role: Role) => {
      const { user, unmount } = renderApp(START, { user: adminAs(role) });
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
      await user.keyboard('{Control>}k{/Control}');
      const group = within(await palette()).queryByRole('group', { name: 'Actions' });
      const names = group
        ? within(group)
            .getAllByRole('option')
            .map((option) => option.firstChild!.textContent)
        : [];
      unmount();
      return names;
    };
    expect(await actionsOf('owner')).toEqual(['Create job', 'Review next KYC']);
    expect(await actionsOf('kyc_reviewer')).toEqual(['Review next KYC']);
    expect(await actionsOf('support')).toEqual([]);
    expect(await actionsOf('content_editor')).toEqual([]);
  });

  it('reviews the oldest pending KYC verification, or says there is none', async () => {
    const server = paletteRoutes();
    server.on('kyc.next', { body: { data: null } });
    server.on('kyc.get', () => ({
      status: 404,
      body: { result: false, message: 'No KYC verification has this id.', error: 'No.' },
    }));
    const { user, location } = renderApp(START);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });

    const dialog = await search(user, 'review');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'No KYC verification is waiting for review.',
    );
    expect(location()).toBe(START);
    expect(server.callsTo('kyc.next')[0]?.query.get('after')).toBeNull();

    server.on('kyc.next', { body: { data: { id: 12 } } });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/kyc/12'));
  });

  it('opens the jobs screen with its create form', async () => {
    const server = mockJobsScreen(generalSettingsRoute('Acme Jobs'));
    const { user, location } = renderApp(START);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    await search(user, 'create');
    await user.click(await screen.findByRole('option', { name: /Create job/ }));

    expect(await screen.findByRole('dialog', { name: 'Add New Job' })).toBeVisible();
    // The ask leaves the URL once the form is open.
    await waitFor(() => expect(location()).toBe('/jobs'));
    expect(server.callsTo('jobs.adminList')).not.toHaveLength(0);
  });

  it('does not open the create form for a role that may not add jobs', async () => {
    mockJobsScreen(generalSettingsRoute('Acme Jobs'));
    const { location } = renderApp('/jobs?new=job', { user: adminAs('support') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    // The jobs have loaded: the table, and what would open the form, are in place.
    expect((await screen.findAllByText('Senior Developer'))[0]).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Add New Job' })).not.toBeInTheDocument();
    expect(location()).toBe('/jobs?new=job');
  });
});
