import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps text that fits', () => {
    expect(truncate('Ada Lovelace', 20)).toBe('Ada Lovelace');
    expect(truncate('x'.repeat(20), 20)).toBe('x'.repeat(20));
    expect(truncate('', 20)).toBe('');
  });

  it('cuts longer text to the length and adds "..."', () => {
    expect(truncate('Alexandra Catherine Montgomery', 20)).toBe('Alexandra Catherine ...');
    expect(truncate('x'.repeat(21), 20)).toBe(`${'x'.repeat(20)}...`);
  });

  it('can cut only past a separate threshold (partner card: 12 when longer than 10)', () => {
    expect(truncate('Acme Corp!', 12, { whenLongerThan: 10 })).toBe('Acme Corp!');
    expect(truncate('Acme Corpora', 12, { whenLongerThan: 10 })).toBe('Acme Corpora...');
    expect(truncate('Acme Corporation', 12, { whenLongerThan: 10 })).toBe('Acme Corpora...');
  });

  it('never splits a character made of two code units', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀...');
  });
});
