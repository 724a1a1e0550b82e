import { describe, expect, it } from 'vitest';
import { MONTH_NAMES } from './months';

describe('MONTH_NAMES', () => {
  it('lists the twelve months from January to December', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(MONTH_NAMES[0]).toBe('January');
    expect(MONTH_NAMES[5]).toBe('June');
    expect(MONTH_NAMES[11]).toBe('December');
  });
});
