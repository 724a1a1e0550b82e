import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parsePage, useListParams, type ListParamsOptions } from './use-list-params';

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
