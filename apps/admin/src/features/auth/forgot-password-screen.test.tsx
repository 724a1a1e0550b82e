import { AUTH_MESSAGES } from '@job-board/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

const sent = { result: true as const, message: AUTH_MESSAGES.resetLinkSent, data: null };

describe('ForgotPasswordScreen', () => {
  it("sends the email address and shows the server's answer", async () => {
    const request = deferred();
    const server = mockFetch({
      'auth.forgotPassword': async () => {
        await request.promise;
        return { body: sent };
      },
    });
    const { user } = renderApp('/forgot-password', { user: null });

    await user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    request.resolve();

    expect(await screen.findByRole('status')).toHaveTextContent(AUTH_MESSAGES.resetLinkSent);
    expect(server.callsTo('auth.forgotPassword')[0]?.body).toEqual({
      email: 'ada@example.com',
    });
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
  });

  it('asks for a valid email address before sending', async () => {
    const server = mockFetch();
    const { user } = renderApp('/forgot-password', { user: null });
    await user.type(await screen.findByLabelText('Email Address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('auth.forgotPassword')).toHaveLength(0);
  });

  it("shows the server's message when it refuses", async () => {
    mockFetch({
      'auth.forgotPassword': {
        status: 429,
        body: { result: false, message: 'Too many requests. Try again in a minute.' },
      },
    });
    const { user } = renderApp('/forgot-password', { user: null });
    await user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again in a minute.',
    );
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });
});
