import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type Db } from './database.js';
import { precompiled, precompiledList } from './precompiled.js';

let database: DatabaseHandle;
beforeEach(async () => {
  database = openDatabase('sqlite::memory:');
  await database.db.schema
    .createTable('job_types')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('name', 'text')
    .execute();
  await database.db
    .insertInto('job_types')
    .values([{ name: 'Full time' }, { name: 'Part time' }, { name: 'Contract' }] as never)
    .execute();
});
afterEach(() => database.close());

describe('a precompiled query', () => {
  it('runs with each call’s values and compiles once per database', async () => {
    let builds = 0;
    const named = precompiled(['name', 0] as [string, number], (db: Db, name, above) => {
      builds += 1;
      return db
        .selectFrom('job_types')
        .select(['id', 'name'])
        .where('name', '=', name)
        .where('id', '>', above);
    });
    expect(await named(database.db, 'Part time', 0)).toEqual([{ id: 2, name: 'Part time' }]);
    expect(await named(database.db, 'Contract', 1)).toEqual([{ id: 3, name: 'Contract' }]);
    expect(await named(database.db, 'Contract', 3)).toEqual([]);
    expect(builds).toBe(1);

    const other = openDatabase('sqlite::memory:');
    try {
      await expect(named(other.db, 'Contract', 0)).rejects.toThrow(/no such table/);
      expect(builds).toBe(2);
    } finally {
      await other.close();
    }
  });

  it('refuses a query that does not use its values once each, in order', async () => {
    const swapped = precompiled(['name', 0] as [string, number], (db: Db, name, above) =>
      db.selectFrom('job_types').select('id').where('id', '>', above).where('name', '=', name),
    );
    await expect(swapped(database.db, 'Contract', 0)).rejects.toThrow(/once, in order/);
    const unused = precompiled(['name'] as [string], (db: Db, _name: string) =>
      db.selectFrom('job_types').select('id'),
    );
    await expect(unused(database.db, 'Contract')).rejects.toThrow(/once, in order/);
  });

  it('runs a query of a list of values compiled once per length', async () => {
    const lengths: number[] = [];
    const named = precompiledList((db: Db, names: readonly string[]) => {
      lengths.push(names.length);
      return db.selectFrom('job_types').select('id').where('name', 'in', names).orderBy('id');
    });
    const ids = async (names: string[]) => (await named(database.db, names)).map((row) => row.id);
    expect(await ids(['Contract', 'Full time'])).toEqual([1, 3]);
    expect(await ids(['Part time', 'Contract'])).toEqual([2, 3]);
    expect(await ids(['Part time'])).toEqual([2]);
    expect(await ids(['Nothing', 'Part time'])).toEqual([2]);
    expect(lengths).toEqual([2, 1]);
    // A list longer than those kept is compiled for its one call.
    const many = Array.from({ length: 150 }, (_, i) => (i === 149 ? 'Full time' : `x${i}`));
    expect(await ids(many)).toEqual([1]);
    expect(await ids(many)).toEqual([1]);
    expect(lengths).toEqual([2, 1, 150, 150]);
  });
});
