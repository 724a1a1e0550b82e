import { describe, expect, it } from 'vitest';
import { fieldChanges } from './field-changes.js';

describe('fieldChanges', () => {
  it('keeps only the fields whose value differs, before and after', () => {
    expect(
      fieldChanges(
        { id: 1, name: 'Old', status: 'draft' },
        { id: 1, name: 'New', status: 'draft' },
      ),
    ).toEqual({ before: { name: 'Old' }, after: { name: 'New' } });
  });

  it('compares lists and nested objects by content', () => {
    const before = { skills: [{ id: 1 }, { id: 2 }], partner: { id: 7 } };
    expect(fieldChanges(before, { skills: [{ id: 1 }, { id: 2 }], partner: { id: 7 } })).toEqual({
      before: {},
      after: {},
    });
    expect(fieldChanges(before, { skills: [{ id: 2 }], partner: { id: 7 } })).toEqual({
      before: { skills: [{ id: 1 }, { id: 2 }] },
      after: { skills: [{ id: 2 }] },
    });
  });

  it('tells a value set to null from one left as it was', () => {
    expect(fieldChanges({ expiration: '2030-01-01' }, { expiration: null })).toEqual({
      before: { expiration: '2030-01-01' },
      after: { expiration: null },
    });
  });
});
