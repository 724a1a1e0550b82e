import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageScrollLock } from './page-scroll-lock';

const pageOverflow = () => document.documentElement.style.overflow;

describe('usePageScrollLock', () => {
  it('locks the page once the dialog has been drawn, and unlocks it when closed', async () => {
    const { rerender } = renderHook(({ open }) => usePageScrollLock(open), {
      initialProps: { open: false },
    });
    expect(pageOverflow()).toBe('');

    rerender({ open: true });
    // Not while the dialog is first drawn: in the frame after.
    expect(pageOverflow()).toBe('');
    await waitFor(() => expect(pageOverflow()).toBe('hidden'));

    rerender({ open: false });
    expect(pageOverflow()).toBe('');
    expect(document.documentElement.style.scrollbarGutter).toBe('');
  });

  it('keeps the page locked until the last of two open dialogs closes', async () => {
    const first = renderHook(() => usePageScrollLock(true));
    const second = renderHook(() => usePageScrollLock(true));
    await waitFor(() => expect(pageOverflow()).toBe('hidden'));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

    first.unmount();
    expect(pageOverflow()).toBe('hidden');
    second.unmount();
    expect(pageOverflow()).toBe('');
  });

  it('restores the page as it was styled before', async () => {
    document.documentElement.style.overflow = 'auto';
    const { unmount } = renderHook(() => usePageScrollLock(true));
    await waitFor(() => expect(pageOverflow()).toBe('hidden'));
    unmount();
    expect(pageOverflow()).toBe('auto');
    document.documentElement.style.overflow = '';
  });
});
