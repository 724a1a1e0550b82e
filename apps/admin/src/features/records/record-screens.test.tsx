import {
  permissionsOf,
  type AuditLogEntry,
  type PartnerInvoice,
  type PartnerJob,
  type PartnerRecord,
  type PartnerSubscription,
  type UserApplication,
  type UserListItem,
  type UserRecord,
} from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { UNDO_TEXT } from '../../lib/use-undo';
import { renderApp } from '../../testing/render-app';
import { testAdmin } from '../../testing/test-admin';
import { readRecents } from '../../components/layout/command-palette-recents';
import { applicant, job } from './testing/record-fixtures';

// The screens load lazily; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await Promise.all([
    import('./user-record-screen'),
    import('./job-record-screen'),
    import('./partner-record-screen'),
  ]);
});

const ada: UserRecord = {
  id: 7,
  full_name: 'Ada Lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  profession: 'Analyst',
  profile_picture: null,
  blocked: true,
  created_at: '2025-01-02T10:00:00.000Z',
  updated_at: '2026-02-03T10:00:00.000Z',
  applications: 12,
  selected_applications: 3,
  kyc_total: 1,
  kyc_history: [
    {
      id: 31,
      id_type: 'Passport',
      status: 'rejected',
      submitted_at: '2026-01-05T09:00:00.000Z',
      reviewed_at: '2026-01-06T09:00:00.000Z',
      reviewed_by: { id: 1, name: 'Rita Reviewer' },
      admin_comment: 'Blurry photo.',
    },
  ],
};

const application = (id: number, overrides: Partial<UserApplication> = {}): UserApplication => ({
  id,
  job: { id: 100 + id, title: `Job number ${id}`, partner: { id: 9, name: 'Acme' } },
  applied_at: '2026-01-10T09:00:00.000Z',
  selected: false,
  selected_at: null,
  ...overrides,
});

const auditEntry = (id: number, overrides: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id,
  admin: { id: 1, name: 'Rita Reviewer' },
  action: 'block',
  entity: 'user',
  entity_id: 7,
  summary: { before: { blocked: false }, after: { blocked: true } },
  changes: [{ field: 'blocked', label: 'Blocked', before: 'no', after: 'yes' }],
  details: [],
  ip: '127.0.0.1',
  created_at: '2026-02-03T10:00:00.000Z',
  ...overrides,
});

function userRoutes() {
  return mockFetch({
    'records.user': ({ params }) =>
      params.id === '7'
        ? { body: { data: ada } }
        : { status: 404, body: { result: false, message: 'No user has this id.' } },
    'records.userApplications': ({ query }) =>
      query.get('page') === '2'
        ? { body: pagedBody([application(2), application(1)], 2, 2) }
        : {
            body: {
              ...pagedBody(
                [
                  application(12, {
                    selected: true,
                    selected_at: '2026-01-11T09:00:00.000Z',
                  }),
                  application(11),
                ],
                1,
                2,
              ),
              meta: { ...pagedBody([]).meta, current_page: 1, last_page: 2, total: 12 },
            },
          },
    'audit.list': { body: pagedBody([auditEntry(55)]) },
  });
}

