import { BULK_LIMIT, BULK_MESSAGES, USER_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, csvFileName } from '../../lib/csv-export.js';
import { insertUser } from '../../testing/fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });

type Named = { id: number; first_name: string; last_name: string; email: string };
const people: Record<string, Named & { blocked: boolean; created_at: string }> = {};

/** Users of a list's filters: registered on three days, some blocked, names sorting apart. */
const USERS = [
  ['Zoë', 'Ångström', 'zoe@list.example', true, '2024-01-05T10:00:00.000Z'],
  ['adam', 'Young', 'adam@list.example', false, '2024-02-10T08:00:00.000Z'],
  ['Adam', 'Baker', 'baker@list.example', false, '2024-02-10T09:00:00.000Z'],
  ['=HYPERLINK("x")', '+Plus', '@at@list.example', false, '2024-02-29T23:59:59.999Z'],
  ['Mia', '-Minus', 'mia@list.example', true, '2024-03-01T00:00:00.000Z'],
] as const;

const list = async (query: string) => {
  const response = await t.app.inject({ url: `/api/admin/users${query}`, headers: auth() });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Named[]; meta: { total: number } }).data;
};
const exportCsv = (query = '') =>
  t.app.inject({ url: `/api/admin/users/export${query}`, headers: auth() });
const bulk = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/users/bulk', headers: auth(), payload });

