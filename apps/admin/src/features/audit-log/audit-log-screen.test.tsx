import { permissionsOf, type AuditLogEntry, type AuditLogFacets } from '@job-board/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockRequest } from '../../testing/mock-fetch';
import { pagedBody } from '../../testing/paged-body';
import { renderApp } from '../../testing/render-app';
import { testAdmin } from '../../testing/test-admin';
import { entityLabel, recordPath } from './records';
import { catchDownloads } from '../../testing/downloads';
import { formatDateTime, formatTimeAgo } from '../../utils/format-date';

// The screen loads lazily; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

function entry(id: number, overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id,
    admin: { id: 2, name: 'Rita Reviewer' },
    action: 'verify',
    entity: 'kyc_verification',
    entity_id: 31,
    summary: null,
    changes: [{ field: 'status', label: 'Status', before: 'pending', after: 'approved' }],
    details: [],
    ip: '127.0.0.1',
    created_at: '2026-02-03T10:00:00.000Z',
    ...overrides,
  };
}

const verify = entry(1);
const block = entry(2, {
  admin: null,
  action: 'block',
  entity: 'user',
  entity_id: 7,
  changes: [{ field: 'blocked', label: 'Blocked', before: 'no', after: 'yes' }],
});
const created = entry(3, {
  action: 'create',
  entity: 'job-type',
  entity_id: 4,
  changes: [
    { field: 'id', label: 'Id', before: null, after: '4' },
    { field: 'name', label: 'Name', before: null, after: 'Remote' },
    { field: 'slug', label: 'Slug', before: null, after: 'remote' },
    { field: 'active', label: 'Active', before: null, after: 'yes' },
    { field: 'color', label: 'Color', before: null, after: 'teal' },
  ],
  details: [{ field: 'title', label: 'Title', value: 'Remote' }],
});

const facets: AuditLogFacets = {
  actions: ['block', 'create', 'verify'],
  entities: ['job-type', 'kyc_verification', 'user'],
  admins: [
    { id: 2, name: 'Rita Reviewer' },
    { id: 3, name: 'Sam Support' },
  ],
};

function routes(entries: AuditLogEntry[] = [verify, block, created]) {
  return {
    'audit.list': { body: pagedBody(entries, 1, 3, 20) },
    'audit.facets': { body: { data: facets } },
  } as const;
}