describe('the user record page', () => {
  it('shows the profile, blocked state, applications, KYC history and audit trail', async () => {
    const server = userRoutes();
    renderApp('/users/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('ada@example.com')).toBeVisible();
    expect(within(profile).getByText('Blocked')).toBeVisible();
    expect(within(profile).getByAltText('Profile picture of Ada Lovelace')).toBeVisible();

    const applications = await screen.findByRole('table', { name: 'Applications' });
    expect(within(applications).getByRole('link', { name: 'Job number 12' })).toHaveAttribute(
      'href',
      '/admin/jobs/112',
    );
    expect(within(applications).getAllByRole('link', { name: 'Acme' })[0]).toHaveAttribute(
      'href',
      '/admin/partners/9',
    );
    expect(within(applications).getByText('Selected 11/01/2026')).toBeVisible();
    expect(within(applications).getByText('Not selected')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Applications (12)' })).toBeVisible();

    const kyc = screen.getByRole('table', { name: 'KYC history' });
    expect(within(kyc).getByRole('link', { name: /05\/01\/2026/ })).toHaveAttribute(
      'href',
      '/admin/kyc/31',
    );
    expect(within(kyc).getByText('Rejected')).toBeVisible();
    expect(within(kyc).getByText('Rita Reviewer')).toBeVisible();

    const audit = await screen.findByRole('table', { name: 'Audit trail' });
    expect(within(audit).getByText('Block')).toBeVisible();
    expect(within(audit).getByText('Blocked: no → yes')).toBeVisible();
    const auditQuery = server.callsTo('audit.list')[0]!.query;
    expect(auditQuery.get('entity')).toBe('user');
    expect(auditQuery.get('entity_id')).toBe('7');
    expect(screen.getByRole('link', { name: 'View full history' })).toHaveAttribute(
      'href',
      '/admin/audit-log?entity=user&entity_id=7',
    );
    await waitFor(() => expect(document.title).toBe('User - Job Board'));
  });

  it('is remembered among the command palette’s recent records when opened', async () => {
    userRoutes();
    renderApp('/users/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await waitFor(() =>
      expect(readRecents(testAdmin.id)[0]).toEqual({
        key: 'users-7',
        kind: 'users',
        label: 'Ada Lovelace',
        detail: 'ada@example.com',
        to: '/users/7',
      }),
    );
  });

  it('pages the applications through the URL', async () => {
    const server = userRoutes();
    const { user, location } = renderApp('/users/7');
    const pages = await screen.findByRole('navigation', { name: 'Applications pages' });
    await user.click(within(pages).getByRole('button', { name: /2/ }));
    expect(await screen.findByRole('link', { name: 'Job number 1' })).toBeVisible();
    expect(location()).toBe('/users/7?applications_page=2');
    expect(server.callsTo('records.userApplications').at(-1)!.query.get('page')).toBe('2');
  });

  it('unblocks the user after a confirmation naming them, then loads the record again', async () => {
    const server = userRoutes();
    let blocked = true;
    server.on('records.user', () => ({ body: { data: { ...ada, blocked } } }));
    server.on('users.unblock', () => {
      blocked = false;
      return { body: { result: true, message: 'User unblocked successfully.', data: null } };
    });
    const { user } = renderApp('/users/7');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    await user.click(within(profile).getByRole('button', { name: 'Unblock' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unblock Ada Lovelace?' });
    expect(server.callsTo('users.unblock')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('User unblocked successfully.')).toBeVisible();
    expect(server.callsTo('users.unblock')[0]!.params.id).toBe('7');
    expect(await within(profile).findByText('Active')).toBeVisible();
    expect(within(profile).getByRole('button', { name: 'Block' })).toBeVisible();
    expect(server.callsTo('records.user').length).toBeGreaterThan(1);
  });

  it('says so when the user does not exist, and never asks for a malformed id', async () => {
    userRoutes();
    renderApp('/users/8');
    expect(await screen.findByRole('alert')).toHaveTextContent('No user has this id.');
    expect(screen.getByRole('link', { name: 'Back to Users' })).toHaveAttribute(
      'href',
      '/admin/users',
    );

    const server = userRoutes();
    renderApp('/users/abc');
    expect((await screen.findAllByRole('alert')).at(-1)).toHaveTextContent('No user has this id.');
    expect(server.callsTo('records.user')).toHaveLength(0);
  });

  it('opens from the users list by keyboard', async () => {
    const listed: UserListItem = {
      id: 7,
      profile_picture: null,
      full_name: 'Ada Lovelace',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      profession: 'Analyst',
      blocked: true,
      created_at: '2025-01-02T10:00:00.000Z',
    };
    const server = userRoutes();
    server.on('users.list', { body: pagedBody([listed]) });
    const { user, location } = renderApp('/users');
    const link = await screen.findByRole('link', { name: 'Ada Lovelace' });
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    expect(location()).toBe('/users/7');
  });
});

describe('the job record page', () => {
  it('shows the details, skills, partner link, applicants and audit trail', async () => {
    const server = mockFetch({
      'records.job': { body: { data: job } },
      'records.jobApplicants': { body: pagedBody([applicant]) },
      'audit.list': {
        body: pagedBody([
          auditEntry(60, {
            action: 'update',
            entity: 'job',
            entity_id: 5,
            summary: { before: { status: 'paused' }, after: { status: 'active' } },
            changes: [{ field: 'status', label: 'Status', before: 'paused', after: 'active' }],
          }),
        ]),
      },
    });
    renderApp('/jobs/5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Record Keeper' })).toBeVisible();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByRole('link', { name: 'Acme' })).toHaveAttribute(
      'href',
      '/admin/partners/9',
    );
    expect(within(details).getByText('Lisbon, Portugal')).toBeVisible();
    expect(within(details).getByText('1,000.00 – 2,500.50')).toBeVisible();
    expect(
      within(within(details).getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Go', 'SQL']);
    // The description keeps its formatting; what the sanitiser does not allow never reaches the page.
    expect(within(details).getByText('records', { selector: 'strong' })).toBeVisible();
    expect(within(details).getByText('records').closest('p')).toHaveTextContent('Keep records.');
    expect(details.querySelector('img')).toBeNull();

    const applicants = await screen.findByRole('table', { name: 'Applicants' });
    expect(within(applicants).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin/users/7',
    );
    expect(within(applicants).getByText('Selected 05/01/2026')).toBeVisible();
    const audit = await screen.findByRole('table', { name: 'Audit trail' });
    expect(within(audit).getByText('Status: paused → active')).toBeVisible();
    expect(server.callsTo('audit.list')[0]!.query.get('entity')).toBe('job');
  });

  it('shows a failure with Retry when the job cannot be loaded', async () => {
    const server = mockFetch({
      'records.job': { status: 500, body: { result: false, message: 'Something went wrong.' } },
    });
    const { user } = renderApp('/jobs/5');
    expect(await screen.findByText('Something went wrong.')).toBeVisible();
    server.on('records.job', { body: { data: job } });
    server.on('records.jobApplicants', { body: pagedBody([]) });
    server.on('audit.list', { body: pagedBody([]) });
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Record Keeper' })).toBeVisible();
    expect(await screen.findByText('Nobody has applied to this job yet.')).toBeVisible();
  });
});

const partner: PartnerRecord = {
  id: 9,
  name: 'Acme',
  email: 'hello@acme.example',
  bio: 'We build things.',
  profile_picture: null,
  member_since: '2024-05-01T09:00:00.000Z',
  updated_at: '2026-01-01T09:00:00.000Z',
  posted_jobs: 7,
  published_jobs: 5,
  active_subscription: {
    id: 3,
    package: { id: 2, name: 'Gold' },
    starts_at: '2026-01-01T00:00:00.000Z',
    ends_at: '2026-12-31T00:00:00.000Z',
  },
};

const partnerJob: PartnerJob = {
  id: 5,
  title: 'Record Keeper',
  status: 'paused',
  published: false,
  expiration: null,
  created_at: '2026-01-01T09:00:00.000Z',
};

const subscription: PartnerSubscription = {
  id: 3,
  package: { id: 2, name: 'Gold', subscription_type: 'annual' },
  starts_at: '2026-01-01T00:00:00.000Z',
  ends_at: '2026-12-31T00:00:00.000Z',
  active: true,
};

const invoice: PartnerInvoice = {
  id: 77,
  number: 'INV-2026-000077',
  package: { id: 2, name: 'Gold' },
  amount: 1999.5,
  currency: 'EUR',
  paid: false,
  invoiced_at: '2026-01-01T00:00:00.000Z',
  paid_at: null,
};

describe('the partner record page', () => {
  it('shows the profile, jobs, subscriptions and invoices', async () => {
    mockFetch({
      'records.partner': { body: { data: partner } },
      'records.partnerJobs': { body: pagedBody([partnerJob]) },
      'records.partnerSubscriptions': { body: pagedBody([subscription]) },
      'records.partnerInvoices': { body: pagedBody([invoice]) },
      'audit.list': { body: pagedBody([]) },
    });
    renderApp('/partners/9');

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeVisible();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('hello@acme.example')).toBeVisible();
    expect(within(profile).getByText('Gold until 31/12/2026')).toBeVisible();
    expect(within(profile).getByText('May 2024')).toBeVisible();

    const jobs = await screen.findByRole('table', { name: 'Jobs' });
    expect(within(jobs).getByRole('link', { name: 'Record Keeper' })).toHaveAttribute(
      'href',
      '/admin/jobs/5',
    );
    expect(within(jobs).getByText('Paused')).toBeVisible();
    expect(within(jobs).getByText('Unpublished')).toBeVisible();

    const subscriptions = await screen.findByRole('table', { name: 'Subscriptions' });
    expect(within(subscriptions).getByText('Annual')).toBeVisible();
    expect(within(subscriptions).getByText('In force')).toBeVisible();

    const invoices = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(invoices).getByText('INV-2026-000077')).toBeVisible();
    expect(within(invoices).getByText('1,999.50 EUR')).toBeVisible();
    expect(within(invoices).getByText('Unpaid')).toBeVisible();
  });

  it('shows an empty list as such', async () => {
    mockFetch({
      'records.partner': { body: { data: { ...partner, active_subscription: null } } },
      'records.partnerJobs': { body: pagedBody([]) },
      'records.partnerSubscriptions': { body: pagedBody([]) },
      'records.partnerInvoices': { body: pagedBody([]) },
      'audit.list': { body: pagedBody([]) },
    });
    renderApp('/partners/9');
    expect(await screen.findByText('This partner has not posted any job.')).toBeVisible();
    expect(screen.getByText('This partner has never subscribed to a package.')).toBeVisible();
    expect(screen.getByText('This partner has no invoices.')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Profile' })).getByText('None')).toBeVisible();
  });
});

describe('sorting the lists under a record', () => {
  const headerIn = (table: HTMLElement, name: string) =>
    within(table).getByRole('columnheader', { name });
  const sortButtonIn = (table: HTMLElement, name: string) =>
    within(headerIn(table, name)).getByRole('button', { name });
  type Server = ReturnType<typeof mockFetch>;
  const sortsSent = (server: Server, endpoint: Parameters<Server['callsTo']>[0]) =>
    server.callsTo(endpoint).map((call) => call.query.get('sort'));

  it('sorts the applications from their headers, in the URL, back on page 1', async () => {
    const server = userRoutes();
    server.on('records.userApplications', ({ query }) => ({
      body: query.get('sort')
        ? pagedBody([application(3), application(4, { selected: true })])
        : pagedBody([application(12), application(11)], 2, 2),
    }));
    const { user, location } = renderApp('/users/7?applications_page=2');
    const table = await screen.findByRole('table', { name: 'Applications' });
    await within(table).findByRole('link', { name: 'Job number 12' });
    // Newest first is the list's own order: shown on its header, never asked for.
    expect(headerIn(table, 'Applied')).toHaveAttribute('aria-sort', 'descending');
    expect(headerIn(table, 'Selected')).toHaveAttribute('aria-sort', 'none');
    expect(headerIn(table, 'Job')).not.toHaveAttribute('aria-sort');
    expect(sortsSent(server, 'records.userApplications')).toEqual([null]);

    await user.click(sortButtonIn(table, 'Selected'));
    expect(location()).toBe('/users/7?applications_sort=selected_at');
    expect(await within(table).findByRole('link', { name: 'Job number 3' })).toBeVisible();
    expect(
      within(table)
        .getAllByRole('link', { name: /^Job number/ })
        .map((link) => link.textContent),
    ).toEqual(['Job number 3', 'Job number 4']);
    expect(headerIn(table, 'Selected')).toHaveAttribute('aria-sort', 'ascending');
    expect(headerIn(table, 'Applied')).toHaveAttribute('aria-sort', 'none');
    const sorted = server.callsTo('records.userApplications').at(-1)!.query;
    expect(sorted.get('sort')).toBe('selected_at');
    expect(sorted.get('page')).toBe('1');

    await user.click(sortButtonIn(table, 'Selected'));
    expect(location()).toBe('/users/7?applications_sort=-selected_at');
    await waitFor(() =>
      expect(sortsSent(server, 'records.userApplications').at(-1)).toBe('-selected_at'),
    );
    expect(headerIn(table, 'Selected')).toHaveAttribute('aria-sort', 'descending');

    // Back to the list's own order: the parameter leaves the URL and the request.
    await user.click(sortButtonIn(table, 'Applied'));
    expect(location()).toBe('/users/7?applications_sort=applied_at');
    await user.click(sortButtonIn(table, 'Applied'));
    expect(location()).toBe('/users/7');
    await waitFor(() =>
      expect(headerIn(table, 'Applied')).toHaveAttribute('aria-sort', 'descending'),
    );
    expect(sortsSent(server, 'records.userApplications')).toEqual([
      null,
      'selected_at',
      '-selected_at',
      'applied_at',
      null,
    ]);
  });

  it('sorts the applicants from their headers', async () => {
    const server = mockFetch({
      'records.job': { body: { data: job } },
      'records.jobApplicants': { body: pagedBody([applicant]) },
      'audit.list': { body: pagedBody([]) },
    });
    const { user, location } = renderApp('/jobs/5');
    const table = await screen.findByRole('table', { name: 'Applicants' });
    await within(table).findByRole('link', { name: 'Ada Lovelace' });
    expect(headerIn(table, 'Applied')).toHaveAttribute('aria-sort', 'descending');
    await user.click(sortButtonIn(table, 'Applied'));
    expect(location()).toBe('/jobs/5?applicants_sort=applied_at');
    await waitFor(() =>
      expect(sortsSent(server, 'records.jobApplicants')).toEqual([null, 'applied_at']),
    );
    expect(headerIn(table, 'Applied')).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getAllByRole('button', { name: /^(Applied|Selected)$/ })).toHaveLength(2);
  });

  it('sorts and pages a record’s audit trail under its own name, always for that record', async () => {
    const server = mockFetch({
      'records.job': { body: { data: job } },
      'records.jobApplicants': { body: pagedBody([applicant]) },
      'audit.list': ({ query }) => {
        const page = Number(query.get('page'));
        const entry = auditEntry(page === 2 ? 54 : 55, { entity: 'job', entity_id: 5 });
        return { body: pagedBody([entry], page, 2, 20) };
      },
    });
    const { user, location } = renderApp('/jobs/5');
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    await within(table).findByText('Blocked: no → yes');
    // Newest first is the audit log's own order: shown on its header, never asked for.
    expect(headerIn(table, 'When')).toHaveAttribute('aria-sort', 'descending');
    expect(headerIn(table, 'Changes')).not.toHaveAttribute('aria-sort');
    expect(sortsSent(server, 'audit.list')).toEqual([null]);

    await user.click(sortButtonIn(table, 'When'));
    expect(location()).toBe('/jobs/5?audit_sort=created_at');
    await waitFor(() => expect(sortsSent(server, 'audit.list')).toEqual([null, 'created_at']));
    expect(headerIn(table, 'When')).toHaveAttribute('aria-sort', 'ascending');

    const pages = screen.getByRole('navigation', { name: 'Audit trail pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(location()).toBe('/jobs/5?audit_sort=created_at&audit_page=2');
    await waitFor(() => expect(server.callsTo('audit.list').at(-1)!.query.get('page')).toBe('2'));
    const asked = server.callsTo('audit.list').at(-1)!.query;
    expect(asked.get('sort')).toBe('created_at');
    expect(asked.get('entity')).toBe('job');
    expect(asked.get('entity_id')).toBe('5');
  });

  it('keeps each partner list’s order under its own name, from the URL too', async () => {
    const server = mockFetch({
      'records.partner': { body: { data: partner } },
      'records.partnerJobs': { body: pagedBody([partnerJob]) },
      'records.partnerSubscriptions': { body: pagedBody([subscription]) },
      'records.partnerInvoices': { body: pagedBody([invoice]) },
      'audit.list': { body: pagedBody([]) },
    });
    const { user, location } = renderApp('/partners/9?subscriptions_sort=starts_at');
    const jobs = await screen.findByRole('table', { name: 'Jobs' });
    const subscriptions = await screen.findByRole('table', { name: 'Subscriptions' });
    const invoices = await screen.findByRole('table', { name: 'Invoices' });
    await within(invoices).findByText('INV-2026-000077');
    expect(headerIn(subscriptions, 'Starts')).toHaveAttribute('aria-sort', 'ascending');
    expect(headerIn(subscriptions, 'Ends')).toHaveAttribute('aria-sort', 'none');
    expect(sortsSent(server, 'records.partnerSubscriptions')).toEqual(['starts_at']);
    expect(headerIn(jobs, 'Created')).toHaveAttribute('aria-sort', 'descending');
    expect(headerIn(invoices, 'Issued')).toHaveAttribute('aria-sort', 'descending');
    // The columns the server can sort by, and those only.
    expect(headerIn(jobs, 'Published')).not.toHaveAttribute('aria-sort');
    expect(headerIn(invoices, 'Package')).not.toHaveAttribute('aria-sort');
    expect(headerIn(invoices, 'Paid on')).not.toHaveAttribute('aria-sort');

    await user.click(sortButtonIn(invoices, 'Amount'));
    expect(location()).toBe('/partners/9?subscriptions_sort=starts_at&invoices_sort=amount');
    await user.click(sortButtonIn(jobs, 'Title'));
    await user.click(sortButtonIn(invoices, 'Status'));
    expect(location()).toBe(
      '/partners/9?subscriptions_sort=starts_at&invoices_sort=paid&jobs_sort=title',
    );
    await waitFor(() => expect(sortsSent(server, 'records.partnerInvoices').at(-1)).toBe('paid'));
    expect(sortsSent(server, 'records.partnerInvoices')).toEqual([null, 'amount', 'paid']);
    expect(sortsSent(server, 'records.partnerJobs')).toEqual([null, 'title']);
    expect(sortsSent(server, 'records.partnerSubscriptions')).toEqual(['starts_at']);
    expect(headerIn(jobs, 'Title')).toHaveAttribute('aria-sort', 'ascending');
    expect(headerIn(invoices, 'Status')).toHaveAttribute('aria-sort', 'ascending');
    expect(headerIn(invoices, 'Amount')).toHaveAttribute('aria-sort', 'none');

    await user.click(sortButtonIn(jobs, 'Expiration'));
    await user.click(sortButtonIn(jobs, 'Expiration'));
    await user.click(sortButtonIn(jobs, 'Status'));
    await user.click(sortButtonIn(subscriptions, 'Ends'));
    await user.click(sortButtonIn(invoices, 'Invoice'));
    expect(location()).toBe(
      '/partners/9?subscriptions_sort=ends_at&invoices_sort=number&jobs_sort=status',
    );
    await waitFor(() =>
      expect(sortsSent(server, 'records.partnerSubscriptions')).toEqual(['starts_at', 'ends_at']),
    );
    await waitFor(() =>
      expect(sortsSent(server, 'records.partnerJobs')).toEqual([
        null,
        'title',
        'expiration',
        '-expiration',
        'status',
      ]),
    );
  });
});

const support = { ...testAdmin, role: 'support' as const, permissions: permissionsOf('support') };

const jobRoutes = () =>
  mockFetch({
    'records.job': { body: { data: job } },
    'records.jobApplicants': { body: pagedBody([applicant]) },
    'audit.list': { body: pagedBody([]) },
  });

const partnerRoutes = () =>
  mockFetch({
    'records.partner': { body: { data: partner } },
    'records.partnerJobs': { body: pagedBody([partnerJob]) },
    'records.partnerSubscriptions': { body: pagedBody([subscription]) },
    'records.partnerInvoices': { body: pagedBody([invoice]) },
    'audit.list': {
      body: pagedBody([
        auditEntry(70, {
          action: 'update',
          entity: 'partner',
          entity_id: 9,
          changes: [{ field: 'name', label: 'Name', before: 'Acme Old', after: 'Acme' }],
        }),
      ]),
    },
  });

const bulkDone = (message: string) => ({
  body: { result: true as const, message, data: { done: 1, skipped: 0, refused: 0, items: [] } },
});

describe('working from a record', () => {
  it('edits the user in a modal, then the record shows the new values', async () => {
    const server = userRoutes();
    let stored = ada;
    server.on('records.user', () => ({ body: { data: stored } }));
    server.on('recordEdits.updateUser', () => {
      stored = { ...ada, last_name: 'Byron', full_name: 'Ada Byron' };
      return {
        body: {
          result: true,
          message: 'User updated successfully.',
          data: {
            id: 7,
            first_name: 'Ada',
            last_name: 'Byron',
            email: ada.email,
            profession: 'Analyst',
          },
        },
      };
    });
    const { user } = renderApp('/users/7');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    await user.click(within(profile).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    const lastName = within(dialog).getByRole('textbox', { name: /Last name/ });
    expect(lastName).toHaveValue('Lovelace');
    await user.clear(lastName);
    await user.type(lastName, 'Byron');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('User updated successfully.')).toBeVisible();
    const call = server.callsTo('recordEdits.updateUser')[0]!;
    expect(call.path).toBe('/api/admin/users/7');
    expect(call.body).toMatchObject({
      first_name: 'Ada',
      last_name: 'Byron',
      email: 'ada@example.com',
      profession: 'Analyst',
    });
    await waitFor(() => expect(server.callsTo('records.user').length).toBeGreaterThan(1));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Byron' })).toBeVisible();
  });

  it('refuses an empty name before sending anything', async () => {
    const server = userRoutes();
    const { user } = renderApp('/users/7');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    await user.click(within(profile).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    await user.clear(within(dialog).getByRole('textbox', { name: /First name/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('The first name field is required.')).toBeVisible();
    expect(server.callsTo('recordEdits.updateUser')).toHaveLength(0);
  });

  it('marks a user’s application not selected from its row menu', async () => {
    const server = userRoutes();
    server.on('recordEdits.setApplicationSelected', {
      body: {
        result: true,
        message: 'Ada Lovelace is no longer selected.',
        data: { id: 12, selected: false, selected_at: null },
      },
    });
    const { user } = renderApp('/users/7');
    await user.click(await screen.findByRole('button', { name: 'Actions for Job number 12' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unselect' }));
    expect(await screen.findByText('Ada Lovelace is no longer selected.')).toBeVisible();
    const call = server.callsTo('recordEdits.setApplicationSelected')[0]!;
    expect(call.path).toBe('/api/admin/applications/12/selected');
    expect(call.body).toEqual({ selected: false });
    await waitFor(() =>
      expect(server.callsTo('records.userApplications').length).toBeGreaterThan(1),
    );
  });

  it('unpublishes and pauses the job from its record with the jobs list’s actions', async () => {
    const server = jobRoutes();
    server.on('jobs.bulk', bulkDone('The selected jobs were updated.'));
    const { user } = renderApp('/jobs/5');
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('The selected jobs were updated.')).toBeVisible();
    await user.click(within(details).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(server.callsTo('jobs.bulk')).toHaveLength(2));
    expect(server.callsTo('jobs.bulk').map((call) => call.body)).toEqual([
      { action: 'unpublish', ids: [5] },
      { action: 'pause', ids: [5] },
    ]);
    await waitFor(() => expect(server.callsTo('records.job').length).toBeGreaterThan(1));
  });

  it('deletes the job after the list’s confirmation and goes back to the jobs list', async () => {
    const server = jobRoutes();
    server.on('jobs.delete', {
      body: { result: true, message: 'Job deleted successfully.', data: null },
    });
    const { user, location } = renderApp('/jobs/5');
    const details = await screen.findByRole('region', { name: 'Details' });
    await user.click(within(details).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName('Delete the job “Record Keeper”?');
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        `Its 1 application goes with it. ${UNDO_TEXT.toTrash}`,
      ),
    );
    expect(server.callsTo('jobs.delete')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Job deleted successfully.')).toBeVisible();
    expect(server.callsTo('jobs.delete')[0]!.path).toBe('/api/admin/jobs/5');
    await waitFor(() => expect(location()).toBe('/jobs'));
  });

  it('marks an applicant not selected from the job’s applicants', async () => {
    const server = jobRoutes();
    server.on('recordEdits.setApplicationSelected', {
      body: {
        result: true,
        message: 'Ada Lovelace is no longer selected.',
        data: { id: 40, selected: false, selected_at: null },
      },
    });
    const { user } = renderApp('/jobs/5');
    await user.click(await screen.findByRole('button', { name: 'Actions for Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unselect' }));
    expect(await screen.findByText('Ada Lovelace is no longer selected.')).toBeVisible();
    expect(server.callsTo('recordEdits.setApplicationSelected')[0]!.path).toBe(
      '/api/admin/applications/40/selected',
    );
  });

  it('edits the partner, acts on its jobs and invoices, and shows its audit trail', async () => {
    const server = partnerRoutes();
    server.on('recordEdits.updatePartner', {
      body: {
        result: true,
        message: 'Partner updated successfully.',
        data: { id: 9, name: 'Acme Labs', email: partner.email, bio: partner.bio },
      },
    });
    server.on('jobs.bulk', bulkDone('The selected jobs were updated.'));
    server.on('invoices.setPaid', {
      body: {
        result: true,
        message: 'Invoice INV-2026-000077 marked as paid.',
        data: {
          id: 77,
          number: 'INV-2026-000077',
          partner_id: 9,
          partner: 'Acme',
          package_id: 2,
          package: 'Gold',
          amount: 1999.5,
          currency: 'EUR',
          paid: true,
          invoiced_date: '2026-01-01T00:00:00.000Z',
          paid_date: '2026-02-01T00:00:00.000Z',
        },
      },
    });
    const { user } = renderApp('/partners/9');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    await user.click(within(profile).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit partner' });
    const name = within(dialog).getByRole('textbox', { name: /Company name/ });
    await user.clear(name);
    await user.type(name, 'Acme Labs');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Partner updated successfully.')).toBeVisible();
    expect(server.callsTo('recordEdits.updatePartner')[0]!.body).toMatchObject({
      name: 'Acme Labs',
      email: 'hello@acme.example',
      bio: 'We build things.',
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: 'Actions for Record Keeper' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await user.click(screen.getByRole('menuitem', { name: 'Publish' }));
    await waitFor(() =>
      expect(server.callsTo('jobs.bulk')[0]!.body).toEqual({ action: 'publish', ids: [5] }),
    );

    await user.click(screen.getByRole('button', { name: 'Actions for Invoice INV-2026-000077' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark paid' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Mark invoice INV-2026-000077 as paid?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Invoice INV-2026-000077 marked as paid.')).toBeVisible();
    expect(server.callsTo('invoices.setPaid')[0]!.body).toMatchObject({ paid: true });
    await waitFor(() =>
      expect(server.callsTo('records.partnerInvoices').length).toBeGreaterThan(1),
    );

    const audit = await screen.findByRole('table', { name: 'Audit trail' });
    expect(within(audit).getByText('Name: Acme Old → Acme')).toBeVisible();
    expect(server.callsTo('audit.list')[0]!.query.get('entity')).toBe('partner');
  });

  it('hides every change from a role that may only look', async () => {
    userRoutes();
    const first = renderApp('/users/7', { user: support });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    await screen.findByRole('link', { name: 'Job number 12' });
    expect(within(profile).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Audit trail' })).not.toBeInTheDocument();
    first.unmount();

    jobRoutes();
    const second = renderApp('/jobs/5', { user: support });
    const details = await screen.findByRole('region', { name: 'Details' });
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(within(details).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    second.unmount();

    partnerRoutes();
    renderApp('/partners/9', { user: support });
    const partnerProfile = await screen.findByRole('region', { name: 'Profile' });
    await screen.findByText('INV-2026-000077');
    expect(within(partnerProfile).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Audit trail' })).not.toBeInTheDocument();
  });
});
