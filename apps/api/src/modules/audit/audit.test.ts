import { AUDIT_MESSAGES, AUTH_MESSAGES, type AuditLogEntry } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAuditRow } from '../../testing/audit-fixtures.js';
import { insertKycVerification } from '../../testing/kyc-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
let ada: number;
let bob: number;
const auth = () => ({ authorization: `Bearer ${token}` });
const list = (query = '') => t.app.inject({ url: `/api/admin/audit-log${query}`, headers: auth() });
const idsOf = (body: { data: AuditLogEntry[] }) => body.data.map((entry) => entry.id);

const BASE = Date.parse('2026-01-10T08:00:00.000Z');
const at = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();

/** Fixture rows by insertion order; created one minute apart, so newest = last. */
const rows: { id: number; entity: string; entityId: number; adminId: number | null }[] = [];
let sameMinute: [number, number];
let goneAdminRow: number;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await t.createAdmin();
  bob = await t.createAdmin({ email: 'bob@example.com', name: 'Bob Builder' });
  token = await t.loginAs();
  // Start from an empty log: signing in writes a row of its own.
  await t.database.db.deleteFrom('audit_log').execute();
  const entities = ['user', 'kyc_verification', 'job'];
  for (let i = 0; i < 24; i++) {
    const entity = entities[i % 3]!;
    const entityId = 100 + (i % 2);
    const adminId = i % 4 === 0 ? bob : ada;
    const id = await insertAuditRow(t.database.db, {
      admin_id: adminId,
      action: 'update',
      entity,
      entity_id: entityId,
      summary: JSON.stringify({ step: i }),
      created_at: at(i),
    });
    rows.push({ id, entity, entityId, adminId });
  }
  // Two rows at one instant (older than every other): the later id comes first.
  sameMinute = [
    await insertAuditRow(t.database.db, { created_at: at(-10), summary: 'not json' }),
    await insertAuditRow(t.database.db, { created_at: at(-10), summary: '[1,2]' }),
  ];
  const gone = await t.createAdmin({ email: 'gone@example.com', name: 'Gone' });
  goneAdminRow = await insertAuditRow(t.database.db, {
    admin_id: gone,
    action: 'delete',
    entity: 'job',
    entity_id: 7,
    created_at: at(-20),
  });
  await t.database.db.deleteFrom('admins').where('id', '=', gone).execute();
});
afterAll(async () => {
  await t.close();
});

const newestFirst = (selected: typeof rows) => selected.map((row) => row.id).reverse();

