import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setDisplayTimeZone } from '../../utils/format-date';
import { TimeAgo } from './time-ago';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
  setDisplayTimeZone('Europe/Paris');
});
afterEach(() => {
  vi.useRealTimers();
  setDisplayTimeZone(null);
});

describe('TimeAgo', () => {
  it('shows how long ago, with the exact time in the admin’s zone as tooltip and text', () => {
    render(<TimeAgo value="2026-11-27T09:00:00Z" />);
    const time = screen.getByText('3 hours ago', { exact: false });
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-11-27T09:00:00Z');
    expect(time).toHaveAttribute('title', '27/11/2026 10:00');
    expect(time).toHaveTextContent('3 hours ago (27/11/2026 10:00)');
  });

  it('follows the clock and the admin’s zone', () => {
    render(<TimeAgo value="2026-11-27T11:58:00Z" />);
    expect(screen.getByText('2 minutes ago', { exact: false })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60 * 60_000);
    });
    expect(screen.getByText('1 hour ago', { exact: false })).toBeInTheDocument();
    act(() => setDisplayTimeZone('Asia/Tokyo'));
    expect(screen.getByText('1 hour ago', { exact: false })).toHaveAttribute(
      'title',
      '27/11/2026 20:58',
    );
  });

  it('shows the fallback for a missing or invalid time', () => {
    const { rerender } = render(<TimeAgo value={null} fallback="Never" />);
    expect(screen.getByText('Never')).toBeInTheDocument();
    rerender(<TimeAgo value="soon" />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(document.querySelector('time')).toBeNull();
  });
});
