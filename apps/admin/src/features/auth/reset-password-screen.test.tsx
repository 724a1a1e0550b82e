import { AUTH_MESSAGES } from '@job-board/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

const LINK = '/reset-password?token=tok-123&email=ada%40example.com';

function renderReset(path = LINK) {
  return renderApp(path, { user: null });
}

async function choosePassword(
  user: ReturnType<typeof renderReset>['user'],
  password = 'a new password',
  confirmation = password,
) {
  await user.type(await screen.findByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm New Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordScreen', () => {
  it('sends the token and email of the link with the new password, then goes to login saying so', async () => {
    const server = mockFetch({
      'auth.resetPassword': {
        body: { result: true, message: AUTH_MESSAGES.passwordReset, data: null },
      },
    });
    const { user, location } = renderReset();
    expect(await screen.findByLabelText('Email Address')).toHaveValue('ada@example.com');

    await choosePassword(user);

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent(AUTH_MESSAGES.passwordReset);
    expect(server.callsTo('auth.resetPassword')[0]?.body).toEqual({
      email: 'ada@example.com',
      token: 'tok-123',
      password: 'a new password',
      password_confirmation: 'a new password',
    });
  });

  it('checks the two passwords before sending', async () => {
    const server = mockFetch();
    const { user } = renderReset();
    await choosePassword(user, 'a new password', 'another one');
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('auth.resetPassword')).toHaveLength(0);
  });

  it('shows field errors from the server under their fields', async () => {
    mockFetch({
      'auth.resetPassword': {
        status: 422,
        body: {
          result: false,
          message: 'Some fields are invalid.',
          errors: { password: ['This password is too common.'] },
        },
      },
    });
    const { user } = renderReset();
    await choosePassword(user);
    expect(await screen.findByLabelText('New Password')).toHaveAccessibleDescription(
      'This password is too common.',
    );
    // Every sentence is under its field, so the form says nothing more at the top.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the link is invalid or expired, with a way to ask for a new one', async () => {
    mockFetch({
      'auth.resetPassword': {
        status: 422,
        body: {
          result: false,
          message: 'Some fields are invalid.',
          errors: { token: [AUTH_MESSAGES.resetLinkInvalid] },
        },
      },
    });
    const { user } = renderReset();
    await choosePassword(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(AUTH_MESSAGES.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/admin/forgot-password',
    );
  });

  it("shows the server's message when the reset fails, and stays on the form", async () => {
    mockFetch({
      'auth.resetPassword': {
        status: 500,
        body: { result: false, message: 'Something went wrong.' },
      },
    });
    const { user, location } = renderReset();
    await choosePassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(location()).toBe(LINK);
    expect(
      screen.queryByRole('link', { name: 'Ask for a new reset link' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it('explains an incomplete link instead of showing the form', async () => {
    mockFetch();
    renderReset('/reset-password?email=ada%40example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is incomplete.',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toBeInTheDocument();
  });
});
