import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { QueryState, type QueryStateSource } from './query-state';

function source(overrides: Partial<QueryStateSource<string[]>>): QueryStateSource<string[]> {
  return {
    data: undefined,
    error: null,
    isPending: false,
    isError: false,
    isFetching: false,
    refetch: vi.fn(),
    ...overrides,
  };
}

function renderState(query: QueryStateSource<string[]>) {
  return render(
    <QueryState
      query={query}
      loading={<p>Loading items…</p>}
      errorFallback="Failed to load the items."
      isEmpty={(items) => items.length === 0}
      emptyMessage="No items yet."
    >
      {(items) => <p>{items.join(', ')}</p>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows the loading content while pending', () => {
    renderState(source({ isPending: true }));
    expect(screen.getByText('Loading items…')).toBeInTheDocument();
  });

  it("shows the server's message with a Retry button that refetches", async () => {
    const refetch = vi.fn();
    renderState(
      source({ isError: true, error: new ApiError({ status: 500, message: 'Down.' }), refetch }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Down.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('falls back to its own message and disables Retry while retrying', () => {
    renderState(source({ isError: true, error: null, isFetching: true }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the items.');
    expect(screen.getByRole('button', { name: 'Retrying…' })).toBeDisabled();
  });

  it('shows the empty message, or the content', () => {
    const { rerender } = renderState(source({ data: [] }));
    expect(screen.getByText('No items yet.')).toBeInTheDocument();
    rerender(
      <QueryState query={source({ data: ['a', 'b'] })} loading={null} errorFallback="x">
        {(items) => <p>{items.join(', ')}</p>}
      </QueryState>,
    );
    expect(screen.getByText('a, b')).toBeInTheDocument();
  });
});
