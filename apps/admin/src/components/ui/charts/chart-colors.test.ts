import { describe, expect, it } from 'vitest';
import { seriesColor, seriesDash, seriesPointStyle } from './chart-colors';

describe('seriesColor', () => {
  it('gives each of the first eight series its own colour, then cycles through the later ones', () => {
    const firstEight = [0, 1, 2, 3, 4, 5, 6, 7].map(seriesColor);
    expect(new Set(firstEight).size).toBe(8);
    // The first three (the packages of the revenue chart) keep theirs; the others repeat.
    expect(seriesColor(8)).toBe(seriesColor(3));
    expect(seriesColor(8)).not.toBe(seriesColor(0));
  });
});

describe('series shapes', () => {
  it('gives neighbouring series different markers and dashes', () => {
    expect(seriesPointStyle(0)).not.toBe(seriesPointStyle(1));
    expect(seriesDash(0)).toEqual([]);
    expect(seriesDash(1)).not.toEqual(seriesDash(0));
  });
});
