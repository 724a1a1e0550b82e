import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('shows milliseconds under a second', () => {
    expect(formatDuration(0)).toBe('0 ms');
    expect(formatDuration(850)).toBe('850 ms');
  });

  it('shows seconds with one decimal under a minute', () => {
    expect(formatDuration(1234)).toBe('1.2 s');
    expect(formatDuration(59_900)).toBe('59.9 s');
  });

  it('shows minutes and seconds beyond', () => {
    expect(formatDuration(125_000)).toBe('2 min 5 s');
  });

  it('says "N/A" when the duration is unknown', () => {
    expect(formatDuration(null)).toBe('N/A');
    expect(formatDuration(undefined)).toBe('N/A');
  });
});
