import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { UsersTable } from '../db/schema.js';
import { fixtureNow as now, nextFixtureNumber as next } from './fixture-sequence.js';

/** Small row factories for tests: sensible defaults, any column overridable. */

export async function insertUser(db: Db, overrides: Partial<Insertable<UsersTable>> = {}) {
  const n = next();
  const row = await db
    .insertInto('users')
    .values({
      first_name: `First${n}`,
      last_name: `Last${n}`,
      email: `user${n}@example.com`,
      profession: 'Engineer',
      profile_picture: null,
      is_blocked: 0,
      created_at: now(),
      updated_at: now(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The columns of a user a list shows and searches, as `insertManyUsers` returns them. */
export type StoredUser = { id: number; first_name: string; last_name: string; email: string };

/**
 * `count` users at once, 500 to a statement, each named by `userOf(i)` and registered now (a list
 * larger than the server counts exactly). Returns every user stored, in id order.
 */
export async function insertManyUsers(
  db: Db,
  count: number,
  userOf: (i: number) => Pick<Insertable<UsersTable>, 'first_name' | 'last_name' | 'email'>,
): Promise<StoredUser[]> {
  const registered = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    ...userOf(i),
    is_blocked: 0,
    created_at: registered,
    updated_at: registered,
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('users')
      .values(rows.slice(start, start + 500))
      .execute();
  }
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .orderBy('id')
    .execute();
}