describe('GET /api/admin/audit-log', () => {
  it('pages 20 entries, newest first, each with its admin and parsed summary', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(idsOf(body)).toEqual(newestFirst(rows).slice(0, 20));
    expect(body.data[0]).toEqual({
      id: rows[23]!.id,
      admin: { id: ada, name: 'Ada Admin' },
      action: 'update',
      entity: 'job',
      entity_id: 101,
      summary: { step: 23 },
      changes: [],
      details: [{ field: 'step', label: 'Step', value: '23' }],
      ip: '127.0.0.1',
      created_at: at(23),
    });
    expect(body.meta).toEqual({
      current_page: 1,
      from: 1,
      last_page: 2,
      path: 'http://localhost:8080/api/admin/audit-log',
      per_page: 20,
      to: 20,
      total: 27,
    });
    expect(body.links.next).toBe('http://localhost:8080/api/admin/audit-log?page=2');

    const second = (await list('?page=2')).json();
    expect(idsOf(second)).toEqual([
      ...newestFirst(rows).slice(20),
      sameMinute[1],
      sameMinute[0],
      goneAdminRow,
    ]);
  });

  it('reads a summary that is not a JSON object as null, and a removed admin as null', async () => {
    const body = (await list('?page=2')).json();
    const byId = new Map(body.data.map((entry: AuditLogEntry) => [entry.id, entry]));
    expect(byId.get(sameMinute[0])).toMatchObject({ summary: null, admin: null });
    expect(byId.get(sameMinute[1])).toMatchObject({ summary: null });
    expect(byId.get(goneAdminRow)).toMatchObject({ admin: null, action: 'delete', entity_id: 7 });
  });

  it('filters by entity, by entity and id, and by admin, keeping the filters in the links', async () => {
    const kyc = (await list('?entity=kyc_verification')).json();
    expect(idsOf(kyc)).toEqual(newestFirst(rows.filter((r) => r.entity === 'kyc_verification')));
    expect(kyc.meta.total).toBe(8);
    expect(kyc.links.first).toBe(
      'http://localhost:8080/api/admin/audit-log?entity=kyc_verification&page=1',
    );

    const one = (await list('?entity=user&entity_id=100')).json();
    expect(idsOf(one)).toEqual(
      newestFirst(rows.filter((r) => r.entity === 'user' && r.entityId === 100)),
    );
    expect(one.meta.total).toBe(4);

    const byBob = (await list(`?admin_id=${bob}`)).json();
    expect(idsOf(byBob)).toEqual(newestFirst(rows.filter((r) => r.adminId === bob)));
    expect(byBob.data.every((entry: AuditLogEntry) => entry.admin?.name === 'Bob Builder')).toBe(
      true,
    );

    const combined = (await list(`?entity=user&entity_id=100&admin_id=${bob}`)).json();
    expect(idsOf(combined)).toEqual(
      newestFirst(
        rows.filter((r) => r.entity === 'user' && r.entityId === 100 && r.adminId === bob),
      ),
    );

    expect((await list('?entity=invoice')).json().meta.total).toBe(0);
    expect((await list('?admin_id=999999')).json().data).toEqual([]);
  });

  it('ignores blank filters', async () => {
    expect((await list('?entity=&entity_id=&admin_id=')).json().meta.total).toBe(27);
  });

  it('shows the rows the KYC review writes', async () => {
    const id = await insertKycVerification(t.database.db);
    const verify = await t.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/verify/${id}`,
      headers: auth(),
      payload: { status: 'rejected', admin_comment: 'Blurred.' },
    });
    expect(verify.statusCode).toBe(200);
    const body = (await list(`?entity=kyc_verification&entity_id=${id}`)).json();
    expect(body.data).toEqual([
      {
        id: expect.any(Number),
        admin: { id: ada, name: 'Ada Admin' },
        action: 'verify',
        entity: 'kyc_verification',
        entity_id: id,
        summary: {
          before: { status: 'pending', admin_comment: null },
          after: { status: 'rejected', admin_comment: 'Blurred.' },
          // A decision is made as one call, so the app can offer to undo it.
          bulk_id: expect.any(String),
        },
        changes: [
          { field: 'status', label: 'Status', before: 'pending', after: 'rejected' },
          {
            field: 'admin_comment',
            label: 'Admin comment',
            before: 'empty',
            after: 'Blurred.',
          },
        ],
        details: [],
        ip: '127.0.0.1',
        created_at: expect.any(String),
      },
    ]);
  });

  it.each([
    ['?entity_id=100', 'entity', AUDIT_MESSAGES.entityIdNeedsEntity],
    ['?entity=User', 'entity', AUDIT_MESSAGES.entity],
    ['?entity=user;drop', 'entity', AUDIT_MESSAGES.entity],
    [`?entity=${'a'.repeat(65)}`, 'entity', AUDIT_MESSAGES.entity],
    ['?entity=user&entity=job', 'entity', AUDIT_MESSAGES.entity],
    ['?entity=user&entity_id=abc', 'entity_id', AUDIT_MESSAGES.entityId],
    ['?entity=user&entity_id=0', 'entity_id', AUDIT_MESSAGES.entityId],
    ['?entity=user&entity_id=1.5', 'entity_id', AUDIT_MESSAGES.entityId],
    ['?admin_id=-1', 'admin_id', AUDIT_MESSAGES.adminId],
    ['?admin_id=x', 'admin_id', AUDIT_MESSAGES.adminId],
    ['?admin_id=99999999999', 'admin_id', AUDIT_MESSAGES.adminId],
  ])('rejects %s with 422 naming %s', async (query, field, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ result: false, message, errors: { [field]: [message] } });
  });

  it('rejects a bad page with 422', async () => {
    const response = await list('?page=0');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['page']);
  });

  it('is for signed-in admins only', async () => {
    const response = await t.app.inject({ url: '/api/admin/audit-log' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(AUTH_MESSAGES.unauthenticated);
  });
});
