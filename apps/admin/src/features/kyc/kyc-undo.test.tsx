import { AUDIT_REVERT_MESSAGES, permissionsOf, type KycRecordDetail } from '@job-board/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockFetch, type MockRoutes } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { testAdmin } from '../../testing/test-admin';
import { dismissToasts, toastOf } from '../../testing/toasts';
import { kycDetail } from './testing/kyc-fixtures';

beforeAll(async () => {
  await import('./kyc-detail-screen');
});
afterEach(dismissToasts);

const BULK_ID = '2d4f6a8c-1b3d-4e5f-8a7b-9c0d1e2f3a4b';
const pending = kycDetail({ id: 7, full_name: 'Grace Hopper', status: 'pending' });
const approved: KycRecordDetail = { ...pending, status: 'approved' };

/** The verify answer for `record`, naming its call when it was a decision. */
function verifyAnswer(record: KycRecordDetail, message: string, bulkId?: string) {
  const { rejection: _rejection, decisions: _decisions, ...verification } = record;
  return {
    body: {
      result: true as const,
      message,
      verification,
      ...(bulkId ? { bulk_id: bulkId } : {}),
    },
  };
}

const reverted = {
  body: {
    result: true as const,
    message: AUDIT_REVERT_MESSAGES.bulkReverted(1),
    data: { audit_ids: [31], bulk_id: '0f0e9c1a-3b5d-4e6f-8a7b-9c0d1e2f3a4b' },
  },
};

function renderDetail(routes: MockRoutes, options: Parameters<typeof renderApp>[1] = {}) {
  const server = mockFetch({
    'kyc.get': () => ({
      body: { data: server.callsTo('kyc.verify').length > 0 ? approved : pending },
    }),
    'kyc.next': { body: { data: null } },
    ...routes,
  });
  return { server, ...renderApp('/kyc/7', options) };
}

async function approve(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
  fireEvent.load(await screen.findByRole('img', { name: /^ID front of/ }));
  fireEvent.load(screen.getByRole('img', { name: /^Selfie of/ }));
  await user.click(screen.getByRole('button', { name: 'Approve' }));
  const question = await screen.findByRole('group', {
    name: 'Approve the verification of Grace Hopper?',
  });
  await user.click(within(question).getByRole('button', { name: 'Approve' }));
  await screen.findByText('KYC verification has been approved');
}

describe('Undo after a KYC decision', () => {
  it('offers Undo in the decision’s toast, which reverts the decision’s call', async () => {
    const { server, user } = renderDetail({
      'kyc.verify': verifyAnswer(approved, 'KYC verification has been approved', BULK_ID),
      'audit.revertBulk': reverted,
    });
    await approve(user);
    const toast = toastOf('KYC verification has been approved').element as HTMLElement;
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(server.callsTo('audit.revertBulk')).toHaveLength(1));
    expect(server.callsTo('audit.revertBulk')[0]!.path).toBe(
      `/api/admin/audit-log/bulk/${BULK_ID}/revert`,
    );
    expect(await screen.findByText(AUDIT_REVERT_MESSAGES.bulkReverted(1))).toBeInTheDocument();
    // The record is read again, to show the status it is set back to.
    await waitFor(() => expect(server.callsTo('kyc.get').length).toBeGreaterThanOrEqual(3));
  });

  it('says why when the undo is refused (decided again meanwhile)', async () => {
    const refusal = AUDIT_REVERT_MESSAGES.bulkConflicts(
      1,
      'kyc_verification:7: Status is now rejected; the change had set it to approved.',
    );
    const { user } = renderDetail({
      'kyc.verify': verifyAnswer(approved, 'KYC verification has been approved', BULK_ID),
      'audit.revertBulk': { status: 409, body: { result: false, message: refusal } },
    });
    await approve(user);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('offers a reviewer Undo of their own decision, without the audit log', async () => {
    const { user } = renderDetail(
      {
        'kyc.verify': verifyAnswer(approved, 'KYC verification has been approved', BULK_ID),
        'audit.revertBulk': {
          body: { result: true, message: 'Undone.', data: { audit_ids: [9], bulk_id: null } },
        },
      },
      { user: { ...testAdmin, role: 'kyc_reviewer', permissions: permissionsOf('kyc_reviewer') } },
    );
    await approve(user);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone.')).toBeInTheDocument();
  });

  it('offers no Undo after saving a comment, which names nothing to undo', async () => {
    const commented = { ...pending, admin_comment: 'Called the applicant' };
    const { user } = renderDetail({
      'kyc.verify': verifyAnswer(commented, 'Comment saved successfully'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    await user.type(screen.getByRole('textbox', { name: 'Admin Comment' }), 'Called the applicant');
    await user.click(screen.getByRole('button', { name: 'Save Comment' }));
    await screen.findByText('Comment saved successfully');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
