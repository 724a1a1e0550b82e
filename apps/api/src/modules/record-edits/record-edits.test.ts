import { RECORD_EDIT_MESSAGES, RECORD_MESSAGES } from '@job-board/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf, insertAuditRow } from '../../testing/audit-fixtures.js';
import { insertUser } from '../../testing/fixtures.js';
import { insertApplication, insertJob, insertPartner } from '../../testing/partners-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let token: string;
let supportToken: string;

const call = (method: 'PUT' | 'POST', url: string, payload: object, as = token) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${as}` }, payload });
const read = (url: string) =>
  t.app.inject({ url, headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
const summaries = async (entity: string, id: number) =>
  (await auditRowsOf(t.database.db, entity, id)).map((row) => ({
    action: row.action,
    summary: JSON.parse(row.summary ?? 'null') as unknown,
  }));

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.loginAs();
  supportToken = await t.loginAs({ email: 'support@example.com', role: 'support' });
});
afterAll(async () => {
  await t.close();
});

describe('PUT /api/admin/users/:id', () => {
  const user = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    profession: 'Analyst',
  };

  it('changes the profile, shows it on the record and audits only the changed fields', async () => {
    const id = await insertUser(t.database.db, user);
    const response = await call('PUT', `/api/admin/users/${id}`, {
      ...user,
      last_name: 'Byron',
      profession: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      message: RECORD_EDIT_MESSAGES.userUpdated,
      data: { id, ...user, last_name: 'Byron', profession: null },
    });
    const record = await read(`/api/admin/users/${id}`);
    expect(record.data).toMatchObject({ full_name: 'Ada Byron', profession: null });
    expect(await summaries('user', id)).toEqual([
      {
        action: 'update',
        summary: {
          before: { last_name: 'Lovelace', profession: 'Analyst' },
          after: { last_name: 'Byron', profession: null },
        },
      },
    ]);
  });

  it('refuses an email another user has, bad input and unknown ids, changing nothing', async () => {
    const id = await insertUser(t.database.db, { ...user, email: 'grace@example.com' });
    await insertUser(t.database.db, { email: 'taken@example.com' });
    const taken = await call('PUT', `/api/admin/users/${id}`, {
      ...user,
      email: 'taken@example.com',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(RECORD_EDIT_MESSAGES.userEmailTaken);
    const invalid = await call('PUT', `/api/admin/users/${id}`, { ...user, email: 'nope' });
    expect(invalid.statusCode).toBe(422);
    const markup = await call('PUT', `/api/admin/users/${id}`, { ...user, first_name: '<b>A' });
    expect(markup.statusCode).toBe(422);
    const missing = await call('PUT', '/api/admin/users/999999', user);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(RECORD_MESSAGES.userNotFound);
    expect((await read(`/api/admin/users/${id}`)).data.email).toBe('grace@example.com');
    expect(await summaries('user', id)).toEqual([]);
  });

  it('is refused to a role that may not change users', async () => {
    const id = await insertUser(t.database.db);
    expect((await call('PUT', `/api/admin/users/${id}`, user, supportToken)).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/partners/:id', () => {
  it('changes the profile and audits only the changed fields', async () => {
    const id = await insertPartner(t.database.db, {
      company_name: 'Acme',
      email: 'acme@example.com',
      bio: 'Makes things.',
    });
    const response = await call('PUT', `/api/admin/partners/${id}`, {
      name: 'Acme Labs',
      email: 'acme@example.com',
      bio: 'Makes things.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: RECORD_EDIT_MESSAGES.partnerUpdated,
      data: { id, name: 'Acme Labs', email: 'acme@example.com', bio: 'Makes things.' },
    });
    expect((await read(`/api/admin/partners/${id}`)).data.name).toBe('Acme Labs');
    expect(await summaries('partner', id)).toEqual([
      { action: 'update', summary: { before: { name: 'Acme' }, after: { name: 'Acme Labs' } } },
    ]);
    const trail = await read(`/api/admin/audit-log?entity=partner&entity_id=${id}`);
    expect(trail.data.map((entry: { changes: unknown }) => entry.changes)).toEqual([
      [{ field: 'name', label: 'Name', before: 'Acme', after: 'Acme Labs' }],
    ]);
  });

  it('refuses an email another partner has and a role without partners.write', async () => {
    const other = await insertPartner(t.database.db);
    const id = await insertPartner(t.database.db);
    const { data: theOther } = await read(`/api/admin/partners/${other}`);
    const body = { name: 'Renamed', email: theOther.email, bio: null };
    const taken = await call('PUT', `/api/admin/partners/${id}`, body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(RECORD_EDIT_MESSAGES.partnerEmailTaken);
    const denied = await call('PUT', `/api/admin/partners/${id}`, body, supportToken);
    expect(denied.statusCode).toBe(403);
    expect((await read(`/api/admin/partners/${id}`)).data.name).not.toBe('Renamed');
  });
});

describe('POST /api/admin/applications/:id/selected', () => {
  it('selects and unselects an applicant, shown on the job and audited', async () => {
    const partner = await insertPartner(t.database.db);
    const job = await insertJob(t.database.db, partner);
    const userId = await insertUser(t.database.db, { first_name: 'Lin', last_name: 'Wu' });
    const id = await insertApplication(t.database.db, job, { user_id: userId });
    const url = `/api/admin/applications/${id}/selected`;

    const selected = await call('POST', url, { selected: true });
    expect(selected.statusCode, selected.body).toBe(200);
    expect(selected.json()).toEqual({
      result: true,
      message: RECORD_EDIT_MESSAGES.selected('Lin Wu'),
      data: { id, selected: true, selected_at: expect.any(String) },
    });
    const applicants = await read(`/api/admin/jobs/${job}/applicants`);
    expect(applicants.data[0]).toMatchObject({ id, selected: true });
    expect((await read(`/api/admin/jobs/${job}`)).data.selected_applications).toBe(1);

    const again = await call('POST', url, { selected: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RECORD_EDIT_MESSAGES.alreadySelected);

    const unselected = await call('POST', url, { selected: false });
    expect(unselected.json()).toMatchObject({
      message: RECORD_EDIT_MESSAGES.unselected('Lin Wu'),
      data: { id, selected: false, selected_at: null },
    });
    expect(await summaries('application', id)).toEqual(
      ['select', 'unselect'].map((action) => ({
        action,
        summary: {
          job_id: job,
          job: expect.any(String),
          user_id: userId,
          applicant: 'Lin Wu',
          before: { selected: action !== 'select' },
          after: { selected: action === 'select' },
        },
      })),
    );
  });

  it('refuses bad input, unknown applications and roles without jobs.write', async () => {
    const job = await insertJob(t.database.db, await insertPartner(t.database.db));
    const id = await insertApplication(t.database.db, job);
    const url = `/api/admin/applications/${id}/selected`;
    expect((await call('POST', url, { selected: 'maybe' })).statusCode).toBe(422);
    expect((await call('POST', url, {})).statusCode).toBe(422);
    const missing = await call('POST', '/api/admin/applications/999999/selected', {
      selected: true,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(RECORD_EDIT_MESSAGES.applicationNotFound);
    expect((await call('POST', url, { selected: true }, supportToken)).statusCode).toBe(403);
    expect((await read(`/api/admin/jobs/${job}/applicants`)).data[0].selected).toBe(false);
  });
});

describe('the audit trail of a record', () => {
  it('keeps only changed fields: a block records the state, the email as a detail', async () => {
    const id = await insertUser(t.database.db, { email: 'blocked@example.com' });
    expect(
      (
        await t.app.inject({
          url: `/api/user/block/${id}`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(200);
    expect(await summaries('user', id)).toEqual([
      {
        action: 'block',
        summary: {
          email: 'blocked@example.com',
          // The single block's rows are named so its toast can undo it.
          bulk_id: expect.any(String),
          before: { blocked: false },
          after: { blocked: true },
        },
      },
    ]);
  });

  it('reads an older row that kept unchanged fields with only the changed ones', async () => {
    const id = await insertUser(t.database.db);
    await insertAuditRow(t.database.db, {
      action: 'block',
      entity: 'user',
      entity_id: id,
      summary: JSON.stringify({
        before: { email: 'old@example.com', blocked: false },
        after: { email: 'old@example.com', blocked: true },
      }),
    });
    const trail = await read(`/api/admin/audit-log?entity=user&entity_id=${id}`);
    expect(trail.data[0].changes).toEqual([
      { field: 'blocked', label: 'Blocked', before: 'no', after: 'yes' },
    ]);
  });

  it('shows a job description as its text, not its HTML', async () => {
    const job = await insertJob(t.database.db, await insertPartner(t.database.db), {
      description: '<p>United States.</p><h2>What you will do</h2><p>Prepare &amp; ship</p>',
    });
    const update = await call('PUT', `/api/admin/jobs/${job}`, {
      desc: '<p>Remote.</p><ul><li>Write</li><li>Test</li></ul>',
    });
    expect(update.statusCode, update.body).toBe(200);
    const trail = await read(`/api/admin/audit-log?entity=job&entity_id=${job}`);
    expect(trail.data[0].changes).toContainEqual({
      field: 'desc',
      label: 'Desc',
      before: 'United States. What you will do Prepare & ship',
      after: 'Remote. Write Test',
    });
  });
});
