import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  useLocation,
  useNavigationType,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  parsePage,
  useListParams,
  usePageInRange,
  type ListParamsOptions,
} from './use-list-params';

function renderListParams<F extends string = never>(url: string, options?: ListParamsOptions<F>) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useListParams<F>(options), { wrapper });
  const search = () => router?.state.location.search ?? '';
  return { ...hook, search };
}

/**
 * A list whose query answers `lastPage` (placeholder data when `isPlaceholder`). A plain memory
 * router, so that re-rendering with new answers re-runs the hook.
 */
function renderPageInRange(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  type Answer = { lastPage?: number; isPlaceholder: boolean };
  return renderHook(
    ({ lastPage, isPlaceholder }: Answer) => {
      const list = useListParams();
      usePageInRange(list, lastPage, isPlaceholder);
      return { page: list.page, search: useLocation().search, navigation: useNavigationType() };
    },
    { wrapper, initialProps: { isPlaceholder: false } as Answer },
  );
}

describe('usePageInRange', () => {
  it('moves a page past the end back to the last page, replacing the history entry', () => {
    const { result, rerender } = renderPageInRange('/jobs?s=dev&page=5');
    expect(result.current.page).toBe(5);
    rerender({ lastPage: 3, isPlaceholder: false });
    expect(result.current).toEqual({ page: 3, search: '?s=dev&page=3', navigation: 'REPLACE' });
  });

  it('waits for the real answer: no data yet, or placeholder data of the previous page', () => {
    const { result, rerender } = renderPageInRange('/jobs?page=5');
    rerender({ lastPage: 2, isPlaceholder: true });
    expect(result.current.page).toBe(5);
    rerender({ lastPage: 6, isPlaceholder: false });
    expect(result.current).toEqual({ page: 5, search: '?page=5', navigation: 'POP' });
  });

  it('shows page 1 of an empty list', () => {
    const { result, rerender } = renderPageInRange('/jobs?page=2');
    rerender({ lastPage: 0, isPlaceholder: false });
    expect(result.current).toEqual({ page: 1, search: '', navigation: 'REPLACE' });
  });
});

describe('useListParams', () => {
  it('reads page, search and sort from the URL, with defaults when absent', () => {
    const { result } = renderListParams('/users?page=3&s=ada&sort=-first_name');
    expect(result.current).toMatchObject({ page: 3, search: 'ada', sort: '-first_name' });

    const empty = renderListParams('/users', { defaultSort: 'first_name' });
    expect(empty.result.current).toMatchObject({ page: 1, search: '', sort: 'first_name' });
  });

  it('writes the page, leaving page 1 out of the URL', () => {
    const { result, search } = renderListParams('/users?s=ada');
    act(() => result.current.setPage(4));
    expect(search()).toBe('?s=ada&page=4');
    expect(result.current.page).toBe(4);
    act(() => result.current.setPage(1));
    expect(search()).toBe('?s=ada');
  });

  it('goes back to page 1 when the search or the sort changes', () => {
    const { result, search } = renderListParams('/users?page=5');
    act(() => result.current.setSearch('lovelace'));
    expect(search()).toBe('?s=lovelace');
    act(() => result.current.setPage(2));
    act(() => result.current.setSort('-first_name'));
    expect(search()).toBe('?s=lovelace&sort=-first_name');
    expect(result.current.page).toBe(1);
  });

  it('leaves an empty search and the default sort out of the URL', () => {
    const { result, search } = renderListParams('/users?s=ada&sort=-first_name', {
      defaultSort: 'first_name',
    });
    act(() => result.current.setSearch('  '));
    act(() => result.current.setSort('first_name'));
    expect(search()).toBe('');
    expect(result.current.sort).toBe('first_name');
  });

  it('keeps named filters, with their default out of the URL, and resets the page', () => {
    const { result, search } = renderListParams('/kyc?page=2', { filters: { status: 'pending' } });
    expect(result.current.filters.status).toBe('pending');
    act(() => result.current.setFilter('status', 'approved'));
    expect(search()).toBe('?status=approved');
    expect(result.current.filters.status).toBe('approved');
    act(() => result.current.setFilter('status', 'pending'));
    expect(search()).toBe('');
  });

  it('keeps the lists of one screen apart with a prefix', () => {
    const { result, search } = renderListParams('/jobs?page=2&skills_page=3', { prefix: 'skills' });
    expect(result.current.page).toBe(3);
    act(() => result.current.setSearch('java'));
    expect(search()).toBe('?page=2&skills_s=java');
  });

  it('reads a bad page number as page 1', () => {
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('99999999999999999999')).toBe(1);
    expect(parsePage('7')).toBe(7);
  });
});
