import { describe, expect, it } from 'vitest';
import { minutesInWords } from './minutes-in-words';

describe('minutesInWords', () => {
  it('tells whole months of 30 days in months', () => {
    expect(minutesInWords(43_200)).toBe('1 month');
    expect(minutesInWords(86_400)).toBe('2 months');
  });

  it('tells whole weeks in weeks when not whole months', () => {
    expect(minutesInWords(10_080)).toBe('1 week');
    expect(minutesInWords(20_160)).toBe('2 weeks');
    // 6 weeks is 42 days: not whole months.
    expect(minutesInWords(60_480)).toBe('6 weeks');
  });

  it('tells days, then hours, then minutes when nothing larger divides the length', () => {
    expect(minutesInWords(1_440)).toBe('1 day');
    expect(minutesInWords(525_600)).toBe('365 days');
    expect(minutesInWords(5_256_000)).toBe('3,650 days');
    expect(minutesInWords(60)).toBe('1 hour');
    expect(minutesInWords(2_160)).toBe('36 hours');
    expect(minutesInWords(1)).toBe('1 minute');
    expect(minutesInWords(90)).toBe('90 minutes');
  });
});
