import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation.js';

const sqliteDuplicate = Object.assign(new Error('UNIQUE constraint failed'), {
  code: 'SQLITE_CONSTRAINT_UNIQUE',
});
const postgresDuplicate = Object.assign(new Error('duplicate key value'), { code: '23505' });

describe('isUniqueViolation', () => {
  it('recognises SQLite and PostgreSQL duplicates only', () => {
    expect(isUniqueViolation(sqliteDuplicate)).toBe(true);
    expect(isUniqueViolation(postgresDuplicate)).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
