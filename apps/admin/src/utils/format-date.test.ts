import { describe, expect, it } from 'vitest';
import { formatDate, formatMonthYear } from './format-date';

describe('formatDate', () => {
  it('formats an ISO timestamp as dd/MM/yyyy', () => {
    // Midday UTC stays on the same calendar day in every time zone from UTC-11 to UTC+11.
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('05/03/2026');
    expect(formatDate('2025-12-31T12:00:00.000Z')).toBe('31/12/2025');
  });

  it('formats a plain ISO date', () => {
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
  });

  it('returns "N/A" for empty or invalid values', () => {
    expect(formatDate('')).toBe('N/A');
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('not a date')).toBe('N/A');
    expect(formatDate('2026-13-45')).toBe('N/A');
  });
});

describe('formatMonthYear', () => {
  it('formats an ISO timestamp as "MMMM yyyy"', () => {
    expect(formatMonthYear('2023-07-15T12:00:00Z')).toBe('July 2023');
  });

  it('formats a year-month key such as the sales revenue periods', () => {
    expect(formatMonthYear('2026-01')).toBe('January 2026');
  });

  it('returns "N/A" for empty or invalid values', () => {
    expect(formatMonthYear('')).toBe('N/A');
    expect(formatMonthYear(null)).toBe('N/A');
    expect(formatMonthYear('yesterday')).toBe('N/A');
  });
});
