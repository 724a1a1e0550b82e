import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { notifyError, notifySuccess, TOAST_DEFAULTS, Toasts } from './toasts';

afterEach(() => {
  act(() => toast.dismiss());
});

describe('Toasts', () => {
  it('uses the spec defaults: top-right, 5000 ms, newest on top, at most 20', () => {
    expect(TOAST_DEFAULTS).toEqual({
      position: 'top-right',
      autoClose: 5000,
      newestOnTop: true,
      limit: 20,
    });
  });

  it('shows success and error messages at the top right, the newest first', async () => {
    render(<Toasts />);
    act(() => {
      notifySuccess('User blocked successfully.');
      notifyError('Failed to update status');
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Failed to update status',
      'User blocked successfully.',
    ]);
    expect(document.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
  });

  it('can be placed elsewhere (the KYC detail toast is bottom right)', async () => {
    render(<Toasts />);
    act(() => {
      notifySuccess('Comment saved successfully', { position: 'bottom-right', duration: 3000 });
    });
    await screen.findByText('Comment saved successfully');
    expect(document.querySelector('.Toastify__toast-container--bottom-right')).not.toBeNull();
  });

  it('stays 5000 ms, or the duration it is given', async () => {
    render(<Toasts />);
    act(() => {
      notifySuccess('Saved');
      notifySuccess('User unblocked successfully.', { duration: 1500 });
    });
    const progressOf = async (text: string) =>
      (await screen.findByText(text))
        .closest('.Toastify__toast')
        ?.querySelector('.Toastify__progress-bar');
    expect(await progressOf('Saved')).toHaveStyle({ animationDuration: '5000ms' });
    expect(await progressOf('User unblocked successfully.')).toHaveStyle({
      animationDuration: '1500ms',
    });
  });
});
