import { describe, expect, it } from 'vitest';
import { sortedRows } from './sorted-rows';

const names = ['Écrire', 'apple', 'Banana', 'cherry', '10 items', '9 items'];
const byName = { name: (name: string) => name };

describe('sortedRows', () => {
  it('orders A–Z and Z–A, accents and case aside, numbers by value', () => {
    expect(sortedRows(names, 'name', byName)).toEqual([
      '9 items',
      '10 items',
      'apple',
      'Banana',
      'cherry',
      'Écrire',
    ]);
    expect(sortedRows(names, '-name', byName)[0]).toBe('Écrire');
  });

  it('orders numbers as numbers, and leaves the rows as they are for an unknown field', () => {
    expect(sortedRows([3, 10, 2], 'n', { n: (n: number) => n })).toEqual([2, 3, 10]);
    expect(sortedRows(names, 'size', byName)).toBe(names);
  });
});
