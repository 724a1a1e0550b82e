import { describe, expect, it } from 'vitest';
import { csvRecords, runsFor } from './export.js';

describe('the export section', () => {
  it('counts the rows of a CSV file, a quoted cell holding line breaks being one row', () => {
    expect(csvRecords('\uFEFFID,Changes\r\n')).toBe(0);
    expect(csvRecords('\uFEFFID,Changes\r\n1,"a\nb"\r\n2,"say ""hi""\r\nthen go"\r\n3,\r\n')).toBe(
      3,
    );
  });

  it('runs a big export fewer times than a small one, never fewer than 3 nor more than asked', () => {
    expect(runsFor(300_000, 30)).toBe(3);
    expect(runsFor(40_000, 30)).toBe(8);
    expect(runsFor(71, 30)).toBe(30);
    expect(runsFor(0, 30)).toBe(30);
    expect(runsFor(300_000, 2)).toBe(2);
  });
});