/** The CSV's lines without the BOM, each split on commas outside quotes. */
function rowsOf(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  return lines.map((line) =>
    [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
      .filter((match, i, all) => i < all.length - 1 || match[0] !== '')
      .map(([, cell]) => (cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!)),
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  for (const [first_name, last_name, email, blocked, created_at] of USERS) {
    const id = await insertUser(t.database.db, {
      first_name,
      last_name,
      email,
      is_blocked: blocked ? 1 : 0,
      created_at,
      updated_at: created_at,
    });
    people[email] = { id, first_name, last_name, email, blocked, created_at };
  }
});
afterAll(async () => {
  await t.close();
});

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const idOf = (email: string) => people[email]!.id;

describe('GET /api/admin/users filters and orders', () => {
  it('filters by blocked state and by registration days (inclusive, UTC)', async () => {
    expect(ids(await list('?blocked=yes'))).toEqual([
      idOf('mia@list.example'),
      idOf('zoe@list.example'),
    ]);
    expect((await list('?blocked=no')).map((u) => u.email)).toEqual([
      '@at@list.example',
      'adam@list.example',
      'baker@list.example',
    ]);
    expect(
      (await list('?registered_from=2024-02-10&registered_to=2024-02-29')).map((u) => u.email),
    ).toEqual(['@at@list.example', 'adam@list.example', 'baker@list.example']);
    expect((await list('?registered_from=2024-03-01')).map((u) => u.email)).toEqual([
      'mia@list.example',
    ]);
    expect((await list('?registered_to=2024-01-05&blocked=yes')).map((u) => u.email)).toEqual([
      'zoe@list.example',
    ]);
    expect(await list('?registered_to=2024-01-04')).toEqual([]);
    expect((await list('?s=adam&blocked=no')).map((u) => u.email)).toEqual([
      'adam@list.example',
      'baker@list.example',
    ]);
    expect(await list('?s=adam&blocked=yes')).toEqual([]);
  });

  it('sorts by full name, email and registration date, both ways, ties by id', async () => {
    expect((await list('?sort=name')).map((u) => u.email)).toEqual([
      '@at@list.example',
      'baker@list.example',
      'adam@list.example',
      'mia@list.example',
      'zoe@list.example',
    ]);
    expect((await list('?sort=-email')).map((u) => u.email)).toEqual([
      'zoe@list.example',
      'mia@list.example',
      'baker@list.example',
      'adam@list.example',
      '@at@list.example',
    ]);
    expect((await list('?sort=-created_at&blocked=no')).map((u) => u.email)).toEqual([
      '@at@list.example',
      'baker@list.example',
      'adam@list.example',
    ]);
  });

  it.each([
    ['?blocked=maybe', 'blocked'],
    ['?registered_from=2024-02-30', 'registered_from'],
    ['?registered_to=10/02/2024', 'registered_to'],
  ])('rejects %s with 422 naming the field', async (query, field) => {
    const response = await t.app.inject({ url: `/api/admin/users${query}`, headers: auth() });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });
});

describe('GET /api/admin/users/export', () => {
  it('answers a dated UTF-8 CSV with a BOM, every matching user in the list’s order', async () => {
    const response = await exportCsv('?sort=-created_at');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${csvFileName('users')}"`,
    );
    expect(csvFileName('users')).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = rowsOf(response.rawPayload.toString('utf8'));
    expect(rows[0]).toEqual([
      'ID',
      'First name',
      'Last name',
      'Email',
      'Profession',
      'Blocked',
      'Registered',
    ]);
    // The admin of the test app is no user; the list holds exactly the fixture's users.
    expect(rows.slice(1).map((row) => row[3])).toEqual([
      'mia@list.example',
      "'@at@list.example",
      'baker@list.example',
      'adam@list.example',
      'zoe@list.example',
    ]);
    const zoe = rows.find((row) => row[3] === 'zoe@list.example');
    expect(zoe).toEqual([
      String(idOf('zoe@list.example')),
      'Zoë',
      'Ångström',
      'zoe@list.example',
      'Engineer',
      'yes',
      '2024-01-05T10:00:00.000Z',
    ]);
  });

  it('defuses cells a spreadsheet would run as formulas', async () => {
    const rows = rowsOf((await exportCsv('?s=list.example&sort=name')).body);
    const formula = rows.find((row) => row[0] === String(idOf('@at@list.example')))!;
    expect(formula.slice(1, 4)).toEqual([`'=HYPERLINK("x")`, "'+Plus", "'@at@list.example"]);
    const mia = rows.find((row) => row[3] === 'mia@list.example')!;
    expect(mia[2]).toBe("'-Minus");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('a "quoted", text')).toBe('"a ""quoted"", text"');
  });

  it('keeps the list’s filters: blocked, registered between and the search', async () => {
    const emails = async (query: string) =>
      rowsOf((await exportCsv(query)).body)
        .slice(1)
        .map((row) => row[3]);
    expect(await emails('?blocked=yes')).toEqual(['mia@list.example', 'zoe@list.example']);
    expect(await emails('?registered_from=2024-02-01&registered_to=2024-02-28&sort=-name')).toEqual(
      ['adam@list.example', 'baker@list.example'],
    );
    expect(await emails('?s=ADAM&sort=email')).toEqual(['adam@list.example', 'baker@list.example']);
    expect(rowsOf((await exportCsv('?s=nobody-at-all')).body)).toHaveLength(1);
  });

  it('pages through more users than one batch without repeating or losing any', async () => {
    const created: number[] = [];
    for (let i = 0; i < 1203; i++) {
      created.push(
        await insertUser(t.database.db, {
          // Many equal names: the id decides between them, across batch boundaries.
          first_name: i % 2 === 0 ? 'Same' : `Name${i % 7}`,
          last_name: 'Batch',
          email: `batch${i}@export.example`,
          created_at: '2023-06-01T00:00:00.000Z',
        }),
      );
    }
    try {
      for (const sort of ['first_name', '-name', 'email', '-created_at']) {
        const rows = rowsOf((await exportCsv(`?registered_to=2023-06-01&sort=${sort}`)).body);
        const got = rows.slice(1).map((row) => Number(row[0]));
        expect(got).toHaveLength(created.length);
        expect(new Set(got).size).toBe(created.length);
        const listed = await list(`?registered_to=2023-06-01&sort=${sort}`);
        expect(got.slice(0, 10)).toEqual(ids(listed));
      }
    } finally {
      await t.database.db.deleteFrom('users').where('id', 'in', created).execute();
    }
  });

  it('is for signed-in admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/users/export' })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/users/bulk', () => {
  it('blocks each user on its own: done, skipped when already blocked, refused when missing', async () => {
    const fresh = await insertUser(t.database.db, { email: 'fresh@bulk.example' });
    const already = idOf('zoe@list.example');
    const missing = 987_654;
    const response = await bulk({ action: 'block', ids: [fresh, already, missing, fresh] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      message: BULK_MESSAGES.summary(1, 1, 1),
      data: {
        bulk_id: expect.any(String),
        done: 1,
        skipped: 1,
        refused: 1,
        items: [
          { id: fresh, outcome: 'done' },
          { id: already, outcome: 'skipped', reason: USER_MESSAGES.alreadyBlocked },
          { id: missing, outcome: 'refused', reason: USER_MESSAGES.notFound },
        ],
      },
    });
    const row = await t.database.db
      .selectFrom('users')
      .select('is_blocked')
      .where('id', '=', fresh)
      .executeTakeFirstOrThrow();
    expect(row.is_blocked).toBe(1);
    // Only the changed user has an audit row; the skipped and refused ones wrote nothing.
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'user')
      .where('entity_id', 'in', [fresh, already, missing])
      .execute();
    expect(audit).toEqual([{ action: 'block', entity_id: fresh }]);
    await t.database.db.deleteFrom('users').where('id', '=', fresh).execute();
  });

  it('unblocks the users a filter selects, each audited', async () => {
    const response = await bulk({ action: 'unblock', filter: { blocked: 'yes', s: 'list' } });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ done: 2, skipped: 0, refused: 0 });
    expect(ids(data.items).sort()).toEqual(
      [idOf('mia@list.example'), idOf('zoe@list.example')].sort(),
    );
    expect(await list('?blocked=yes&s=list')).toEqual([]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('entity', '=', 'user')
      .where('action', '=', 'unblock')
      .execute();
    expect(audit.map((row) => row.entity_id).sort()).toEqual(
      [idOf('mia@list.example'), idOf('zoe@list.example')].sort(),
    );
  });

  it.each([
    [{ action: 'archive', ids: [1] }, 'action'],
    [{ action: 'block' }, 'ids'],
    [{ action: 'block', ids: [1], filter: {} }, 'ids'],
    [{ action: 'block', ids: [] }, 'ids'],
    [{ action: 'block', ids: ['x'] }, 'ids.0'],
    [{ action: 'block', ids: Array.from({ length: BULK_LIMIT + 1 }, (_, i) => i + 1) }, 'ids'],
  ])('rejects %j with 422', async (payload, field) => {
    const response = await bulk(payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('refuses a filter matching more than the bulk limit, changing nothing', async () => {
    const now = new Date().toISOString();
    const rows = Array.from({ length: BULK_LIMIT + 1 }, (_, i) => ({
      first_name: 'Many',
      last_name: 'Limit',
      email: `many${i}@limit.example`,
      is_blocked: 0,
      created_at: '2020-01-01T00:00:00.000Z',
      updated_at: now,
    }));
    await t.database.db.insertInto('users').values(rows).execute();
    const response = await bulk({ action: 'block', filter: { registered_to: '2020-01-01' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(BULK_MESSAGES.tooMany);
    expect(await list('?registered_to=2020-01-01&blocked=yes')).toEqual([]);
    await t.database.db.deleteFrom('users').where('last_name', '=', 'Limit').execute();
  });

  it('is for signed-in admins, with the anti-forgery token for a session', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/bulk',
      payload: { action: 'block', ids: [1] },
    });
    expect(anonymous.statusCode).toBe(401);
    const { cookies } = await t.signInWithCookies();
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/bulk',
      cookies,
      payload: { action: 'block', ids: [1] },
    });
    expect(noToken.statusCode).toBe(419);
  });
});
