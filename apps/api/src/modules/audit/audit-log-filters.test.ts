import {
  AUDIT_FACET_LIMIT,
  AUDIT_MESSAGES,
  PERMISSION_MESSAGES,
  type AuditLogEntry,
} from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvFileName } from '../../lib/csv-export.js';
import { insertAuditRow } from '../../testing/audit-fixtures.js';
import { insertUser } from '../../testing/fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
let ada: number;
let eve: number;
const auth = (bearer = token) => ({ authorization: `Bearer ${bearer}` });
const get = (url: string, bearer = token) => t.app.inject({ url, headers: auth(bearer) });

async function list(query: string): Promise<{ data: AuditLogEntry[]; meta: { total: number } }> {
  const response = await get(`/api/admin/audit-log${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}
const ids = (body: { data: AuditLogEntry[] }) => body.data.map((entry) => entry.id);

/** A CSV file's records (BOM checked and removed), quoted cells unquoted, line breaks kept. */
function csvRecords(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i++;
    } else cell += char;
  }
  expect(cell).toBe('');
  expect(record).toEqual([]);
  return records;
}

/** Fixture rows: [id, action, entity, entity_id, admin, created_at]. */
type Fixture = { id: number; action: string; entity: string; adminId: number; at: string };
const fixtures: Fixture[] = [];
const newest = (rows: Fixture[]) =>
  [...rows].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id).map((row) => row.id);

const PLAN: [string, string, 'ada' | 'eve', string][] = [
  ['create', 'job', 'ada', '2026-03-01T10:00:00.000Z'],
  ['update', 'job', 'eve', '2026-03-01T23:59:59.999Z'],
  ['block', 'user', 'ada', '2026-03-02T00:00:00.000Z'],
  ['update', 'user', 'eve', '2026-03-02T12:00:00.000Z'],
  ['delete', 'job', 'ada', '2026-03-02T23:59:59.999Z'],
  ['update', 'job', 'ada', '2026-03-03T00:00:00.000Z'],
  ['block', 'user', 'eve', '2026-03-04T08:30:00.000Z'],
];

beforeAll(async () => {
  t = await buildTestApp();
  ada = await t.createAdmin();
  eve = await t.createAdmin({ email: 'eve@example.com', name: '=Eve, "the" Editor' });
  token = await t.loginAs();
  await t.database.db.deleteFrom('audit_log').execute();
  for (const [i, [action, entity, who, at]] of PLAN.entries()) {
    const adminId = who === 'ada' ? ada : eve;
    const id = await insertAuditRow(t.database.db, {
      admin_id: adminId,
      action,
      entity,
      entity_id: 500 + (i % 2),
      created_at: at,
    });
    fixtures.push({ id, action, entity, adminId, at });
  }
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/audit-log filters', () => {
  it('filters by action, alone and with a record type, newest first', async () => {
    const updates = await list('?action=update');
    expect(ids(updates)).toEqual(newest(fixtures.filter((row) => row.action === 'update')));
    expect(updates.meta.total).toBe(3);
    const jobUpdates = await list('?action=update&entity=job');
    expect(ids(jobUpdates)).toEqual(
      newest(fixtures.filter((row) => row.action === 'update' && row.entity === 'job')),
    );
    const byEve = await list(`?action=block&admin_id=${eve}`);
    expect(ids(byEve)).toEqual([fixtures[6]!.id]);
    expect((await list('?action=approve')).meta.total).toBe(0);
  });

  it('keeps whole days between from and to, inclusive, on both order paths', async () => {
    const day = await list('?from=2026-03-02&to=2026-03-02');
    expect(ids(day)).toEqual([fixtures[4]!.id, fixtures[3]!.id, fixtures[2]!.id]);
    const fromOnly = await list('?from=2026-03-03');
    expect(ids(fromOnly)).toEqual([fixtures[6]!.id, fixtures[5]!.id]);
    const toOnly = await list('?to=2026-03-01');
    expect(ids(toOnly)).toEqual([fixtures[1]!.id, fixtures[0]!.id]);
    const jobsThatDay = await list('?entity=job&from=2026-03-01&to=2026-03-02');
    expect(ids(jobsThatDay)).toEqual([fixtures[4]!.id, fixtures[1]!.id, fixtures[0]!.id]);
    expect(jobsThatDay.meta.total).toBe(3);
  });

  it('sorts oldest first with sort=created_at, filtered or not', async () => {
    expect(ids(await list('?sort=created_at'))).toEqual(newest(fixtures).reverse());
    expect(ids(await list('?sort=-created_at'))).toEqual(newest(fixtures));
    expect(ids(await list('?entity=user&sort=created_at'))).toEqual(
      newest(fixtures.filter((row) => row.entity === 'user')).reverse(),
    );
  });

  it.each([
    ['?from=2026-03-05&to=2026-03-04', 'from', AUDIT_MESSAGES.dateOrder],
    ['?from=2026-02-30', 'from', 'Give a date as YYYY-MM-DD.'],
    ['?to=yesterday', 'to', 'Give a date as YYYY-MM-DD.'],
    ['?action=Update', 'action', AUDIT_MESSAGES.action],
    ['?action=drop%20table', 'action', AUDIT_MESSAGES.action],
  ])('rejects %s with 422 naming %s', async (query, field, message) => {
    const response = await get(`/api/admin/audit-log${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });

  it('rejects an unknown order', async () => {
    const response = await get('/api/admin/audit-log?sort=action');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['sort']);
  });
});

