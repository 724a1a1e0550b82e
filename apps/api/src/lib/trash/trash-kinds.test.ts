import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { PARENTS, TRASH_PLANS, type Part } from './trash-kinds.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type ForeignKey = { table: string; column: string; references: string };

/** Every foreign key of the database, read from the database itself. */
async function foreignKeys(): Promise<ForeignKey[]> {
  const { db, dialect } = t.database;
  if (dialect === 'postgres') {
    const { rows } = await sql<ForeignKey>`
      select kcu.table_name as "table", kcu.column_name as "column",
             ccu.table_name as "references"
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()`.execute(db);
    return rows;
  }
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const keys: ForeignKey[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ table: string; from: string }>`
      select * from pragma_foreign_key_list(${name})`.execute(db);
    for (const row of rows) keys.push({ table: name, column: row.from, references: row.table });
  }
  return keys;
}

/** What a declared unit, parent or link covers: `table.column → referenced table`. */
function declared(): Set<string> {
  const covered = new Set<string>();
  const walk = (parent: string, parts: readonly Part[]) => {
    for (const part of parts) {
      covered.add(`${part.table}.${part.key} → ${parent}`);
      walk(part.table, part.parts ?? []);
    }
  };
  for (const plan of Object.values(TRASH_PLANS)) {
    walk(plan.table, plan.parts);
    for (const link of plan.links ?? []) covered.add(`${link.table}.${link.key} → ${plan.table}`);
  }
  for (const [table, refs] of Object.entries(PARENTS)) {
    for (const ref of refs ?? []) covered.add(`${table}.${ref.column} → ${ref.table}`);
  }
  return covered;
}

/** References that end with a delete on purpose: a user's app sign-ins. */
const ENDED_WITH_DELETE = new Set(['user_access_tokens.user_id → users']);

describe('the trash’s units', () => {
  it('take along or check every row the database ties to a record the trash holds', async () => {
    const trashed = new Set(Object.values(TRASH_PLANS).map((plan) => plan.table));
    const inUnits = new Set<string>();
    const walk = (parts: readonly Part[]) => {
      for (const part of parts) {
        inUnits.add(part.table);
        walk(part.parts ?? []);
      }
    };
    for (const plan of Object.values(TRASH_PLANS)) walk(plan.parts);
    const covered = declared();
    const missing = (await foreignKeys())
      .filter((key) => trashed.has(key.references as never) || inUnits.has(key.references))
      .filter((key) => !key.table.startsWith('trash_'))
      .map((key) => `${key.table}.${key.column} → ${key.references}`)
      .filter((key) => !covered.has(key) && !ENDED_WITH_DELETE.has(key));
    expect(missing).toEqual([]);
  });
});
