import type { KycRecordDetail, KycRecordWithDocuments } from '@job-board/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deferred, mockFetch, type MockRoutes } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { dismissToasts, toastOf } from '../../testing/toasts';
import { kycDecision, kycDetail, kycFailure, kycListBody } from './testing/kyc-fixtures';

// The screen loads lazily; loading it once up front keeps each test's waits short.
beforeAll(async () => {
  await import('./kyc-detail-screen');
});

afterEach(dismissToasts);

const pending = kycDetail({
  id: 7,
  full_name: 'Grace Hopper',
  id_type: 'Passport',
  id_number: 'P1234567',
  status: 'pending',
  admin_comment: 'Photo is a bit dark',
});
const nextOne = kycDetail({ id: 8, full_name: 'Katherine Johnson' });

function verifyAnswer(record: KycRecordWithDocuments, message: string) {
  const { id, user_id, full_name, id_type, id_number, status, submitted_at } = record;
  const { reviewed_at, reviewed_by, admin_comment, id_front_url, selfie_url } = record;
  return {
    body: {
      result: true as const,
      message,
      verification: {
        ...{ id, user_id, full_name, id_type, id_number, status, submitted_at },
        ...{ reviewed_at, reviewed_by, admin_comment, id_front_url, selfie_url },
      },
    },
  };
}

/**
 * The detail page of `record` (`decided` once a verify call has been made); other ids answer
 * `others`, the queue's next is `next`.
 */
function renderDetail(
  record: KycRecordDetail,
  extra: MockRoutes = {},
  {
    next = null,
    others = [nextOne],
    decided,
  }: { next?: number | null; others?: KycRecordDetail[]; decided?: KycRecordDetail } = {},
) {
  const current = () => (decided && server.callsTo('kyc.verify').length > 0 ? decided : record);
  const server = mockFetch({
    'kyc.get': ({ params }) => ({
      body: { data: [current(), ...others].find((r) => r.id === Number(params.id)) ?? current() },
    }),
    'kyc.next': { body: { data: next === null ? null : { id: next } } },
    ...extra,
  });
  return { server, ...renderApp(`/kyc/${record.id}`) };
}

const button = (name: string) => screen.getByRole('button', { name });
/** The approval's question, asked in the decision column beside the documents. */
const approveQuestion = () =>
  screen.findByRole('group', { name: 'Approve the verification of Grace Hopper?' });
const queryApproveQuestion = () => screen.queryByRole('group', { name: /^Approve the/ });
/** The rejection's form, in the decision column beside the documents. */
const rejectForm = () =>
  screen.findByRole('form', { name: 'Reject the verification of Grace Hopper' });
const queryRejectForm = () => screen.queryByRole('form', { name: /^Reject the/ });
const commentField = () => screen.getByRole('textbox', { name: 'Admin Comment' });
const documentImage = (name: string) =>
  within(screen.getByRole('figure', { name })).getByRole('img');

/** Both documents have arrived in the browser. */
async function loadDocuments() {
  fireEvent.load(await screen.findByRole('img', { name: /^ID front of/ }));
  fireEvent.load(screen.getByRole('img', { name: /^Selfie of/ }));
}

