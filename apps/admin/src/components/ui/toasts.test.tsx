import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastOf } from '../../testing/toasts';
import { notifyError, notifySuccess, Toasts } from './toasts';

afterEach(() => {
  vi.restoreAllMocks();
  act(() => toast.dismiss());
});

/** How long each toast on screen stays, newest first, as its timer says. */
const timers = () =>
  screen
    .getAllByRole('progressbar', { name: 'notification timer', hidden: true })
    .map((timer) => timer.style.animationDuration);

describe('Toasts', () => {
  it('shows success and error messages, the newest first', async () => {
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
  });

  it('stays 5000 ms, or the duration it is given', async () => {
    render(<Toasts />);
    act(() => {
      notifySuccess('Saved');
      notifySuccess('User unblocked successfully.', { duration: 1500 });
    });
    await screen.findByText('User unblocked successfully.');
    expect(timers()).toEqual(['1500ms', '5000ms']);
  });

  it('shows at most 20 at once; the others wait their turn', async () => {
    render(<Toasts />);
    act(() => {
      for (let index = 1; index <= 21; index += 1) notifySuccess(`Message ${index}`);
    });
    expect(await screen.findByText('Message 20')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(20);
    expect(screen.queryByText('Message 21')).not.toBeInTheDocument();
  });

  it('shows bottom-right, clear of the search and account menu at the top, read out as alerts', async () => {
    render(<Toasts />);
    act(() => {
      notifySuccess('Saved');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Saved');
    expect(toastOf('Saved').isBottomRight).toBe(true);
  });

  it('can be placed elsewhere for one message', () => {
    const success = vi.spyOn(toast, 'success');
    notifySuccess('Comment saved successfully', { position: 'bottom-left', duration: 3000 });
    expect(success).toHaveBeenCalledWith('Comment saved successfully', {
      position: 'bottom-left',
      autoClose: 3000,
    });
  });
});
