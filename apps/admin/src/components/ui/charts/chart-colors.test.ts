import { describe, expect, it } from 'vitest';
import { FALLBACK_SERIES_COLORS, seriesColor, seriesDash, seriesPointStyle } from './chart-colors';

describe('seriesColor', () => {
  it('gives the first three series teal, amber and indigo', () => {
    expect([0, 1, 2].map(seriesColor)).toEqual(['#0d9488', '#f59e0b', '#6366f1']);
  });

  it('falls back to further distinct colours beyond three, then cycles', () => {
    const beyond = [3, 4, 5, 6, 7].map(seriesColor);
    expect(beyond).toEqual([...FALLBACK_SERIES_COLORS]);
    expect(new Set([0, 1, 2, ...[3, 4, 5, 6, 7]].map(seriesColor)).size).toBe(8);
    expect(seriesColor(8)).toBe(FALLBACK_SERIES_COLORS[0]);
  });
});

describe('series shapes', () => {
  it('gives neighbouring series different markers and dashes', () => {
    expect(seriesPointStyle(0)).not.toBe(seriesPointStyle(1));
    expect(seriesDash(0)).toEqual([]);
    expect(seriesDash(1)).not.toEqual(seriesDash(0));
  });
});
