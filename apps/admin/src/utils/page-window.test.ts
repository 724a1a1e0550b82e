import { describe, expect, it } from 'vitest';
import { PAGINATION_WINDOW, pageWindow } from './page-window';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('pageWindow', () => {
  it('shows a window of 10 page numbers', () => {
    expect(PAGINATION_WINDOW).toBe(10);
    expect(pageWindow(1, 50)).toEqual(range(1, 10));
  });

  it('shows every page when there are fewer than the window', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 10)).toEqual(range(1, 10));
  });

  it('keeps the current page near the middle', () => {
    expect(pageWindow(20, 50)).toEqual(range(15, 24));
    expect(pageWindow(6, 50)).toEqual(range(1, 10));
    expect(pageWindow(7, 50)).toEqual(range(2, 11));
  });

  it('stops at the last page', () => {
    expect(pageWindow(50, 50)).toEqual(range(41, 50));
    expect(pageWindow(47, 50)).toEqual(range(41, 50));
  });

  it('clamps a current page outside the range', () => {
    expect(pageWindow(0, 5)).toEqual(range(1, 5));
    expect(pageWindow(99, 12)).toEqual(range(3, 12));
  });

  it('returns nothing when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
