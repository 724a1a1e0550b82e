import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useClientPage } from './use-client-page';

const letters = [...'abcdefg'];

function renderClientPage(url: string, rows: readonly string[] | undefined) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      ...useClientPage(rows, { prefix: 'skills', pageSize: 3 }),
      search: useLocation().search,
    }),
    { wrapper },
  );
}

describe('useClientPage', () => {
  it('shows the page the URL names under its prefix', () => {
    const { result } = renderClientPage('/jobs?skills_page=2&page=3', letters);
    expect(result.current.rows).toEqual(['d', 'e', 'f']);
    expect(result.current.page).toMatchObject({ currentPage: 2, lastPage: 3 });
  });

  it('shows the last page when the URL names one past the end', () => {
    const { result } = renderClientPage('/jobs?skills_page=9', letters);
    expect(result.current.rows).toEqual(['g']);
    expect(result.current.page.currentPage).toBe(3);
  });

  it('writes a page change to the URL under its prefix', () => {
    const { result } = renderClientPage('/jobs?jobs_page=2', letters);
    act(() => result.current.page.onPageChange(3));
    expect(result.current.search).toBe('?jobs_page=2&skills_page=3');
    expect(result.current.rows).toEqual(['g']);
  });

  it('has one page and no rows until the list arrives', () => {
    const { result } = renderClientPage('/jobs', undefined);
    expect(result.current.rows).toBeUndefined();
    expect(result.current.page).toMatchObject({ currentPage: 1, lastPage: 1 });
  });

  describe('sorted by a header', () => {
    const names = ['Écrire', 'apple', 'Banana', 'cherry', 'date'];
    function renderSorted(url: string) {
      const wrapper = ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      );
      return renderHook(
        () => ({
          ...useClientPage(names, {
            prefix: 'skills',
            pageSize: 3,
            sorting: { fields: { name: (name: string) => name }, serverOrder: 'name' },
          }),
          search: useLocation().search,
        }),
        { wrapper },
      );
    }

    it('keeps the server’s order by default and says so', () => {
      const { result } = renderSorted('/jobs');
      expect(result.current.rows).toEqual(['Écrire', 'apple', 'Banana']);
      expect(result.current.sort?.value).toBe('name');
    });

    it('orders every row, not only the page, Z–A from the URL, accents and case aside', () => {
      const { result } = renderSorted('/jobs?skills_sort=-name');
      expect(result.current.rows).toEqual(['Écrire', 'date', 'cherry']);
      act(() => result.current.page.onPageChange(2));
      expect(result.current.rows).toEqual(['Banana', 'apple']);
    });

    it('writes a header click to the URL under its prefix, back on page 1', () => {
      const { result } = renderSorted('/jobs?skills_page=2');
      act(() => result.current.sort!.onChange('-name'));
      expect(result.current.search).toBe('?skills_sort=-name');
      act(() => result.current.sort!.onChange('name'));
      expect(result.current.search).toBe('');
    });
  });
});
