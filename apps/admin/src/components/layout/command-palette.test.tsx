import type { JobItem, KycRecord, UserListItem, UserRecord } from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generalSettingsRoute } from '../../testing/auth-routes';
import { mockFetch } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { renderApp } from '../../testing/render-app';
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

/** Where the tests start: a screen that loads nothing, so every request seen is the palette's. */
const START = '/no-such-screen';

/** The searched lists and the user record page. */
function paletteRoutes() {
  return mockFetch({
    ...generalSettingsRoute('Acme Jobs'),
    'users.list': ({ query }) => ({
      body: pagedBody(
        query.get('s') === 'ada'
          ? [
              userItem(7, 'Ada Lovelace', 'ada@example.com'),
              ...Array.from({ length: 6 }, (_, n) =>
                userItem(20 + n, `Ada Number${n}`, `ada${n}@example.com`),
              ),
            ]
          : [],
      ),
    }),
    'jobs.list': ({ query }) => ({
      body: pagedBody(query.get('s') === 'ada' ? [jobItem(31, 'Ada developer')] : []),
    }),
    'partners.list': { body: pagedBody([]) },
    'kyc.list': ({ query }) => ({
      body: {
        result: true,
        verifications: pagedBody(query.get('s') === 'ada' ? [kycItem(12, 'Ada King')] : []),
        stats: { total: 1, pending: 1, approved: 0, rejected: 0 },
      },
    }),
    'records.user': { body: { data: ada } },
    'records.userApplications': { body: pagedBody([]) },
    'audit.list': { body: pagedBody([]) },
  });
}

const palette = () => screen.findByRole('dialog', { name: 'Command palette' });
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
    const listbox = within(await palette()).getByRole('listbox');
    const goTo = within(listbox).getByRole('group', { name: 'Go to' });
    expect(
      within(goTo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Dashboard',
      'Jobs',
      'Partners',
      'Users',
      'KYC Verification',
      'Content Management',
      'Subscriptions',
      'Invoices',
      'Audit log',
      'Admins',
      'Integrations',
      'Settings',
    ]);
    expect(within(goTo).getByRole('option', { name: 'Dashboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Typing filters the screens; the arrows move the active option (aria-activedescendant),
    // wrapping round at either end.
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
    await user.keyboard('{ArrowDown}');
    expect(option('Invoices')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(option('Settings')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{Enter}');

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
    // At most five of a kind; a kind without matches shows no group.
    expect(within(users).getAllByRole('option')).toHaveLength(PALETTE_RESULTS_PER_KIND);
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
        'No users, jobs, partners or KYC verifications match “zzz”.',
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
