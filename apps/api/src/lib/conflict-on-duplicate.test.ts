import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { conflictOnDuplicate } from './conflict-on-duplicate.js';

const sqliteDuplicate = Object.assign(new Error('UNIQUE constraint failed'), {
  code: 'SQLITE_CONSTRAINT_UNIQUE',
});
const postgresDuplicate = Object.assign(new Error('duplicate key value'), { code: '23505' });
const failing = (error: unknown) => () => Promise.reject(error);

describe('conflictOnDuplicate', () => {
  it('returns what the write returns', async () => {
    await expect(conflictOnDuplicate(() => Promise.resolve(7), 'taken')).resolves.toBe(7);
  });

  it.each([[sqliteDuplicate], [postgresDuplicate]])(
    'turns a duplicate into a 409 with the message',
    async (duplicate) => {
      const error = await conflictOnDuplicate(failing(duplicate), 'The name is taken.').catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ statusCode: 409, message: 'The name is taken.' });
    },
  );

  it('computes a lazy message after the failure, from what the write chose', async () => {
    let chosen: string | undefined;
    const error = await conflictOnDuplicate(
      async () => {
        chosen = 'post-2';
        throw sqliteDuplicate;
      },
      () => (chosen ? `"${chosen}" is taken.` : undefined),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 409, message: '"post-2" is taken.' });
  });

  it('rethrows a duplicate unchanged when the lazy message has nothing to name', async () => {
    const error = await conflictOnDuplicate(failing(sqliteDuplicate), () => undefined).catch(
      (e: unknown) => e,
    );
    expect(error).toBe(sqliteDuplicate);
  });

  it('rethrows any other failure unchanged', async () => {
    const other = new Error('connection lost');
    const error = await conflictOnDuplicate(failing(other), 'taken').catch((e: unknown) => e);
    expect(error).toBe(other);
  });
});
