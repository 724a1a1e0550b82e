import { sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertManyUsers } from '../../testing/fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { byName } from '../sorting.js';
import { exportBatches, listCsv } from './list-export.js';
import { idsMatching, pageOf } from './list-reads.js';
import type { ListContext, ListFilterInput, ListTable, SortOrder } from './list-table.js';

/**
 * The generic list reads against a real table (users), each answer checked against the same
 * question answered in memory: every page of every path (no search, a rare term, a common term
 * whose matches all sort last), read from either end; the bulk targets; the export's keyset
 * batches, a nullable key's nulls last in either direction; the CSV's cells.
 */
let t: TestApp;
let context: ListContext;

const COUNT = 1_400;
/** Users named Zed from here on: a common term, every match at the end of the A–Z order. */
const ZED_FROM = 300;

type Sort = 'first_name' | 'name' | 'profession';
/** Conditions whose matches lie all at the end of the A–Z order, spread through it, or both. */
const CONDITIONS = {
  zed: {
    sql: sql<SqlBool>`lower(${sql.ref('users.first_name')}) = 'zed'`,
    test: (row: Row & { last_name: string }) => row.first_name === 'Zed',
  },
  'has a profession': {
    sql: sql<SqlBool>`${sql.ref('users.profession')} is not null`,
    test: (row: Row) => row.profession !== null,
  },
  'zed or rare': {
    sql: sql<SqlBool>`(lower(${sql.ref('users.first_name')}) = 'zed' or ${sql.ref('users.last_name')} = 'Rarename')`,
    test: (row: Row & { last_name: string }) =>
      row.first_name === 'Zed' || row.last_name === 'Rarename',
  },
} as const;

type Filter = ListFilterInput<Sort> & { blocked?: boolean; where?: keyof typeof CONDITIONS };
type Row = { id: number; first_name: string; profession: string | null; is_blocked: number };
type Item = { id: number; first_name: string; blocked: boolean };

const TABLE: ListTable<Filter, Sort, Item, Row, Item & { profession: string | null }> = {
  table: 'users',
  searchable: true,
  orderKeys: {
    first_name: [byName('users.first_name')],
    name: [byName('users.first_name'), byName('users.last_name')],
    profession: [{ nullable: sql`${sql.ref('users.profession')}`, last: { asc: '~', desc: '' } }],
  },
  defaultSort: { field: 'first_name', direction: 'asc' },
  // From the second page on, so that the tests read most deep pages through the counts.
  keyCounts: {
    orders: ['first_name', 'name'],
    key: byName('users.first_name'),
    fromOffset: 25,
    table: 'user_first_name_counts',
    columns: { value: 'name_key', rows: 'users' },
  },
  walkColumns: [
    'users.id',
    'users.first_name',
    'users.last_name',
    'users.email',
    'users.is_blocked',
  ],
  conditions: (filter) => [
    ...(filter.blocked === undefined
      ? []
      : [sql<SqlBool>`${sql.ref('users.is_blocked')} = ${filter.blocked ? 1 : 0}`]),
    ...(filter.where === undefined ? [] : [CONDITIONS[filter.where].sql]),
  ],
  itemsById: async ({ db }, ids) =>
    (
      await db
        .selectFrom('users')
        .select(['id', 'first_name', 'is_blocked'])
        .where('id', 'in', ids)
        .execute()
    ).map((row) => ({ id: row.id, first_name: row.first_name, blocked: row.is_blocked === 1 })),
  exportRows: (db) =>
    db.selectFrom('users').select(['id', 'first_name', 'profession', 'is_blocked']),
  exportItems: (_context, rows) =>
    rows.map((row) => ({
      id: row.id,
      first_name: row.first_name,
      profession: row.profession,
      blocked: row.is_blocked === 1,
    })),
};

let stored: (Row & { last_name: string; text: string })[] = [];

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The list's order, in memory. */
function sorted(rows: typeof stored, sort: SortOrder<Sort>) {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keys = (row: (typeof rows)[number]) =>
    sort.field === 'profession'
      ? [row.profession ?? (sort.direction === 'asc' ? '~' : '')]
      : sort.field === 'name'
        ? [row.first_name.toLowerCase(), row.last_name.toLowerCase()]
        : [row.first_name.toLowerCase()];
  const byKeys = (a: string[], b: string[]) =>
    a.reduce((order, value, i) => order || compare(value, b[i]!), 0);
  return [...rows].sort((a, b) => sign * (byKeys(keys(a), keys(b)) || a.id - b.id));
}

const matching = (filter: Filter) =>
  stored.filter(
    (row) =>
      (filter.blocked === undefined || row.is_blocked === (filter.blocked ? 1 : 0)) &&
      (filter.where === undefined || CONDITIONS[filter.where].test(row)) &&
      (!filter.s || row.text.includes(filter.s.toLowerCase())),
  );

const expected = (filter: Filter, page: number, perPage: number) =>
  sorted(matching(filter), filter.sort ?? TABLE.defaultSort)
    .slice((page - 1) * perPage, page * perPage)
    .map((row) => row.id);