describe('changes in words', () => {
  it('says what blocking a user changed, before → after', async () => {
    const userId = await insertUser(t.database.db, { email: 'words@example.com' });
    const block = await t.app.inject({ url: `/api/user/block/${userId}`, headers: auth() });
    expect(block.statusCode).toBe(200);
    const body = await list(`?entity=user&entity_id=${userId}`);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      action: 'block',
      admin: { id: ada, name: 'Ada Admin' },
      // Only the blocked state changed; the email names the user as a detail.
      changes: [{ field: 'blocked', label: 'Blocked', before: 'no', after: 'yes' }],
      details: [{ field: 'email', label: 'Email', value: 'words@example.com' }],
    });
  });

  it('lists every field of a created or deleted record, and other facts', async () => {
    const created = await insertAuditRow(t.database.db, {
      action: 'create',
      entity: 'blog_post',
      entity_id: 9,
      summary: JSON.stringify({
        after: {
          title: '  A   title ',
          is_published: true,
          tags: ['a', 'b'],
          category: { id: 3, name: 'News' },
          body: 'x'.repeat(400),
          cover: null,
        },
      }),
    });
    const deleted = await insertAuditRow(t.database.db, {
      action: 'delete',
      entity: 'job',
      entity_id: 10,
      summary: JSON.stringify({ title: 'Nurse', applications: 2, before: { skills: [] } }),
    });
    const body = await list('?entity=blog_post&entity_id=9');
    expect(body.data.map((entry) => entry.id)).toEqual([created]);
    const [title, published, tags, category, text, cover] = body.data[0]!.changes;
    expect(title).toEqual({ field: 'title', label: 'Title', before: null, after: 'A title' });
    expect(published).toEqual({
      field: 'is_published',
      label: 'Published',
      before: null,
      after: 'yes',
    });
    expect(tags?.after).toBe('a, b');
    expect(category?.after).toBe('News');
    expect(text?.after).toHaveLength(160);
    expect(text?.after?.endsWith('…')).toBe(true);
    expect(cover?.after).toBe('empty');

    const gone = (await list('?entity=job&entity_id=10')).data[0]!;
    expect(gone.id).toBe(deleted);
    expect(gone.changes).toEqual([
      { field: 'skills', label: 'Skills', before: 'none', after: null },
    ]);
    expect(gone.details).toEqual([
      { field: 'title', label: 'Title', value: 'Nurse' },
      { field: 'applications', label: 'Applications', value: '2' },
    ]);
    await t.database.db.deleteFrom('audit_log').where('id', 'in', [created, deleted]).execute();
  });
});

