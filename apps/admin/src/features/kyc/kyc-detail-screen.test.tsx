import type { KycRecord } from '@job-board/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deferred, mockFetch, type MockRoutes } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { dismissToasts, toastOf } from '../../testing/toasts';
import { kycFailure, kycListBody, kycRecord } from './testing/kyc-fixtures';

// The screen loads lazily; loading it once up front keeps each test's waits short.
beforeAll(async () => {
  await import('./kyc-detail-screen');
});

afterEach(dismissToasts);

const pending = kycRecord({
  id: 7,
  full_name: 'Grace Hopper',
  id_type: 'Passport',
  id_number: 'P1234567',
  status: 'pending',
  admin_comment: 'Photo is a bit dark',
});

function verifyAnswer(record: KycRecord, message: string) {
  return { body: { result: true as const, message, verification: record } };
}

function renderDetail(record: KycRecord, extra: MockRoutes = {}) {
  const server = mockFetch({
    'kyc.get': { body: { data: record } },
    ...extra,
  });
  return { server, ...renderApp(`/kyc/${record.id}`) };
}

const button = (name: string) => screen.getByRole('button', { name });
const commentField = () => screen.getByRole('textbox', { name: 'Admin Comment' });

describe('KycDetailScreen', () => {
  it('shows the name as heading, the status, ID type and number, the comment and documents', async () => {
    const { server } = renderDetail(pending);

    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^KYC Details - /));
    expect(server.callsTo('kyc.get')[0]?.path).toBe('/api/admin/kyc/7');
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('ID Type').nextElementSibling).toHaveTextContent('Passport');
    expect(screen.getByText('ID Number').nextElementSibling).toHaveTextContent('P1234567');
    expect(commentField()).toHaveValue('Photo is a bit dark');
    expect(commentField()).toHaveAttribute('placeholder', 'Add your comment here...');
    expect(button('Back to KYC List')).toBeEnabled();

    const idFront = within(screen.getByRole('figure', { name: 'ID Front' })).getByRole('img');
    expect(idFront).toHaveAttribute('src', pending.id_front_url);
    expect(idFront).toHaveAccessibleName('ID front of Grace Hopper');
    const selfie = within(screen.getByRole('figure', { name: 'Selfie' })).getByRole('img');
    expect(selfie).toHaveAttribute('src', pending.selfie_url);
  });

  it.each([
    ['pending', true, true],
    ['approved', false, true],
    ['rejected', true, false],
  ] as const)(
    'a %s record: Approve enabled %s, Reject enabled %s',
    async (status, approve, reject) => {
      renderDetail({ ...pending, status });
      await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
      expect(button('Approve')).toHaveProperty('disabled', !approve);
      expect(button('Reject')).toHaveProperty('disabled', !reject);
    },
  );

  it('approves, shows the returned record and a bottom-right toast lasting 3 seconds', async () => {
    const approved = {
      ...pending,
      status: 'approved' as const,
      reviewed_at: '2026-03-06T08:00:00.000Z',
      reviewed_by: { id: 1, name: 'Ada Lovelace' },
    };
    const { server, user } = renderDetail(pending, {
      'kyc.verify': verifyAnswer(approved, 'KYC verification has been approved'),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));

    await screen.findByText('KYC verification has been approved');
    const call = server.callsTo('kyc.verify')[0];
    expect(call?.path).toBe('/api/admin/kyc/verify/7');
    expect(call?.body).toEqual({ status: 'approved' });
    expect(toastOf('KYC verification has been approved')).toMatchObject({
      isBottomRight: true,
      duration: '3000ms',
    });
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(button('Approve')).toBeDisabled();
    expect(button('Reject')).toBeEnabled();
    expect(screen.getByText('Last reviewed').nextElementSibling).toHaveTextContent(
      '06/03/2026 by Ada Lovelace',
    );
    // The record comes from the answer, not from loading it again.
    expect(server.callsTo('kyc.get')).toHaveLength(1);
  });

  it('sends an edited comment with the decision', async () => {
    const rejected = { ...pending, status: 'rejected' as const, admin_comment: 'Blurry' };
    const { server, user } = renderDetail(pending, {
      'kyc.verify': verifyAnswer(rejected, 'KYC verification has been rejected'),
    });
    await user.clear(await screen.findByRole('textbox', { name: 'Admin Comment' }));
    await user.type(commentField(), 'Blurry');
    await user.click(button('Reject'));

    await screen.findByText('KYC verification has been rejected');
    expect(server.callsTo('kyc.verify')[0]?.body).toEqual({
      status: 'rejected',
      admin_comment: 'Blurry',
    });
    expect(commentField()).toHaveValue('Blurry');
    expect(button('Save Comment')).toBeDisabled();
  });

  it('disables Approve, Reject and Save Comment while a request runs', async () => {
    const answer = deferred();
    const { user } = renderDetail(pending, {
      'kyc.verify': async () => {
        await answer.promise;
        return verifyAnswer(
          { ...pending, status: 'approved' },
          'KYC verification has been approved',
        );
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Admin Comment' }), '!');
    await user.click(button('Approve'));

    await waitFor(() => expect(button('Approve')).toBeDisabled());
    expect(button('Reject')).toBeDisabled();
    expect(button('Save Comment')).toBeDisabled();
    answer.resolve();
    expect(await screen.findByText('KYC verification has been approved')).toBeInTheDocument();
    expect(button('Reject')).toBeEnabled();
  });

  it("shows the server's message in an error toast when the status update fails", async () => {
    const { user } = renderDetail(pending, {
      'kyc.verify': {
        status: 409,
        body: kycFailure('Changed meanwhile.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));

    await screen.findByText('Changed meanwhile.');
    expect(toastOf('Changed meanwhile.')).toMatchObject({
      isBottomRight: true,
      duration: '3000ms',
    });
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(button('Reject')).toBeEnabled();
  });

  it('enables Save Comment only when the comment differs from the saved one', async () => {
    const saved = { ...pending, admin_comment: 'Looks genuine' };
    const { server, user } = renderDetail(pending, {
      'kyc.verify': verifyAnswer(saved, 'Comment saved successfully'),
    });
    const field = await screen.findByRole('textbox', { name: 'Admin Comment' });
    expect(button('Save Comment')).toBeDisabled();

    await user.type(field, '!');
    expect(button('Save Comment')).toBeEnabled();
    await user.type(field, '{Backspace}');
    expect(button('Save Comment')).toBeDisabled();

    await user.clear(field);
    await user.type(field, 'Looks genuine');
    await user.click(button('Save Comment'));

    await screen.findByText('Comment saved successfully');
    expect(server.callsTo('kyc.verify')[0]?.body).toEqual({
      admin_comment: 'Looks genuine',
    });
    expect(toastOf('Comment saved successfully')).toMatchObject({
      isBottomRight: true,
      duration: '3000ms',
    });
    expect(commentField()).toHaveValue('Looks genuine');
    expect(button('Save Comment')).toBeDisabled();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('treats an empty saved comment like an empty field', async () => {
    const { user } = renderDetail({ ...pending, admin_comment: null });
    const field = await screen.findByRole('textbox', { name: 'Admin Comment' });
    expect(field).toHaveValue('');
    expect(button('Save Comment')).toBeDisabled();
    await user.type(field, 'x');
    expect(button('Save Comment')).toBeEnabled();
  });

  it('shows why the comment was refused, under the field and in a toast', async () => {
    const { user } = renderDetail(pending, {
      'kyc.verify': {
        status: 422,
        body: kycFailure('Some fields are invalid.', {
          admin_comment: ['The admin comment must be at most 1000 characters.'],
        }),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Admin Comment' }), '!');
    await user.click(button('Save Comment'));

    expect(await screen.findByText('Some fields are invalid.')).toBeInTheDocument();
    expect(commentField()).toHaveAccessibleDescription(
      'The admin comment must be at most 1000 characters.',
    );
    expect(commentField()).toHaveValue('Photo is a bit dark!');
    expect(button('Save Comment')).toBeEnabled();
  });

  it('tells when the comment could not reach the server', async () => {
    const { user } = renderDetail(pending, {
      'kyc.verify': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Admin Comment' }), '!');
    await user.click(button('Save Comment'));
    expect(await screen.findByText(/Could not reach the server/)).toBeInTheDocument();
  });

  it('says under each document when it cannot be loaded', async () => {
    renderDetail(pending);
    const idFigure = await screen.findByRole('figure', { name: 'ID Front' });
    const selfieFigure = screen.getByRole('figure', { name: 'Selfie' });

    fireEvent.error(within(idFigure).getByRole('img'));
    expect(within(idFigure).getByText('Failed to load ID image')).toBeInTheDocument();
    expect(within(selfieFigure).queryByText('Failed to load selfie image')).toBeNull();

    fireEvent.error(within(selfieFigure).getByRole('img'));
    expect(within(selfieFigure).getByText('Failed to load selfie image')).toBeInTheDocument();
  });

  it('says so when there is no verification with the id, with the way back', async () => {
    const { user, location } = renderDetail(pending, {
      'kyc.get': { status: 404, body: kycFailure('No KYC verification has this id.') },
      'kyc.list': { body: kycListBody([]) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No KYC verification has this id.');
    expect(screen.getByRole('heading', { level: 1, name: 'KYC Details' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();

    await user.click(button('Back to KYC List'));
    await waitFor(() => expect(location()).toBe('/kyc'));
  });

  it('does not ask the server about an address that is not an id', async () => {
    const server = mockFetch({});
    renderApp('/kyc/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('No KYC verification has this id.');
    expect(server.calls.filter((call) => call.path.startsWith('/api/admin/kyc'))).toHaveLength(0);
  });

  it('shows a load failure with Retry', async () => {
    const { server, user } = renderDetail(pending, {
      'kyc.get': { status: 500, body: kycFailure('Server error.') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error.');
    server.on('kyc.get', { body: { data: pending } });
    await user.click(button('Retry'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
  });
});

describe('KYC list and detail together', () => {
  it('reloads the list after a decision on the detail page', async () => {
    let isApproved = false;
    const server = mockFetch({
      'kyc.list': () => ({ body: kycListBody(isApproved ? [] : [pending]) }),
      'kyc.get': { body: { data: pending } },
      'kyc.verify': () => {
        isApproved = true;
        return {
          body: { result: true, message: 'x', verification: { ...pending, status: 'approved' } },
        };
      },
    });
    const { user } = renderApp('/kyc');
    await user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View' }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await screen.findByText('KYC verification has been approved');

    await user.click(button('Back to KYC List'));
    expect(await screen.findByText('No pending KYC verifications.')).toBeInTheDocument();
    expect(server.callsTo('kyc.list')).toHaveLength(2);
  });
});
