import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  beforeEach(() => {
    // The clock also runs on its own so Testing Library's internal zero-delay waits still end.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = (value = '', onChange = vi.fn()) => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const view = render(<SearchBox value={value} onChange={onChange} label="Search users" />);
    return { user, onChange, view };
  };

  it('is a search landmark with a labelled input', () => {
    setup();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toBeInTheDocument();
  });

  it('reports the trimmed text once typing pauses', async () => {
    const { user, onChange } = setup();
    await user.type(screen.getByRole('searchbox'), ' ada ');
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('ada');
  });

  it('reports at once on Enter, without a second report later', async () => {
    const { user, onChange } = setup();
    await user.type(screen.getByRole('searchbox'), 'ada{Enter}');
    expect(onChange).toHaveBeenCalledWith('ada');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('clears with the clear button and keeps focus in the input', async () => {
    const { user, onChange } = setup('ada');
    expect(screen.getByRole('searchbox')).toHaveValue('ada');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    expect(onChange).toHaveBeenCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('follows a value applied from outside', () => {
    const onChange = vi.fn();
    const { rerender } = render(<SearchBox value="ada" onChange={onChange} />);
    rerender(<SearchBox value="grace" onChange={onChange} />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('grace');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not report a search that is already applied', async () => {
    const { user, onChange } = setup('ada');
    await user.type(screen.getByRole('searchbox'), '{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });
});