describe('GET /api/admin/audit-log/export', () => {
  const exportCsv = (query = '') => get(`/api/admin/audit-log/export${query}`);

  it('sends the filtered rows in the list’s order as a dated CSV file', async () => {
    const response = await exportCsv('?entity=job&to=2026-03-02');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${csvFileName('audit-log')}"`,
    );
    const [header, ...rows] = csvRecords(response.body);
    expect(header).toEqual([
      'ID',
      'When',
      'Admin ID',
      'Admin',
      'Action',
      'Record type',
      'Record ID',
      'Changes',
      'Details',
      'IP',
    ]);
    expect(rows.map((row) => Number(row[0]))).toEqual([
      fixtures[4]!.id,
      fixtures[1]!.id,
      fixtures[0]!.id,
    ]);
    expect(rows[0]).toEqual([
      String(fixtures[4]!.id),
      '2026-03-02T23:59:59.999Z',
      String(ada),
      'Ada Admin',
      'delete',
      'job',
      '500',
      '',
      '',
      '127.0.0.1',
    ]);
    const oldest = csvRecords((await exportCsv('?entity=job&to=2026-03-02&sort=created_at')).body);
    expect(oldest.slice(1).map((row) => Number(row[0]))).toEqual([
      fixtures[0]!.id,
      fixtures[1]!.id,
      fixtures[4]!.id,
    ]);
  });

  it('defuses formulas and quotes commas and quotes; changes are one per line', async () => {
    const id = await insertAuditRow(t.database.db, {
      admin_id: eve,
      action: 'verify',
      entity: 'kyc_verification',
      entity_id: 77,
      summary: JSON.stringify({
        before: { status: 'pending', admin_comment: null },
        after: { status: 'approved', admin_comment: '=1+1' },
      }),
    });
    const response = await exportCsv('?entity=kyc_verification&entity_id=77');
    // The admin's name starts with "=": written as text, quoted for its comma and quotes.
    expect(response.body).toContain(`,"'=Eve, ""the"" Editor",verify,`);
    const rows = csvRecords(response.body);
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe(String(id));
    expect(rows[1]![3]).toBe(`'=Eve, "the" Editor`);
    expect(rows[1]![7]).toBe('Status: pending → approved\nAdmin comment: empty → =1+1');
    await t.database.db.deleteFrom('audit_log').where('id', '=', id).execute();
  });

  it('pages through more rows than one batch without repeating or losing any', async () => {
    const at = '2026-01-01T00:00:00.000Z';
    const values = Array.from({ length: 1203 }, (_, i) => ({
      admin_id: i % 3 === 0 ? eve : ada,
      action: 'bulk-test',
      entity: 'user',
      entity_id: 9000 + (i % 5),
      summary: null,
      ip: null,
      // Many rows at one instant: the id decides between them, across batch boundaries.
      created_at: i % 2 === 0 ? at : '2026-01-01T00:00:01.000Z',
    }));
    await t.database.db.insertInto('audit_log').values(values).execute();
    try {
      for (const query of [
        '?to=2026-01-01',
        '?to=2026-01-01&sort=created_at',
        '?action=bulk-test',
      ]) {
        const rows = csvRecords((await exportCsv(query)).body).slice(1);
        const got = rows.map((row) => Number(row[0]));
        expect(got).toHaveLength(1203);
        expect(new Set(got).size).toBe(1203);
        expect(got.slice(0, 20)).toEqual(ids(await list(query)));
        expect(got.slice(20, 40)).toEqual(ids(await list(`${query}&page=2`)));
      }
    } finally {
      await t.database.db.deleteFrom('audit_log').where('action', '=', 'bulk-test').execute();
    }
  });

  it('answers an empty file (the header) when nothing matches', async () => {
    expect(csvRecords((await exportCsv('?action=never')).body)).toHaveLength(1);
  });
});

describe('GET /api/admin/audit-log/facets', () => {
  it('lists the actions, record types and admins the log holds, A–Z', async () => {
    const response = await get('/api/admin/audit-log/facets');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        actions: ['block', 'create', 'delete', 'update'],
        entities: ['job', 'user'],
        admins: [
          { id: eve, name: '=Eve, "the" Editor' },
          { id: ada, name: 'Ada Admin' },
        ],
      },
    });
  });

  it(`answers at most ${AUDIT_FACET_LIMIT} values of each`, async () => {
    const many = Array.from({ length: AUDIT_FACET_LIMIT + 5 }, (_, i) => ({
      action: `a${String(i).padStart(3, '0')}`,
      entity: 'facet',
      created_at: '2026-01-01T00:00:00.000Z',
    }));
    await t.database.db.insertInto('audit_log').values(many).execute();
    try {
      const { data } = (await get('/api/admin/audit-log/facets')).json();
      expect(data.actions).toHaveLength(AUDIT_FACET_LIMIT);
      expect(data.actions.slice(0, 2)).toEqual(['a000', 'a001']);
      expect(data.entities).toEqual(['facet', 'job', 'user']);
    } finally {
      await t.database.db.deleteFrom('audit_log').where('entity', '=', 'facet').execute();
    }
  });
});

describe('who may read the audit log', () => {
  it.each(['support', 'content_editor', 'kyc_reviewer'] as const)(
    'refuses a %s with 403 on the list, the export and the facets',
    async (role) => {
      const bearer = await t.loginAs({ email: `${role}@example.com`, role });
      for (const path of ['', '/export', '/facets']) {
        const response = await get(`/api/admin/audit-log${path}`, bearer);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(PERMISSION_MESSAGES.forbidden);
      }
    },
  );

  it('lets an admin (not only an owner) read it', async () => {
    const bearer = await t.loginAs({ email: 'second@example.com', role: 'admin' });
    expect((await get('/api/admin/audit-log', bearer)).statusCode).toBe(200);
  });
});
