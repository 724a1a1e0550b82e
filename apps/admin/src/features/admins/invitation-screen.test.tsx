import { ADMIN_MESSAGES } from '@job-board/contract';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const LINK = '/invitation?token=tok-123&email=carl%40example.com';

async function choosePassword(
  user: ReturnType<typeof renderApp>['user'],
  password = 'a long password',
  confirmation = password,
) {
  await user.type(await screen.findByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('InvitationScreen', () => {
  it('sets the password with the link, then the login screen says so', async () => {
    const server = mockFetch({
      'admins.acceptInvitation': {
        body: { result: true, message: ADMIN_MESSAGES.accepted, data: null },
      },
    });
    const { user, location } = renderApp(LINK, { user: null });
    expect(
      await screen.findByRole('heading', { name: 'Accept your invitation' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('carl@example.com');

    await choosePassword(user);

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent(ADMIN_MESSAGES.accepted);
    expect(server.callsTo('admins.acceptInvitation')[0]?.body).toEqual({
      email: 'carl@example.com',
      token: 'tok-123',
      password: 'a long password',
      password_confirmation: 'a long password',
    });
  });

  it('checks the two passwords before sending', async () => {
    const server = mockFetch();
    const { user } = renderApp(LINK, { user: null });
    await choosePassword(user, 'a long password', 'something else');
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(server.callsTo('admins.acceptInvitation')).toHaveLength(0);
  });

  it("shows the server's answer to a bad link", async () => {
    mockFetch({
      'admins.acceptInvitation': {
        status: 422,
        body: {
          result: false,
          message: ADMIN_MESSAGES.invitationInvalid,
          errors: { token: [ADMIN_MESSAGES.invitationInvalid] },
        },
      },
    });
    const { user } = renderApp(LINK, { user: null });
    await choosePassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.invitationInvalid);
  });

  it('says when the link is incomplete', async () => {
    mockFetch();
    renderApp('/invitation?token=tok-123', { user: null });
    expect(await screen.findByText(/This invitation link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
  });
});
