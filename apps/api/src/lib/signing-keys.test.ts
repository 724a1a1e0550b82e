import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { openSecondConnection } from '../testing/second-connection.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { signingKey } from './signing-keys.js';

let t: TestApp;
let second: DatabaseHandle;

beforeAll(async () => {
  t = await buildTestApp();
  second = await openSecondConnection(t.database);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const keyRows = (purpose: string) =>
  t.database.db.selectFrom('signing_keys').selectAll().where('purpose', '=', purpose).execute();

describe('signing keys', () => {
  it('are created once, even when two processes ask at the same time', async () => {
    const [first, other] = await Promise.all([
      signingKey(t.database.db, 'race'),
      signingKey(second.db, 'race'),
    ]);
    expect(first.length).toBe(32);
    expect(other.equals(first)).toBe(true);
    expect(await keyRows('race')).toHaveLength(1);
  });

  it('are read once per database and then reused', async () => {
    const key = await signingKey(t.database.db, 'cached');
    await t.database.db.deleteFrom('signing_keys').where('purpose', '=', 'cached').execute();
    expect((await signingKey(t.database.db, 'cached')).equals(key)).toBe(true);
  });

  it('differ by purpose', async () => {
    const a = await signingKey(t.database.db, 'purpose-a');
    const b = await signingKey(t.database.db, 'purpose-b');
    expect(a.equals(b)).toBe(false);
  });
});