beforeAll(async () => {
  t = await buildTestApp();
  context = { db: t.database.db, dialect: t.database.dialect, config: t.config };
  const users = await insertManyUsers(t.database.db, COUNT, (i) => ({
    first_name: i >= ZED_FROM ? 'Zed' : `Ann${i}`,
    last_name: i % 97 === 0 ? 'Rarename' : `Person${i}`,
    email: `user${i}@lists.example`,
  }));
  const blockedIds = users.filter((_, i) => i % 3 === 0).map((u) => u.id);
  await t.database.db
    .updateTable('users')
    .set({ is_blocked: 1 })
    .where('id', 'in', blockedIds)
    .execute();
  const professionIds = users.filter((_, i) => i % 4 !== 0).map((u) => u.id);
  await t.database.db
    .updateTable('users')
    .set({ profession: sql`'Job ' || (id % 13)` })
    .where('id', 'in', professionIds)
    .execute();
  stored = (
    await t.database.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email', 'profession', 'is_blocked'])
      .execute()
  ).map((row) => ({
    ...row,
    text: `${row.first_name} ${row.last_name} ${row.email}`.toLowerCase(),
  }));
});
afterAll(async () => {
  await t.close();
});

describe('pageOf', () => {
  const filters: [string, Filter][] = [
    ['no filter', {}],
    ['no filter, descending', { sort: { field: 'first_name', direction: 'desc' } }],
    ['no filter, by full name', { sort: { field: 'name', direction: 'asc' } }],
    ['no filter, by full name, descending', { sort: { field: 'name', direction: 'desc' } }],
    ['a filter, descending', { blocked: true, sort: { field: 'first_name', direction: 'desc' } }],
    ['a nullable order', { sort: { field: 'profession', direction: 'asc' } }],
    ['a nullable order, descending', { sort: { field: 'profession', direction: 'desc' } }],
    ['a rare term', { s: 'rarename' }],
    ['a rare term and a filter', { s: 'rarename', blocked: false }],
    ['a common term', { s: 'lists.example' }],
    ['a common term whose matches sort last', { s: 'zed' }],
    ['a common term and a filter', { s: 'lists.example', blocked: true }],
    // More than EXACT_COUNT_LIMIT matches each, so the total is an estimate and the page is
    // walked along the order first (PostgreSQL: lib/lists/list-reads.ts, filteredWalk).
    ['a filter whose matches all sort last', { where: 'zed' }],
    [
      'a filter whose matches all sort first, descending',
      { where: 'zed', sort: { field: 'first_name', direction: 'desc' } },
    ],
    ['a filter whose matches are spread', { where: 'has a profession' }],
    ['a filter with a few matches early and most last', { where: 'zed or rare' }],
  ];

  it.each(filters)('pages %s as sorting every row would, from either end', async (_, filter) => {
    const perPage = 25;
    const rows = matching(filter).length;
    const lastPage = Math.max(1, Math.ceil(rows / perPage));
    for (const page of [1, 2, Math.ceil(lastPage / 2), lastPage - 1, lastPage, lastPage + 1]) {
      if (page < 1) continue;
      const result = await pageOf(context, TABLE, { ...filter, page, per_page: perPage });
      expect(
        result.items.map((item) => item.id),
        `page ${page}`,
      ).toEqual(expected(filter, page, perPage));
      expect(result.page).toEqual({ page, perPage });
      if (!result.total.estimate) expect(result.total.value).toBe(rows);
    }
  });

  it('says when a common term’s total is an estimate, and counts a rare one exactly', async () => {
    const common = await pageOf(context, TABLE, { s: 'lists.example', page: 1, per_page: 10 });
    expect(common.total.estimate).toBe(true);
    expect(common.total.value).toBeGreaterThan(1_000);
    const rare = await pageOf(context, TABLE, { s: 'rarename', page: 1, per_page: 10 });
    expect(rare.total).toEqual({ value: matching({ s: 'rarename' }).length, estimate: false });
  });
});

describe('idsMatching', () => {
  it('gives the ids a filter selects, in its order, at most the limit', async () => {
    const filter: Filter = {
      s: 'zed',
      blocked: true,
      sort: { field: 'first_name', direction: 'desc' },
    };
    expect(await idsMatching(context, TABLE, filter, 40)).toEqual(expected(filter, 1, 40));
    expect(await idsMatching(context, TABLE, { s: 'qzxjv' }, 40)).toEqual([]);
  });
});

describe('exportBatches', () => {
  it.each<[string, Filter]>([
    ['by name', { sort: { field: 'first_name', direction: 'asc' } }],
    ['with nulls last, ascending', { sort: { field: 'profession', direction: 'asc' } }],
    ['with nulls last, descending', { sort: { field: 'profession', direction: 'desc' } }],
    ['searched and filtered', { s: 'rarename', blocked: false }],
  ])('walks every row %s in batches, in the list’s order', async (_, filter) => {
    const walked: number[] = [];
    for await (const batch of exportBatches(context, TABLE, filter, 97)) {
      expect(batch.length).toBeLessThanOrEqual(97);
      walked.push(...batch.map((row) => row.id));
    }
    expect(walked).toEqual(expected(filter, 1, COUNT));
  });
});

describe('listCsv', () => {
  it('writes the definition’s columns, flags as yes/no, nothing as an empty cell', async () => {
    const csv = listCsv(
      context,
      {
        name: 'people',
        exportColumns: [
          { header: 'ID', field: 'id' },
          { header: 'Blocked', field: 'blocked' },
          { header: 'Profession', field: 'profession' },
        ],
      },
      TABLE,
      { s: 'rarename', sort: { field: 'first_name', direction: 'asc' } },
    );
    expect(csv.name).toBe('people');
    const lines: string[] = [];
    for await (const records of csv.batches) {
      for (const record of records) lines.push(csv.columns.map((c) => c.value(record)).join(','));
    }
    expect(lines).toEqual(
      sorted(matching({ s: 'rarename' }), { field: 'first_name', direction: 'asc' }).map(
        (row) => `${row.id},${row.is_blocked === 1 ? 'yes' : 'no'},${row.profession ?? ''}`,
      ),
    );
  });
});
