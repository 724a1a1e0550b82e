import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonthYear } from './format-date';

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

describe('the ISO-8601 reading', () => {
  // The values the API writes, and near misses, read as date-fns's parseISO reads them (the
  // library the screens used before; it stays the reference here).
  const values = [
    '2026-03-05',
    '2026-03',
    '2024-02-29',
    '2023-02-29',
    '2026-04-31',
    '2026-00-10',
    '2026-03-05T00:00:00Z',
    '2026-03-05T23:59:59.999Z',
    '2026-03-05T12:00:00.123456Z',
    '2026-03-05T12:00Z',
    '2026-03-05T12:00',
    '2026-03-05T12:00:00',
    '2026-03-05 12:00:00',
    '2026-03-05T12:00:00+02:00',
    '2026-03-05T01:30:00-05:30',
    '2026-03-05T01:30:00+0530',
    '2026-03-05T01:30:00+05',
    '2026-03-05T24:00:00Z',
    '2026-03-05T24:30:00Z',
    '2026-03-05T12:60:00Z',
    '2026-03-05T12:00:61Z',
    '2026-3-5',
    'not a date',
  ];

  it('gives the same day and month as date-fns for every form the API writes', async () => {
    const { format, isValid, parseISO } = await import('date-fns');
    for (const value of values) {
      const reference = parseISO(value);
      const expected = isValid(reference) ? format(reference, 'dd/MM/yyyy') : 'N/A';
      const expectedMonth = isValid(reference) ? format(reference, 'MMMM yyyy') : 'N/A';
      expect(formatDate(value), value).toBe(expected);
      expect(formatMonthYear(value), value).toBe(expectedMonth);
    }
  });
});

describe('formatDateTime', () => {
  it('formats an ISO timestamp as dd/MM/yyyy HH:mm in local time', () => {
    const local = new Date(2026, 2, 5, 9, 7);
    expect(formatDateTime(local.toISOString())).toBe('05/03/2026 09:07');
    expect(formatDateTime('2026-03-05T14:30:00')).toBe('05/03/2026 14:30');
  });

  it('returns "N/A" for empty or invalid values', () => {
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime('')).toBe('N/A');
    expect(formatDateTime('2026-02-30T10:00:00Z')).toBe('N/A');
  });
});
