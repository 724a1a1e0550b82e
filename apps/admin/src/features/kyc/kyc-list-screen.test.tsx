import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deferred, mockFetch, type MockRequest } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { dismissToasts, toastOf } from '../../testing/toasts';
import { kycDetail, kycFailure, kycListBody, kycRecord, someStats } from './testing/kyc-fixtures';

// The screens load lazily; loading them once up front keeps each test's waits short.
beforeAll(async () => {
  await Promise.all([import('./kyc-list-screen'), import('./kyc-detail-screen')]);
});

afterEach(dismissToasts);

const grace = kycRecord({ id: 1, full_name: 'Grace Hopper', status: 'pending' });
const alan = kycRecord({
  id: 2,
  full_name: 'Alan Turing',
  id_type: 'Driving Licence',
  status: 'approved',
  submitted_at: '2026-01-28T09:00:00.000Z',
});

const statusOf = (request: MockRequest | undefined) => request?.query.get('status');
const pageOf = (request: MockRequest | undefined) => request?.query.get('page');

function cardValue(name: string) {
  return within(screen.getByRole('group', { name })).getAllByRole('paragraph')[1]?.textContent;
}

describe('KycListScreen', () => {
  it('lists pending verifications by default with the counts, columns and dd/MM/yyyy dates', async () => {
    const server = mockFetch({ 'kyc.list': { body: kycListBody([grace, alan]) } });
    renderApp('/kyc');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'KYC Verifications' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^KYC Verification - /));
    const table = await screen.findByRole('table', { name: 'KYC verifications' });
    expect(await within(table).findByText('Grace Hopper')).toBeInTheDocument();

    expect(statusOf(server.calls.at(-1))).toBe('pending');
    expect(pageOf(server.calls.at(-1))).toBe('1');
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('pending');
    expect(
      within(screen.getByRole('combobox', { name: 'Filter by status' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Status', 'Pending', 'Approved', 'Rejected']);

    expect(cardValue('Total')).toBe(String(someStats.total));
    expect(cardValue('Pending')).toBe('7');
    expect(cardValue('Approved')).toBe('30');
    expect(cardValue('Rejected')).toBe('5');

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['', 'User', 'ID Type', 'Status', 'Submitted At▼', 'Actions']);
    const alanRow = within(table).getByText('Alan Turing').closest('tr')!;
    expect(within(alanRow).getByText('Driving Licence')).toBeInTheDocument();
    expect(within(alanRow).getByText('Approved')).toBeInTheDocument();
    expect(within(alanRow).getByText('28/01/2026')).toBeInTheDocument();
    expect(within(table).getByText('05/03/2026')).toBeInTheDocument();
  });

  it('links each name to the user’s record', async () => {
    mockFetch({
      'kyc.list': { body: kycListBody([grace, alan]) },
      'records.user': { status: 404, body: kycFailure('No user has this id.') },
    });
    const { user, location } = renderApp('/kyc');
    const table = await screen.findByRole('table', { name: 'KYC verifications' });
    const link = await within(table).findByRole('link', { name: 'Grace Hopper' });
    expect(link).toHaveAttribute('href', `/admin/users/${grace.user_id}`);
    expect(within(table).getByRole('link', { name: 'Alan Turing' })).toHaveAttribute(
      'href',
      `/admin/users/${alan.user_id}`,
    );
    await user.click(link);
    await waitFor(() => expect(location()).toBe(`/users/${grace.user_id}`));
  });

  it('keeps the status filter in the URL and asks the server for it', async () => {
    const server = mockFetch({
      'kyc.list': ({ query }) => ({
        body: kycListBody(query.get('status') === 'all' ? [grace, alan] : [grace]),
      }),
    });
    const { user, location } = renderApp('/kyc');
    await screen.findByText('Grace Hopper');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'all');
    expect(location()).toBe('/kyc?status=all');
    expect(await screen.findByText('Alan Turing')).toBeInTheDocument();
    expect(statusOf(server.calls.at(-1))).toBe('all');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'pending');
    expect(location()).toBe('/kyc');
    await waitFor(() => expect(screen.queryByText('Alan Turing')).not.toBeInTheDocument());
  });

  it('opens on the filter and page named in the URL', async () => {
    const server = mockFetch({
      'kyc.list': { body: kycListBody([alan], { page: 2, lastPage: 2 }) },
    });
    renderApp('/kyc?status=approved&page=2');
    await screen.findByText('Alan Turing');
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('approved');
    expect(statusOf(server.calls.at(-1))).toBe('approved');
    expect(pageOf(server.calls.at(-1))).toBe('2');
  });

  it('says so when no verification matches', async () => {
    mockFetch({ 'kyc.list': { body: kycListBody([]) } });
    renderApp('/kyc?status=rejected');
    expect(await screen.findByText('No rejected KYC verifications.')).toBeInTheDocument();
  });

  it('shows the failure with a Retry that loads again', async () => {
    const server = mockFetch({
      'kyc.list': { status: 500, body: kycFailure('Database down.') },
    });
    const { user } = renderApp('/kyc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down.');
    server.on('kyc.list', { body: kycListBody([grace]) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
  });

  it('offers View, Approve and Reject for pending rows, and only View otherwise', async () => {
    mockFetch({ 'kyc.list': { body: kycListBody([grace, alan]) } });
    const { user } = renderApp('/kyc?status=all');

    await user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'View',
      'Approve',
      'Reject',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Actions for Alan Turing' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'View',
    ]);
  });

  it('approves a pending row once confirmed, without touching its comment, then reloads the list and counts', async () => {
    const approved = { ...grace, status: 'approved' as const };
    let isApproved = false;
    const server = mockFetch({
      'kyc.list': () => ({
        body: isApproved
          ? kycListBody([], { stats: { total: 42, pending: 6, approved: 31, rejected: 5 } })
          : kycListBody([grace]),
      }),
      'kyc.verify': () => {
        isApproved = true;
        return {
          body: {
            result: true,
            message: 'KYC verification has been approved',
            verification: approved,
          },
        };
      },
    });
    const { user } = renderApp('/kyc');

    await user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Approve' }));
    const confirmation = await screen.findByRole('alertdialog', {
      name: 'Approve the verification of Grace Hopper?',
    });
    expect(server.callsTo('kyc.verify')).toHaveLength(0);
    await user.click(within(confirmation).getByRole('button', { name: 'Approve' }));

    await screen.findByText('KYC verification has been approved');
    const [call] = server.callsTo('kyc.verify');
    expect(call?.path).toBe('/api/admin/kyc/verify/1');
    expect(call?.body).toEqual({ status: 'approved' });
    expect(toastOf('KYC verification has been approved').isBottomRight).toBe(true);

    expect(await screen.findByText('No pending KYC verifications.')).toBeInTheDocument();
    expect(cardValue('Pending')).toBe('6');
    expect(cardValue('Approved')).toBe('31');
    expect(server.callsTo('kyc.list')).toHaveLength(2);
  });

  it("rejects a pending row with a reason and shows the server's message when it fails", async () => {
    const server = mockFetch({
      'kyc.list': { body: kycListBody([grace]) },
      'kyc.verify': {
        status: 409,
        body: kycFailure('Another administrator has just changed this verification.'),
      },
    });
    const { user } = renderApp('/kyc');

    await user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reject the verification of Grace Hopper',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Choose why the verification is rejected.'),
    ).toBeVisible();
    expect(server.callsTo('kyc.verify')).toHaveLength(0);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Reason' }),
      'expired_document',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(
      await within(dialog).findByText('Another administrator has just changed this verification.'),
    ).toBeInTheDocument();
    expect(toastOf('Another administrator has just changed this verification.')).toBeTruthy();
    expect(server.callsTo('kyc.verify')[0]?.body).toEqual({
      status: 'rejected',
      reason: 'expired_document',
      reason_text: null,
    });
    expect(screen.queryByText(/KYC verification has been/)).not.toBeInTheDocument();
    expect(server.callsTo('kyc.list')).toHaveLength(1);
  });

  it('keeps the confirmation open and busy while a decision is being sent', async () => {
    const answer = deferred();
    mockFetch({
      'kyc.list': { body: kycListBody([grace, kycRecord({ id: 3, full_name: 'Ida' })]) },
      'kyc.verify': async () => {
        await answer.promise;
        return { status: 500, body: kycFailure('Oops.') };
      },
    });
    const { user } = renderApp('/kyc');
    await user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Approve' }));
    const confirmation = await screen.findByRole('alertdialog');
    await user.click(within(confirmation).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(within(confirmation).getByRole('button', { name: 'Approve' })).toBeDisabled(),
    );
    // The dialog stays, busy, until the answer; Esc does not close it meanwhile.
    await user.keyboard('{Escape}');
    expect(confirmation).toBeVisible();
    answer.resolve();
    expect(await within(confirmation).findByText('Oops.')).toBeInTheDocument();
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Actions for Ida' }));
    expect(await screen.findByRole('menuitem', { name: 'Approve' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('pages through the list with the page in the URL; a new filter starts at page 1', async () => {
    const server = mockFetch({
      'kyc.list': ({ query }) => {
        const page = Number(query.get('page'));
        const name = `Applicant ${page}`;
        return {
          body: kycListBody([kycRecord({ id: page, full_name: name })], { page, lastPage: 3 }),
        };
      },
    });
    const { user, location } = renderApp('/kyc');
    await screen.findByText('Applicant 1');
    const pages = screen.getByRole('navigation', { name: 'KYC verification pages' });
    // The KYC list pages with buttons named Prev and Next.
    expect(within(pages).getByRole('button', { name: 'Prev' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/kyc?page=2');
    expect(await screen.findByText('Applicant 2')).toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(location()).toBe('/kyc?page=3');
    expect(await screen.findByText('Applicant 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(pageOf(server.calls.at(-1))).toBe('3');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'all');
    expect(location()).toBe('/kyc?status=all');
  });

  it('hides the pagination when there is one page', async () => {
    mockFetch({ 'kyc.list': { body: kycListBody([grace]) } });
    renderApp('/kyc');
    await screen.findByText('Grace Hopper');
    expect(screen.queryByRole('navigation', { name: 'KYC verification pages' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('goes to a page that exists when the current one is past the last', async () => {
    mockFetch({
      'kyc.list': ({ query }) => ({
        body:
          query.get('page') === '2'
            ? kycListBody([], { page: 2, lastPage: 1 })
            : kycListBody([grace], { page: 1, lastPage: 1 }),
      }),
    });
    const { location } = renderApp('/kyc?page=2');
    await waitFor(() => expect(location()).toBe('/kyc'));
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
  });

  it('views a row and comes back to the same filter and page', async () => {
    mockFetch({
      'kyc.list': { body: kycListBody([alan], { page: 2, lastPage: 2 }) },
      'kyc.get': { body: { data: kycDetail(alan) } },
    });
    const { user, location } = renderApp('/kyc?status=approved&page=2');

    await user.click(await screen.findByRole('button', { name: 'Actions for Alan Turing' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alan Turing' })).toBeVisible();
    expect(location()).toBe('/kyc/2');

    await user.click(screen.getByRole('button', { name: 'Back to KYC List' }));
    await waitFor(() => expect(location()).toBe('/kyc?status=approved&page=2'));
    expect(await screen.findByRole('heading', { name: 'KYC Verifications' })).toBeVisible();
  });
});
