import { afterEach, describe, expect, it } from 'vitest';
import {
  browserTimeZone,
  displayTimeZone,
  formatDate,
  formatDateTime,
  formatDay,
  formatMonthYear,
  formatTimeAgo,
  parseTypedDay,
  setDisplayTimeZone,
  subscribeDisplayTimeZone,
  todayIso,
  typedDayOf,
} from './format-date';

afterEach(() => setDisplayTimeZone(null));

describe('formatDate and formatDateTime', () => {
  it('show an instant as dd/MM/yyyy and dd/MM/yyyy HH:mm in the chosen zone', () => {
    setDisplayTimeZone('UTC');
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('05/03/2026');
    expect(formatDateTime('2026-03-05T12:07:59.999Z')).toBe('05/03/2026 12:07');
    setDisplayTimeZone('Asia/Tokyo');
    expect(formatDateTime('2026-03-05T20:30:00Z')).toBe('06/03/2026 05:30');
    expect(formatDate('2026-03-05T20:30:00Z')).toBe('06/03/2026');
    setDisplayTimeZone('America/Los_Angeles');
    expect(formatDateTime('2026-03-05T02:00:00.000Z')).toBe('04/03/2026 18:00');
    setDisplayTimeZone('Asia/Kolkata');
    expect(formatDateTime('2026-03-05T00:00:00Z')).toBe('05/03/2026 05:30');
  });

  it('read an offset, and a time without one as UTC (as the API writes times)', () => {
    setDisplayTimeZone('UTC');
    expect(formatDateTime('2026-03-05T01:30:00+05:30')).toBe('04/03/2026 20:00');
    expect(formatDateTime('2026-03-05T01:30:00-0530')).toBe('05/03/2026 07:00');
    expect(formatDateTime('2026-03-05 12:00:00')).toBe('05/03/2026 12:00');
    expect(formatDateTime('2026-03-05T24:00:00Z')).toBe('06/03/2026 00:00');
  });

  it('follow daylight saving time on both sides of the change', () => {
    setDisplayTimeZone('Europe/London');
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29/03/2026 00:59');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29/03/2026 02:00');
    setDisplayTimeZone('America/New_York');
    expect(formatDateTime('2026-03-08T06:59:00Z')).toBe('08/03/2026 01:59');
    expect(formatDateTime('2026-03-08T07:00:00Z')).toBe('08/03/2026 03:00');
    // The hour repeated in autumn: two instants, one wall-clock time.
    expect(formatDateTime('2026-11-01T05:30:00Z')).toBe('01/11/2026 01:30');
    expect(formatDateTime('2026-11-01T06:30:00Z')).toBe('01/11/2026 01:30');
  });

  it('show a date without a time as written, whatever the zone', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', null]) {
      setDisplayTimeZone(zone);
      expect(formatDate('2024-02-29')).toBe('29/02/2024');
      expect(formatDateTime('2024-02-29')).toBe('29/02/2024');
    }
  });

  it('answer "N/A" for empty, malformed and impossible values', () => {
    for (const value of [
      '',
      null,
      undefined,
      'not a date',
      '2026-13-45',
      '2023-02-29',
      '2026-04-31',
      '2026-3-5',
      '2026-03-05T24:30:00Z',
      '2026-03-05T12:60:00Z',
      '2026-03-05T12:00:61Z',
      '2026-03-05T12:00:00+24:00',
    ]) {
      expect(formatDate(value), String(value)).toBe('N/A');
      expect(formatDateTime(value), String(value)).toBe('N/A');
    }
  });
});

