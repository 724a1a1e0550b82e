import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

let connection: SqliteDatabase.Database;
beforeEach(() => {
  connection = new SqliteDatabase(':memory:');
  connection.exec('create table t (id integer primary key, name text)');
  connection.exec("insert into t (name) values ('a'), ('b'), ('c')");
});
afterEach(() => {
  if (connection.open) connection.close();
});

describe('the statement cache', () => {
  it('prepares each SQL text once and reuses it', () => {
    const db = withStatementCache(connection);
    const first = db.prepare('select name from t where id = ?');
    const again = db.prepare('select name from t where id = ?');
    expect(again).toBe(first);
    expect(again.all([2])).toEqual([{ name: 'b' }]);
    expect(db.prepare('select name from t where id > ?')).not.toBe(first);
  });

  it('gives a fresh statement while the cached one is still being iterated', () => {
    const db = withStatementCache(connection);
    const sql = 'select id from t order by id';
    const rows = db.prepare(sql).iterate([]);
    expect(rows.next().value).toEqual({ id: 1 });
    const other = db.prepare(sql);
    expect(other.all([])).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect([...rows]).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('forgets the least recently used statement beyond its size', () => {
    const db = withStatementCache(connection, 2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(one); // now the most recent
    db.prepare('select 3'); // evicts "select 2"
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
  });

  it('sees a schema change made after the statement was prepared', () => {
    const db = withStatementCache(connection);
    expect(db.prepare('select * from t where id = ?').all([1])).toEqual([{ id: 1, name: 'a' }]);
    connection.exec("alter table t add column note text default 'x'");
    expect(db.prepare('select * from t where id = ?').all([1])).toEqual([
      { id: 1, name: 'a', note: 'x' },
    ]);
  });

  it('closes the connection', () => {
    withStatementCache(connection).close();
    expect(connection.open).toBe(false);
  });
});