async function showLoaded(record: KycRecordDetail = pending) {
  await screen.findByRole('heading', { level: 1, name: record.full_name });
  await loadDocuments();
}

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

    const idFront = documentImage('ID Front');
    // The signed link as given: relative, so it loads from whatever address the app is on.
    expect(idFront).toHaveAttribute('src', pending.id_front_url);
    expect(idFront.getAttribute('src')).toMatch(/^\/api\/kyc-documents\/7\/id-front\?/);
    expect(idFront).toHaveAccessibleName('ID front of Grace Hopper');
    expect(documentImage('Selfie')).toHaveAttribute('src', pending.selfie_url);
    expect(screen.getByRole('link', { name: 'View user record' })).toHaveAttribute(
      'href',
      `/admin/users/${pending.user_id}`,
    );
  });

  it('opens the user’s record from its link', async () => {
    const { user, location } = renderDetail(pending, {
      'records.user': { status: 404, body: kycFailure('No user has this id.') },
    });
    await user.click(await screen.findByRole('link', { name: 'View user record' }));
    await waitFor(() => expect(location()).toBe(`/users/${pending.user_id}`));
  });

  it('keeps Approve disabled until both documents have loaded, and says why', async () => {
    renderDetail(pending);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    expect(button('Approve')).toBeDisabled();
    expect(button('Approve')).toHaveAccessibleDescription(
      'Approve becomes available once both documents have loaded.',
    );
    expect(button('Reject')).toBeEnabled();

    fireEvent.load(documentImage('ID Front'));
    expect(button('Approve')).toBeDisabled();
    fireEvent.load(documentImage('Selfie'));
    expect(button('Approve')).toBeEnabled();
    expect(screen.queryByText(/once both documents have loaded/)).toBeNull();
  });

  it('keeps Approve disabled when a document fails to load', async () => {
    renderDetail(pending);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    fireEvent.load(documentImage('ID Front'));
    fireEvent.error(documentImage('Selfie'));
    expect(await screen.findByText('Failed to load selfie image')).toBeInTheDocument();
    expect(button('Approve')).toBeDisabled();
  });

  it.each([
    ['pending', true, true],
    ['approved', false, true],
    ['rejected', true, false],
  ] as const)(
    'a %s record with its documents loaded: Approve enabled %s, Reject enabled %s',
    async (status, approve, reject) => {
      renderDetail({ ...pending, status });
      await showLoaded();
      expect(button('Approve')).toHaveProperty('disabled', !approve);
      expect(button('Reject')).toHaveProperty('disabled', !reject);
    },
  );

  it('asks before approving; Cancel sends nothing', async () => {
    const { server, user } = renderDetail(pending);
    await showLoaded();
    await user.click(button('Approve'));
    const question = await approveQuestion();
    expect(question).toHaveAccessibleDescription(
      'The identity documents are accepted as genuine and matching.',
    );
    // Asked beside the documents, which stay in view: no dialog covers them.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(documentImage('ID Front')).toBeVisible();
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(queryApproveQuestion()).toBeNull();
    expect(button('Approve')).toBeEnabled();
    expect(server.callsTo('kyc.verify')).toHaveLength(0);
  });

  it('approves once confirmed, with a bottom-right toast, then opens the next pending one', async () => {
    const approved = {
      ...pending,
      status: 'approved' as const,
      reviewed_at: '2026-03-06T08:00:00.000Z',
      reviewed_by: { id: 1, name: 'Ada Lovelace' },
    };
    const { server, user, location } = renderDetail(
      pending,
      { 'kyc.verify': verifyAnswer(approved, 'KYC verification has been approved') },
      { next: 8 },
    );
    await showLoaded();
    await user.click(button('Approve'));
    await user.click(within(await approveQuestion()).getByRole('button', { name: 'Approve' }));

    await screen.findByText('KYC verification has been approved');
    const call = server.callsTo('kyc.verify')[0];
    expect(call?.path).toBe('/api/admin/kyc/verify/7');
    expect(call?.body).toEqual({ status: 'approved' });
    expect(toastOf('KYC verification has been approved')).toMatchObject({
      isBottomRight: true,
      duration: '3000ms',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Katherine Johnson' }),
    ).toBeVisible();
    expect(location()).toBe('/kyc/8');
    expect(server.callsTo('kyc.next')[0]?.query.get('after')).toBe('7');
  });

  it('stays on the record, saying so, when no other verification is pending', async () => {
    const approved = { ...pending, status: 'approved' as const };
    const { user, location } = renderDetail(
      pending,
      { 'kyc.verify': verifyAnswer(approved, 'KYC verification has been approved') },
      { decided: approved },
    );
    await showLoaded();
    await user.click(button('Approve'));
    await user.click(within(await approveQuestion()).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('No other verification is waiting for review.'),
    ).toBeInTheDocument();
    expect(location()).toBe('/kyc/7');
    expect(await screen.findByText('Approved')).toBeInTheDocument();
  });

  it('requires a reason to reject, and words for "Other"; sends them with an edited comment', async () => {
    const rejected = { ...pending, status: 'rejected' as const, admin_comment: 'See reason' };
    const { server, user } = renderDetail(pending, {
      'kyc.verify': verifyAnswer(rejected, 'KYC verification has been rejected'),
    });
    await showLoaded();
    await user.clear(commentField());
    await user.type(commentField(), 'See reason');
    await user.click(button('Reject'));
    const dialog = await rejectForm();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(documentImage('Selfie')).toBeVisible();
    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a reason',
      'Blurry document',
      'Expired document',
      'Selfie does not match',
      'Information does not match',
      'Other',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Choose why the verification is rejected.'),
    ).toBeVisible();
    expect(within(dialog).queryByRole('textbox', { name: 'Describe the reason' })).toBeNull();

    await user.selectOptions(reason, 'other');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const words = within(dialog).getByRole('textbox', { name: 'Describe the reason' });
    await waitFor(() =>
      expect(words).toHaveAccessibleDescription('Describe the reason when choosing Other.'),
    );
    expect(server.callsTo('kyc.verify')).toHaveLength(0);

    await user.type(words, '  The card is a photocopy ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await screen.findByText('KYC verification has been rejected');
    expect(server.callsTo('kyc.verify')[0]?.body).toEqual({
      status: 'rejected',
      admin_comment: 'See reason',
      reason: 'other',
      reason_text: 'The card is a photocopy',
    });
    await waitFor(() => expect(queryRejectForm()).toBeNull());
  });

  it('sends a listed reason alone, without words', async () => {
    const rejected = { ...pending, status: 'rejected' as const };
    const { server, user } = renderDetail(pending, {
      'kyc.verify': verifyAnswer(rejected, 'KYC verification has been rejected'),
    });
    await showLoaded();
    await user.click(button('Reject'));
    const dialog = await rejectForm();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'other');
    await user.type(within(dialog).getByRole('textbox', { name: 'Describe the reason' }), 'x');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Reason' }),
      'selfie_mismatch',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await screen.findByText('KYC verification has been rejected');
    expect(server.callsTo('kyc.verify')[0]?.body).toEqual({
      status: 'rejected',
      reason: 'selfie_mismatch',
      reason_text: null,
    });
  });

  it('shows why a rejection failed in its form and a toast, and keeps the record', async () => {
    const { user } = renderDetail(pending, {
      'kyc.verify': { status: 409, body: kycFailure('Changed meanwhile.') },
    });
    await showLoaded();
    await user.click(button('Reject'));
    const dialog = await rejectForm();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Reason' }),
      'blurry_document',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await within(dialog).findByText('Changed meanwhile.')).toBeVisible();
    expect(toastOf('Changed meanwhile.')).toMatchObject({ isBottomRight: true });
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('disables Approve, Reject and Save Comment while a decision is saved', async () => {
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
    await showLoaded();
    await user.type(commentField(), '!');
    await user.click(button('Approve'));
    const question = await approveQuestion();
    await user.click(within(question).getByRole('button', { name: 'Approve' }));

    await waitFor(() =>
      expect(within(question).getByRole('button', { name: 'Approve' })).toBeDisabled(),
    );
    expect(within(question).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(button('Save Comment')).toBeDisabled();
    answer.resolve();
    expect(await screen.findByText('KYC verification has been approved')).toBeInTheDocument();
  });

  it('shows the rejection reason and the decision history: who, when, from → to, reason, comment', async () => {
    const rejected = kycDetail({
      ...pending,
      status: 'rejected',
      rejection: { reason: 'other', reason_text: 'Photocopy' },
      decisions: [
        kycDecision({
          id: 2,
          from_status: 'approved',
          to_status: 'rejected',
          decided_at: '2026-03-07T09:30:00.000Z',
          decided_by: null,
          reason: 'other',
          reason_text: 'Photocopy',
          comment: 'Second look',
        }),
        kycDecision({ id: 1, comment: 'Looked fine' }),
      ],
    });
    renderDetail(rejected);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    expect(screen.getByText('Rejection reason').nextElementSibling).toHaveTextContent(
      'Other: Photocopy',
    );
    const history = screen.getByRole('table', { name: 'Decisions on this verification' });
    const rows = within(history)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [
        expect.stringMatching(/^07\/03\/2026 \d\d:30$/),
        'A removed admin',
        'Approved → Rejected',
        'Other: Photocopy',
        'Second look',
      ],
      [
        expect.stringMatching(/^06\/03\/2026 \d\d:15$/),
        'Ada Lovelace',
        'Pending → Approved',
        'N/A',
        'Looked fine',
      ],
    ]);
  });

  it('sorts the decision history from its headers in the browser, the address unchanged', async () => {
    const decided = kycDetail({
      ...pending,
      status: 'rejected',
      decisions: [
        kycDecision({
          id: 3,
          from_status: 'approved',
          to_status: 'rejected',
          decided_at: '2026-03-08T09:00:00.000Z',
          decided_by: { id: 3, name: 'Zoe Reviewer' },
          comment: 'third',
        }),
        kycDecision({
          id: 2,
          from_status: 'rejected',
          to_status: 'approved',
          decided_at: '2026-03-07T09:00:00.000Z',
          decided_by: null,
          comment: 'second',
        }),
        kycDecision({ id: 1, decided_by: { id: 2, name: 'Max Reviewer' }, comment: 'first' }),
      ],
    });
    const { server, user, location } = renderDetail(decided);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    const history = screen.getByRole('table', { name: 'Decisions on this verification' });
    const header = (name: string) => within(history).getByRole('columnheader', { name });
    const comments = () =>
      within(history)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').at(-1)!.textContent);
    const sortBy = (name: string) => user.click(within(header(name)).getByRole('button', { name }));

    // Newest first, as the server sends it.
    expect(comments()).toEqual(['third', 'second', 'first']);
    expect(header('When')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Decided by')).toHaveAttribute('aria-sort', 'none');
    expect(header('Reason')).not.toHaveAttribute('aria-sort');

    await sortBy('Decided by');
    expect(comments()).toEqual(['second', 'first', 'third']);
    expect(header('Decided by')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('When')).toHaveAttribute('aria-sort', 'none');
    await sortBy('Decided by');
    expect(comments()).toEqual(['third', 'first', 'second']);
    expect(header('Decided by')).toHaveAttribute('aria-sort', 'descending');

    await sortBy('Change');
    // Approved → Rejected, Pending → Approved, Rejected → Approved.
    expect(comments()).toEqual(['third', 'first', 'second']);
    await sortBy('Change');
    expect(comments()).toEqual(['second', 'first', 'third']);

    await sortBy('When');
    expect(comments()).toEqual(['first', 'second', 'third']);
    expect(header('When')).toHaveAttribute('aria-sort', 'ascending');
    await sortBy('When');
    expect(comments()).toEqual(['third', 'second', 'first']);

    // The whole history was already there: no request, and the address is the queue's.
    expect(server.callsTo('kyc.get')).toHaveLength(1);
    expect(location()).toBe('/kyc/7');
  });

  it('says when no decision has been recorded yet', async () => {
    renderDetail(pending);
    expect(await screen.findByText('No decision has been recorded yet.')).toBeInTheDocument();
  });

  it('zooms, rotates and shows a document full screen with labelled buttons', async () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    try {
      const { user } = renderDetail(pending);
      await showLoaded();
      const image = documentImage('ID Front');
      const tools = screen.getByRole('toolbar', { name: 'ID Front view' });
      expect(within(tools).getByRole('button', { name: 'Zoom out of ID Front' })).toBeDisabled();
      expect(tools).toHaveTextContent('100%');

      await user.click(within(tools).getByRole('button', { name: 'Zoom in on ID Front' }));
      await user.click(within(tools).getByRole('button', { name: 'Zoom in on ID Front' }));
      expect(image).toHaveAttribute('data-zoom', '2');
      expect(image).toHaveStyle({ width: '200%' });
      expect(tools).toHaveTextContent('200%');
      // Zoomed, the frame scrolls and can be reached by keyboard.
      expect(screen.getByRole('region', { name: 'ID front of Grace Hopper' })).toHaveAttribute(
        'tabindex',
        '0',
      );
      await user.click(within(tools).getByRole('button', { name: 'Zoom out of ID Front' }));
      expect(image).toHaveAttribute('data-zoom', '1.5');

      await user.click(within(tools).getByRole('button', { name: 'Rotate ID Front' }));
      expect(image).toHaveAttribute('data-rotation', '90');
      expect(image).toHaveStyle({ transform: 'rotate(90deg)' });
      // The selfie keeps its own view.
      expect(documentImage('Selfie')).toHaveAttribute('data-rotation', '0');

      await user.click(within(tools).getByRole('button', { name: 'Show ID Front full screen' }));
      expect(requestFullscreen).toHaveBeenCalledTimes(1);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).requestFullscreen;
    }
  });

  describe('keyboard shortcuts', () => {
    it('A asks to approve, R to reject, ? lists the shortcuts', async () => {
      const { user } = renderDetail(pending);
      await showLoaded();

      await user.keyboard('a');
      expect(await approveQuestion()).toBeVisible();
      await user.keyboard('{Escape}');
      expect(queryApproveQuestion()).toBeNull();

      await user.keyboard('r');
      const form = await rejectForm();
      const reason = within(form).getByRole('combobox', { name: 'Reason' });
      expect(reason).toHaveFocus();
      // Keys typed in the form are the form's.
      await user.keyboard('a');
      expect(queryApproveQuestion()).toBeNull();
      await user.keyboard('{Escape}');
      expect(queryRejectForm()).toBeNull();

      await user.keyboard('?');
      const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
      expect(help).toHaveTextContent('AApprove this verification');
      expect(help).toHaveTextContent('RReject this verification');
      expect(help).toHaveTextContent('NOpen the next pending verification');
      expect(help).toHaveTextContent('?Show these shortcuts');
    });

    it('N opens the next pending verification without deciding', async () => {
      const { server, user, location } = renderDetail(pending, {}, { next: 8 });
      await showLoaded();
      await user.keyboard('n');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Katherine Johnson' }),
      ).toBeVisible();
      expect(location()).toBe('/kyc/8');
      expect(server.callsTo('kyc.next')[0]?.query.get('after')).toBe('7');
      expect(server.callsTo('kyc.verify')).toHaveLength(0);
    });

    it('does nothing while typing in a field, or for a key it cannot do now', async () => {
      const { server, user } = renderDetail({ ...pending, status: 'approved' });
      await showLoaded();
      await user.click(commentField());
      await user.keyboard('anr?');
      expect(commentField()).toHaveValue('Photo is a bit darkanr?');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(queryApproveQuestion()).toBeNull();
      expect(queryRejectForm()).toBeNull();
      expect(server.callsTo('kyc.next')).toHaveLength(0);

      await user.click(screen.getByRole('heading', { level: 1 }));
      // Already approved: A has nothing to do.
      await user.keyboard('a');
      expect(queryApproveQuestion()).toBeNull();
    });

    it('A waits for the documents', async () => {
      const { user } = renderDetail(pending);
      await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
      await user.keyboard('a');
      expect(queryApproveQuestion()).toBeNull();
    });
  });

  it('enables Save Comment only when the comment differs from the saved one', async () => {
    const saved = { ...pending, admin_comment: 'Looks genuine' };
    const { server, user } = renderDetail(
      pending,
      { 'kyc.verify': verifyAnswer(saved, 'Comment saved successfully') },
      { decided: saved },
    );
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
    expect(server.callsTo('kyc.next')).toHaveLength(0);
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

describe('the review queue follows the list it was opened from', () => {
  /** Opens Grace Hopper's record from the list at `listPath`, then asks for the next one. */
  async function nextFromList(listPath: string) {
    const server = mockFetch({
      'kyc.list': { body: kycListBody([pending]) },
      'kyc.get': ({ params }) => ({ body: { data: Number(params.id) === 8 ? nextOne : pending } }),
      'kyc.next': { body: { data: { id: 8 } } },
    });
    const { user, location } = renderApp(listPath);
    await user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View' }));
    await showLoaded();
    await user.click(button('Next pending'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Katherine Johnson' }),
    ).toBeVisible();
    expect(location()).toBe('/kyc/8');
    const query = server.callsTo('kyc.next')[0]?.query;
    return { server, user, query: Object.fromEntries(query ?? []) };
  }

  it('in its order, with its search and filters but not its status', async () => {
    const { query } = await nextFromList(
      '/kyc?status=all&s=grace&id_type=Passport&submitted_from=2026-03-01&sort=submitted_at',
    );
    expect(query).toEqual({
      after: '7',
      s: 'grace',
      id_type: 'Passport',
      submitted_from: '2026-03-01',
      sort: 'submitted_at',
    });
  });

  it('newest submitted first, as the list opens, and still so on the next record', async () => {
    const { server, user } = await nextFromList('/kyc');
    expect(Object.fromEntries(server.callsTo('kyc.next')[0]?.query ?? [])).toEqual({
      after: '7',
      sort: '-submitted_at',
    });
    await user.keyboard('n');
    await waitFor(() => expect(server.callsTo('kyc.next')).toHaveLength(2));
    expect(Object.fromEntries(server.callsTo('kyc.next')[1]?.query ?? [])).toEqual({
      after: '8',
      sort: '-submitted_at',
    });
    // Back returns to the list the queue came from.
    await user.click(button('Back to KYC List'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'KYC Verifications' }),
    ).toBeVisible();
  });

  it('oldest submitted first (the queue’s own order) when not opened from the list', async () => {
    const { server, user } = renderDetail(pending, {}, { next: 8 });
    await showLoaded();
    await user.click(button('Next pending'));
    await waitFor(() => expect(server.callsTo('kyc.next')).toHaveLength(1));
    expect(Object.fromEntries(server.callsTo('kyc.next')[0]?.query ?? [])).toEqual({ after: '7' });
  });
});

describe('KYC list and detail together', () => {
  it('reloads the list after a decision on the detail page', async () => {
    let isApproved = false;
    const server = mockFetch({
      'kyc.list': () => ({ body: kycListBody(isApproved ? [] : [pending]) }),
      'kyc.get': { body: { data: pending } },
      'kyc.next': { body: { data: null } },
      'kyc.verify': () => {
        isApproved = true;
        return verifyAnswer({ ...pending, status: 'approved' }, 'x');
      },
    });
    const { user } = renderApp('/kyc');
    await user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View' }));
    await showLoaded();
    await user.click(button('Approve'));
    await user.click(within(await approveQuestion()).getByRole('button', { name: 'Approve' }));
    await screen.findByText('KYC verification has been approved');

    await user.click(button('Back to KYC List'));
    expect(await screen.findByText('No pending KYC verifications.')).toBeInTheDocument();
    expect(server.callsTo('kyc.list')).toHaveLength(2);
  });
});