describe('the display zone', () => {
  it('is the browser’s until one is chosen, and an unknown zone falls back to it', () => {
    expect(displayTimeZone()).toBe(browserTimeZone());
    setDisplayTimeZone('Europe/Paris');
    expect(displayTimeZone()).toBe('Europe/Paris');
    setDisplayTimeZone('Mars/Olympus_Mons');
    expect(displayTimeZone()).toBe(browserTimeZone());
  });

  it('tells subscribers when it changes, and only then', () => {
    const calls: string[] = [];
    const unsubscribe = subscribeDisplayTimeZone(() => calls.push(displayTimeZone()));
    setDisplayTimeZone('Europe/Paris');
    setDisplayTimeZone('Europe/Paris');
    setDisplayTimeZone(null);
    unsubscribe();
    setDisplayTimeZone('Asia/Tokyo');
    expect(calls).toEqual(['Europe/Paris', browserTimeZone()]);
  });
});

describe('formatDay', () => {
  it('shows the UTC day of a day kept as a timestamp, in every zone', () => {
    for (const zone of ['America/Los_Angeles', 'Asia/Tokyo']) {
      setDisplayTimeZone(zone);
      expect(formatDay('2026-05-07T00:00:00.000Z')).toBe('07/05/2026');
      expect(formatDay('2026-05-07')).toBe('07/05/2026');
    }
    expect(formatDay(null)).toBe('N/A');
    expect(formatDay('2026-02-30')).toBe('N/A');
  });
});

describe('formatMonthYear', () => {
  it('formats a year-month as written and an instant in the zone', () => {
    expect(formatMonthYear('2026-01')).toBe('January 2026');
    setDisplayTimeZone('Asia/Tokyo');
    expect(formatMonthYear('2023-07-31T20:00:00Z')).toBe('August 2023');
    setDisplayTimeZone('UTC');
    expect(formatMonthYear('2023-07-31T20:00:00Z')).toBe('July 2023');
    expect(formatMonthYear('yesterday')).toBe('N/A');
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('says how long ago or ahead a time is, in the largest whole unit', () => {
    expect(formatTimeAgo('2026-11-27T11:59:30Z', now)).toBe('just now');
    expect(formatTimeAgo('2026-11-27T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatTimeAgo('2026-11-27T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatTimeAgo('2026-11-26T12:00:00Z', now)).toBe('1 day ago');
    expect(formatTimeAgo('2026-11-02T12:00:00Z', now)).toBe('25 days ago');
    expect(formatTimeAgo('2026-08-27T12:00:00Z', now)).toBe('3 months ago');
    expect(formatTimeAgo('2024-11-27T12:00:00Z', now)).toBe('2 years ago');
    expect(formatTimeAgo('2026-11-29T12:00:00Z', now)).toBe('in 2 days');
  });

  it('answers "N/A" for what is no time', () => {
    expect(formatTimeAgo('soon', now)).toBe('N/A');
    expect(formatTimeAgo(null, now)).toBe('N/A');
  });
});

describe('typed days', () => {
  it('reads dd/mm/yyyy (and single digits, dots or dashes) as yyyy-MM-dd', () => {
    expect(parseTypedDay('07/05/2026')).toBe('2026-05-07');
    expect(parseTypedDay(' 7/5/2026 ')).toBe('2026-05-07');
    expect(parseTypedDay('29.02.2024')).toBe('2024-02-29');
    expect(parseTypedDay('31-12-2026')).toBe('2026-12-31');
  });

  it('refuses impossible dates and other forms', () => {
    for (const text of ['31/04/2026', '29/02/2027', '00/01/2026', '12/13/2026', '2026-05-07', '']) {
      expect(parseTypedDay(text), text).toBeNull();
    }
  });

  it('shows a yyyy-MM-dd value as dd/mm/yyyy', () => {
    expect(typedDayOf('2026-05-07')).toBe('07/05/2026');
    expect(typedDayOf('2026-02-30')).toBe('');
    expect(typedDayOf(null)).toBe('');
  });

  it('knows today on the admin’s calendar', () => {
    setDisplayTimeZone('Asia/Tokyo');
    expect(todayIso(new Date('2026-11-27T20:00:00Z'))).toBe('2026-11-28');
    setDisplayTimeZone('America/Los_Angeles');
    expect(todayIso(new Date('2026-11-27T05:00:00Z'))).toBe('2026-11-26');
  });
});
