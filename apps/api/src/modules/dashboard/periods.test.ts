import { describe, expect, it } from 'vitest';
import {
  insightPeriods,
  percentChange,
  startOfUtcMonth,
  startOfUtcWeek,
  utcYear,
} from './periods.js';

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe('startOfUtcWeek', () => {
  it.each([
    ['a Monday at midnight is its own week start', '2025-03-03T00:00:00.000Z', '2025-03-03'],
    ['late on a Monday', '2025-03-03T23:59:59.999Z', '2025-03-03'],
    ['a Wednesday', '2025-03-05T12:30:00.000Z', '2025-03-03'],
    [
      'the last moment of a Sunday belongs to the week before',
      '2025-03-09T23:59:59.999Z',
      '2025-03-03',
    ],
    ['a Sunday just after midnight', '2025-03-09T00:00:00.001Z', '2025-03-03'],
    ['a week that starts in the previous year', '2025-01-01T10:00:00.000Z', '2024-12-30'],
    ['a week across the end of a leap February', '2024-03-02T08:00:00.000Z', '2024-02-26'],
  ])('%s', (_case, now, monday) => {
    expect(iso(startOfUtcWeek(at(now)))).toBe(`${monday}T00:00:00.000Z`);
  });
});

describe('startOfUtcMonth', () => {
  it('starts the month that holds the date, and the months around it', () => {
    expect(iso(startOfUtcMonth(at('2025-03-01T00:00:00.000Z')))).toBe('2025-03-01T00:00:00.000Z');
    expect(iso(startOfUtcMonth(at('2025-03-31T23:59:59.999Z')))).toBe('2025-03-01T00:00:00.000Z');
    expect(iso(startOfUtcMonth(at('2025-01-15T09:00:00.000Z'), -1))).toBe(
      '2024-12-01T00:00:00.000Z',
    );
    expect(iso(startOfUtcMonth(at('2024-12-31T23:59:59.999Z'), 1))).toBe(
      '2025-01-01T00:00:00.000Z',
    );
  });
});

describe('insightPeriods', () => {
  it('on New Year’s Day: the week and the previous month reach into the old year', () => {
    expect(insightPeriods(at('2025-01-01T10:00:00.000Z'))).toEqual({
      thisWeek: { from: '2024-12-30T00:00:00.000Z', to: '2025-01-06T00:00:00.000Z' },
      previousWeek: { from: '2024-12-23T00:00:00.000Z', to: '2024-12-30T00:00:00.000Z' },
      thisMonth: { from: '2025-01-01T00:00:00.000Z', to: '2025-02-01T00:00:00.000Z' },
      previousMonth: { from: '2024-12-01T00:00:00.000Z', to: '2025-01-01T00:00:00.000Z' },
    });
  });

  it('on a Sunday in March of a leap year: February has 29 days', () => {
    expect(insightPeriods(at('2024-03-10T23:00:00.000Z'))).toEqual({
      thisWeek: { from: '2024-03-04T00:00:00.000Z', to: '2024-03-11T00:00:00.000Z' },
      previousWeek: { from: '2024-02-26T00:00:00.000Z', to: '2024-03-04T00:00:00.000Z' },
      thisMonth: { from: '2024-03-01T00:00:00.000Z', to: '2024-04-01T00:00:00.000Z' },
      previousMonth: { from: '2024-02-01T00:00:00.000Z', to: '2024-03-01T00:00:00.000Z' },
    });
  });

  it('on the last moment of December', () => {
    const periods = insightPeriods(at('2025-12-31T23:59:59.999Z'));
    expect(periods.thisMonth).toEqual({
      from: '2025-12-01T00:00:00.000Z',
      to: '2026-01-01T00:00:00.000Z',
    });
    expect(periods.thisWeek).toEqual({
      from: '2025-12-29T00:00:00.000Z',
      to: '2026-01-05T00:00:00.000Z',
    });
  });
});

describe('utcYear', () => {
  it('runs from January 1st to January 1st of the next year', () => {
    expect(utcYear(2025)).toEqual({
      from: '2025-01-01T00:00:00.000Z',
      to: '2026-01-01T00:00:00.000Z',
    });
  });
});

describe('percentChange', () => {
  it.each([
    [5, 4, 25],
    [3, 4, -25],
    [8, 4, 100],
    [0, 5, -100],
    [1, 3, -66.7],
    [2, 3, -33.3],
    [10, 3, 233.3],
    [1, 7, -85.7],
    [401, 400, 0.3],
    [399, 400, -0.3],
    [3, 0, 100],
    [0, 0, 0],
  ])('current %d against previous %d gives %d', (current, previous, expected) => {
    expect(percentChange(current, previous)).toBe(expected);
  });

  it('never answers minus zero', () => {
    expect(Object.is(percentChange(4, 4), 0)).toBe(true);
    expect(Object.is(percentChange(999, 1_000), -0.1)).toBe(true);
    expect(Object.is(percentChange(99_999_999, 100_000_000), 0)).toBe(true);
  });
});
