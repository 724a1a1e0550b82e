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