const lastQuery = (server: { callsTo: (name: 'audit.list') => MockRequest[] }) =>
  Object.fromEntries(server.callsTo('audit.list').at(-1)!.query);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AuditLogScreen', () => {
  it('shows when, who, the action, the record (linked when it has a page) and the changes in words', async () => {
    mockFetch(routes());
    renderApp('/audit-log');

    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await screen.findByText('Status: pending → approved');
    const table = screen.getByRole('table', { name: 'Audit log' });
    const rowOf = (text: string) => within(table).getByText(text).closest('tr')!;

    const verifyRow = rowOf('Status: pending → approved');
    expect(within(verifyRow).getByText('Rita Reviewer')).toBeVisible();
    expect(within(verifyRow).getByText('Verify')).toBeVisible();
    expect(within(verifyRow).getByRole('link', { name: 'KYC verification #31' })).toHaveAttribute(
      'href',
      '/admin/kyc/31',
    );
    // When: how long ago, the exact time in the tooltip and read out beside it.
    const when = verifyRow.querySelector('time');
    expect(when).toHaveAttribute('datetime', '2026-02-03T10:00:00.000Z');
    expect(when).toHaveAttribute('title', formatDateTime('2026-02-03T10:00:00.000Z'));
    expect(when).toHaveTextContent(
      `${formatTimeAgo('2026-02-03T10:00:00.000Z')} (${formatDateTime('2026-02-03T10:00:00.000Z')})`,
    );

    const blockRow = rowOf('Blocked: no → yes');
    // Not made by an admin (or the admin was removed).
    expect(within(blockRow).getByText('System')).toBeVisible();
    expect(within(blockRow).getByRole('link', { name: 'User #7' })).toHaveAttribute(
      'href',
      '/admin/users/7',
    );

    // A record without a page is named, not linked; a long change list shows four at once.
    const createRow = rowOf('Name: Remote');
    expect(within(createRow).getByText('Job type #4')).toBeVisible();
    expect(within(createRow).queryByRole('link')).not.toBeInTheDocument();
    expect(within(createRow).getByText('Id: 4')).toBeVisible();
    expect(within(createRow).getByText('2 more changes')).toBeVisible();
    expect(within(createRow).getByText('Title: Remote')).not.toBeVisible();

    await waitFor(() => expect(document.title).toMatch(/^Audit log - /));
  });

  it('reads the filters from the URL, shows them as chips and sends them to the server', async () => {
    const server = mockFetch(routes([block]));
    const { user, location } = renderApp(
      '/audit-log?entity=user&entity_id=7&admin_id=2&action=block&from=2026-02-01&to=2026-02-28&sort=created_at',
    );
    await screen.findByText('Blocked: no → yes');
    expect(lastQuery(server)).toEqual({
      page: '1',
      sort: 'created_at',
      admin_id: '2',
      action: 'block',
      entity: 'user',
      entity_id: '7',
      from: '2026-02-01',
      to: '2026-02-28',
    });
    const chips = screen.getByRole('list', { name: 'Active filters' });
    await waitFor(() =>
      expect(within(chips).getByText('Admin: Rita Reviewer')).toBeInTheDocument(),
    );
    for (const label of ['Action: Block', 'Record: User #7', 'From 01/02/2026', 'To 28/02/2026']) {
      expect(within(chips).getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('columnheader', { name: /When/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );

    // Removing the record chip drops the record type and id together.
    await user.click(screen.getByRole('button', { name: 'Remove filter Record: User #7' }));
    await waitFor(() => expect(lastQuery(server).entity).toBeUndefined());
    expect(lastQuery(server).entity_id).toBeUndefined();
    expect(location()).not.toMatch(/entity/);

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(lastQuery(server)).toEqual({ page: '1', sort: 'created_at' }));
  });

  it('filters by admin, action, record type and days from the selects, back to page 1', async () => {
    const server = mockFetch(routes());
    const { user, location } = renderApp('/audit-log?page=2&entity=user&entity_id=7');
    await screen.findByText('Blocked: no → yes');

    await user.selectOptions(screen.getByLabelText('Record type'), 'kyc_verification');
    // Another record type: the record id goes, and so does the page.
    await waitFor(() => expect(location()).toBe('/audit-log?entity=kyc_verification'));
    await user.selectOptions(await screen.findByLabelText('Admin'), 'Sam Support');
    await user.selectOptions(screen.getByLabelText('Action'), 'Create');
    await user.type(screen.getByLabelText('From'), '05/01/2026{Enter}');
    await waitFor(() =>
      expect(lastQuery(server)).toEqual({
        page: '1',
        sort: '-created_at',
        admin_id: '3',
        action: 'create',
        entity: 'kyc_verification',
        from: '2026-01-05',
      }),
    );
    expect(screen.getByLabelText('Record type')).toHaveValue('kyc_verification');
    expect(
      within(screen.getByLabelText('Record type')).getByRole('option', { name: 'Job type' }),
    ).toBeInTheDocument();
  });

  it('sorts by the When header, oldest first then newest first', async () => {
    const server = mockFetch(routes());
    const { user } = renderApp('/audit-log');
    await screen.findByText('Blocked: no → yes');
    expect(lastQuery(server).sort).toBe('-created_at');
    await user.click(screen.getByRole('button', { name: /When/ }));
    await waitFor(() => expect(lastQuery(server).sort).toBe('created_at'));
  });

  it('says when nothing matches the filters', async () => {
    mockFetch({ ...routes([]), 'audit.list': { body: pagedBody([]) } });
    renderApp('/audit-log?action=verify');
    expect(await screen.findByText('No entry matches these filters.')).toBeVisible();
  });

  describe('export', () => {
    it('downloads the log with its filters and order', async () => {
      const { saved, click } = catchDownloads();
      const server = mockFetch({
        ...routes(),
        'audit.export': () => ({
          body: 'ID,When' as never,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="audit-log-2026-02-03.csv"',
          },
        }),
      });
      const { user } = renderApp('/audit-log?entity=job&entity_id=12&from=2026-02-01');
      await screen.findByText('Blocked: no → yes');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect(Object.fromEntries(server.callsTo('audit.export')[0]!.query)).toEqual({
        sort: '-created_at',
        entity: 'job',
        entity_id: '12',
        from: '2026-02-01',
      });
      expect((saved[0] as File).name).toBe('audit-log-2026-02-03.csv');
    });
  });

  it('is not open to a role without audit.read, and not in its menu', async () => {
    const server = mockFetch(routes());
    renderApp('/audit-log', {
      user: { ...testAdmin, role: 'support', permissions: permissionsOf('support') },
    });
    expect(await screen.findByText("You don't have access to this page")).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(server.callsTo('audit.list')).toHaveLength(0);
  });

  it('is in the menu of an owner', async () => {
    mockFetch(routes());
    renderApp('/audit-log');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/admin/audit-log',
    );
  });
});

describe('records of the audit log', () => {
  it('names record types and links the records that have a page', () => {
    expect(entityLabel('kyc_verification')).toBe('KYC verification');
    expect(entityLabel('blog_post')).toBe('Blog post');
    expect(recordPath('partner', 5)).toBe('/partners/5');
    expect(recordPath('job', 9)).toBe('/jobs/9');
    expect(recordPath('user', null)).toBeNull();
    expect(recordPath('setting', 1)).toBeNull();
  });
});
