import {
  PERMISSION_MESSAGES,
  SAVED_VIEW_MESSAGES,
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEW_STATE_MAX,
  SAVED_VIEWS_PER_LIST,
  type Role,
  type SavedView,
} from '@job-board/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(token: string, method: Method, url: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload && { payload }),
  });
}

const signIn = (role: Role, name = `${role} admin`) =>
  t.loginAs({ email: `team-${role}@example.com`, role, name });

async function listViews(token: string, list?: string): Promise<SavedView[]> {
  const response = await call(token, 'GET', `/api/admin/saved-views${list ? `?list=${list}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function saveView(token: string, body: Record<string, unknown>): Promise<SavedView> {
  const response = await call(token, 'POST', '/api/admin/saved-views', {
    list: 'users',
    state: 'blocked=yes',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const storedViews = () =>
  t.database.db.selectFrom('saved_views').selectAll().orderBy('id').execute();
const storedDefaults = () =>
  t.database.db.selectFrom('saved_view_defaults').selectAll().orderBy('admin_id').execute();

describe('saving, listing, changing and deleting a view', () => {
  it('keeps a view with its state, lists it, renames, reshapes and deletes it', async () => {
    const token = await t.loginAs();
    const created = await call(token, 'POST', '/api/admin/saved-views', {
      list: 'users',
      name: '  Blocked, newest  ',
      state: '?blocked=yes&page=3&sort=-created_at&per_page=25&columns=full_name,email',
    });
    expect(created.statusCode, created.body).toBe(201);
    const view = created.json();
    expect(view).toMatchObject({
      result: true,
      message: SAVED_VIEW_MESSAGES.created,
      data: {
        list: 'users',
        name: 'Blocked, newest',
        // Without `?` and without the page: a view opens on the first page.
        state: 'blocked=yes&sort=-created_at&per_page=25&columns=full_name,email',
        shared: false,
        is_default: false,
        mine: true,
        author_name: ADMIN.name,
      },
    });
    expect(await listViews(token, 'users')).toEqual([view.data]);
    expect(await listViews(token, 'jobs')).toEqual([]);
    expect(await listViews(token)).toEqual([view.data]);

    const renamed = await call(token, 'PUT', `/api/admin/saved-views/${view.data.id}`, {
      name: 'Blocked',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: SAVED_VIEW_MESSAGES.updated,
      data: { name: 'Blocked', state: view.data.state, shared: false },
    });
    const reshaped = await call(token, 'PUT', `/api/admin/saved-views/${view.data.id}`, {
      state: 'blocked=no',
      shared: true,
    });
    expect(reshaped.json().data).toMatchObject({
      name: 'Blocked',
      state: 'blocked=no',
      shared: true,
    });

    const deleted = await call(token, 'DELETE', `/api/admin/saved-views/${view.data.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({
      result: true,
      message: SAVED_VIEW_MESSAGES.deleted,
      data: null,
    });
    expect(await listViews(token, 'users')).toEqual([]);
    const again = await call(token, 'DELETE', `/api/admin/saved-views/${view.data.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(SAVED_VIEW_MESSAGES.notFound);
  });

  it('lists views A–Z by name within each list', async () => {
    const token = await t.loginAs();
    for (const name of ['zeta', 'Alpha', 'beta']) await saveView(token, { name });
    await saveView(token, { list: 'jobs', name: 'Aardvark', state: '' });
    expect((await listViews(token, 'users')).map((view) => view.name)).toEqual([
      'Alpha',
      'beta',
      'zeta',
    ]);
    expect((await listViews(token)).map((view) => `${view.list}:${view.name}`)).toEqual([
      'jobs:Aardvark',
      'users:Alpha',
      'users:beta',
      'users:zeta',
    ]);
  });

  it('refuses bad input with a sentence per field and stores nothing', async () => {
    const token = await t.loginAs();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ list: 'users', state: '' }, 'name', 'The name field is required.'],
      [{ list: 'users', name: '   ', state: '' }, 'name', 'The name field is required.'],
      [
        { list: 'users', name: 'x'.repeat(SAVED_VIEW_NAME_MAX + 1), state: '' },
        'name',
        `The name must be at most ${SAVED_VIEW_NAME_MAX} characters.`,
      ],
      [
        { list: 'users', name: '<b>Bold</b>', state: '' },
        'name',
        'The name must be plain text, without HTML tags such as <b>.',
      ],
      [{ list: 'nothing', name: 'A', state: '' }, 'list', SAVED_VIEW_MESSAGES.unknownList],
      [{ name: 'A', state: '' }, 'list', SAVED_VIEW_MESSAGES.unknownList],
      [{ list: 'users', name: 'A' }, 'state', SAVED_VIEW_MESSAGES.stateInvalid],
      [
        { list: 'users', name: 'A', state: 's=<script>alert(1)</script>' },
        'state',
        SAVED_VIEW_MESSAGES.stateInvalid,
      ],
      [
        { list: 'users', name: 'A', state: 's=two words' },
        'state',
        SAVED_VIEW_MESSAGES.stateInvalid,
      ],
      [
        { list: 'users', name: 'A', state: 's=%E0%A4%A' },
        'state',
        SAVED_VIEW_MESSAGES.stateInvalid,
      ],
      [
        { list: 'users', name: 'A', state: `s=${'a'.repeat(SAVED_VIEW_STATE_MAX)}` },
        'state',
        `The state must be at most ${SAVED_VIEW_STATE_MAX} characters.`,
      ],
      [
        { list: 'users', name: 'A', state: '', shared: 'maybe' },
        'shared',
        'The shared field must be true or false.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call(token, 'POST', '/api/admin/saved-views', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[field], JSON.stringify(payload)).toEqual([message]);
    }
    const nul = await call(token, 'POST', '/api/admin/saved-views', {
      list: 'users',
      name: 'A\u0000B',
      state: '',
    });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors.name).toHaveLength(1);
    expect(await storedViews()).toEqual([]);

    const view = await saveView(token, { name: 'Kept' });
    const bad = await call(token, 'PUT', `/api/admin/saved-views/${view.id}`, {
      name: 'Renamed',
      state: 'a b',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ state: [SAVED_VIEW_MESSAGES.stateInvalid] });
    expect((await storedViews()).map((row) => [row.name, row.state])).toEqual([
      ['Kept', 'blocked=yes'],
    ]);
    const badList = await call(token, 'GET', '/api/admin/saved-views?list=nothing');
    expect(badList.statusCode).toBe(422);
    expect(badList.json().errors.list).toEqual([SAVED_VIEW_MESSAGES.unknownList]);
  });
});

describe('names', () => {
  it('are unique per admin and list whatever their case, on saving and on renaming', async () => {
    const token = await t.loginAs();
    const first = await saveView(token, { name: 'Blocked users' });
    const duplicate = await call(token, 'POST', '/api/admin/saved-views', {
      list: 'users',
      name: 'BLOCKED users',
      state: '',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(SAVED_VIEW_MESSAGES.duplicate('BLOCKED users'));

    // The same name on another list, or another admin's, is another view.
    await saveView(token, { list: 'jobs', name: 'Blocked users', state: '' });
    const other = await signIn('admin');
    await saveView(other, { name: 'Blocked users' });

    const second = await saveView(token, { name: 'Recent' });
    const clash = await call(token, 'PUT', `/api/admin/saved-views/${second.id}`, {
      name: 'blocked USERS',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(SAVED_VIEW_MESSAGES.duplicate('blocked USERS'));
    // A view may take its own name in another case.
    const recased = await call(token, 'PUT', `/api/admin/saved-views/${first.id}`, {
      name: 'Blocked Users',
    });
    expect(recased.statusCode, recased.body).toBe(200);
    expect((await storedViews()).map((row) => row.name)).toEqual([
      'Blocked Users',
      'Blocked users',
      'Blocked users',
      'Recent',
    ]);
  });
});

describe('the limit per list', () => {
  it(`keeps at most ${SAVED_VIEWS_PER_LIST} views per admin and list`, async () => {
    const token = await t.loginAs();
    for (let i = 1; i <= SAVED_VIEWS_PER_LIST; i += 1) {
      await saveView(token, { name: `View ${i}` });
    }
    const over = await call(token, 'POST', '/api/admin/saved-views', {
      list: 'users',
      name: 'One too many',
      state: '',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      message: SAVED_VIEW_MESSAGES.tooMany,
      errors: { list: [SAVED_VIEW_MESSAGES.tooMany] },
    });
    expect(await storedViews()).toHaveLength(SAVED_VIEWS_PER_LIST);
    // Another list, and another admin, still have room.
    await saveView(token, { list: 'jobs', name: 'View 1', state: '' });
    await saveView(await signIn('admin'), { name: 'View 1' });
  });
});

describe('sharing', () => {
  it('shows a shared view, read-only, to every role that reads its list', async () => {
    const owner = await t.loginAs();
    const shared = await saveView(owner, { name: 'Team view', shared: true });
    const hidden = await saveView(owner, { name: 'My own' });
    const jobsView = await saveView(owner, { list: 'jobs', name: 'Jobs', state: '', shared: true });

    const admin = await signIn('admin', 'Bea Admin');
    const seen = await listViews(admin, 'users');
    expect(seen).toEqual([{ ...shared, mine: false, author_name: ADMIN.name }]);
    const kycReviewer = await signIn('kyc_reviewer');
    // A KYC reviewer reads users but not jobs.
    expect((await listViews(kycReviewer)).map((view) => view.id)).toEqual([shared.id]);
    const editor = await signIn('content_editor');
    expect(await listViews(editor)).toEqual([]);

    // Only the author changes or deletes it.
    for (const [method, payload] of [
      ['PUT', { name: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await call(admin, method, `/api/admin/saved-views/${shared.id}`, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(SAVED_VIEW_MESSAGES.notAuthor);
    }

    // Someone else's private view does not exist for them.
    for (const [method, url, payload] of [
      ['PUT', `/api/admin/saved-views/${hidden.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/admin/saved-views/${hidden.id}`, undefined],
      ['PUT', `/api/admin/saved-views/${hidden.id}/default`, undefined],
    ] as const) {
      const response = await call(admin, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(SAVED_VIEW_MESSAGES.notFound);
    }
    expect((await storedViews()).map((row) => row.name)).toEqual(['Team view', 'My own', 'Jobs']);

    // Unshared, it disappears for the others.
    await call(owner, 'PUT', `/api/admin/saved-views/${shared.id}`, { shared: false });
    expect(await listViews(admin, 'users')).toEqual([]);
    expect((await listViews(admin, 'jobs')).map((view) => view.id)).toEqual([jobsView.id]);
  });
});

describe('a role that cannot read the list', () => {
  it('is refused every call about it, and nothing changes', async () => {
    const owner = await t.loginAs();
    const shared = await saveView(owner, { name: 'Team view', shared: true });
    const editor = await signIn('content_editor');
    const support = await signIn('support');
    const calls: [string, Method, string, Record<string, unknown>?][] = [
      [editor, 'GET', '/api/admin/saved-views?list=users'],
      [editor, 'POST', '/api/admin/saved-views', { list: 'users', name: 'Mine', state: '' }],
      [editor, 'PUT', `/api/admin/saved-views/${shared.id}/default`],
      [editor, 'DELETE', '/api/admin/saved-views/default?list=users'],
      [support, 'GET', '/api/admin/saved-views?list=audit_log'],
      [support, 'POST', '/api/admin/saved-views', { list: 'admins', name: 'Team', state: '' }],
    ];
    for (const [token, method, url, payload] of calls) {
      const response = await call(token, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ result: false, message: PERMISSION_MESSAGES.forbidden });
    }
    expect(await storedViews()).toHaveLength(1);
    expect(await storedDefaults()).toEqual([]);
  });

  it('cannot use its own views of a list its role no longer reads', async () => {
    const token = await signIn('admin');
    const view = await saveView(token, { list: 'audit_log', name: 'Mine', state: '' });
    await t.database.db
      .updateTable('admins')
      .set({ role: 'support' })
      .where('email', '=', 'team-admin@example.com')
      .execute();
    for (const [method, url] of [
      ['PUT', `/api/admin/saved-views/${view.id}`],
      ['DELETE', `/api/admin/saved-views/${view.id}`],
      ['PUT', `/api/admin/saved-views/${view.id}/default`],
    ] as const) {
      const response = await call(token, method, url, { name: 'Renamed' });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await listViews(token)).toEqual([]);
    expect((await storedViews()).map((row) => row.name)).toEqual(['Mine']);
  });
});

describe('the default view', () => {
  it('is at most one per admin and list: set, replaced, cleared', async () => {
    const token = await t.loginAs();
    const first = await saveView(token, { name: 'First' });
    const second = await saveView(token, { name: 'Second', is_default: true });
    expect(second.is_default).toBe(true);
    const jobs = await saveView(token, { list: 'jobs', name: 'Jobs', state: '', is_default: true });

    const made = await call(token, 'PUT', `/api/admin/saved-views/${first.id}/default`);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({
      message: SAVED_VIEW_MESSAGES.defaultSet,
      data: { id: first.id, is_default: true },
    });
    const defaults = async (list: string) =>
      (await listViews(token, list)).filter((view) => view.is_default).map((view) => view.id);
    expect(await defaults('users')).toEqual([first.id]);
    expect(await defaults('jobs')).toEqual([jobs.id]);

    const cleared = await call(token, 'DELETE', '/api/admin/saved-views/default?list=users');
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toEqual({
      result: true,
      message: SAVED_VIEW_MESSAGES.defaultCleared,
      data: null,
    });
    expect(await defaults('users')).toEqual([]);
    expect(await defaults('jobs')).toEqual([jobs.id]);
    // Clearing what is not set changes nothing.
    const again = await call(token, 'DELETE', '/api/admin/saved-views/default?list=users');
    expect(again.statusCode).toBe(200);
    const noList = await call(token, 'DELETE', '/api/admin/saved-views/default');
    expect(noList.statusCode).toBe(422);
    expect(noList.json().errors.list).toEqual([SAVED_VIEW_MESSAGES.unknownList]);
  });

  it('is each admin’s own, even for a shared view', async () => {
    const owner = await t.loginAs();
    const shared = await saveView(owner, { name: 'Team view', shared: true });
    const own = await saveView(owner, { name: 'Own', is_default: true });
    const admin = await signIn('admin');
    const made = await call(admin, 'PUT', `/api/admin/saved-views/${shared.id}/default`);
    expect(made.statusCode, made.body).toBe(200);

    expect((await listViews(admin, 'users')).map((v) => [v.name, v.is_default])).toEqual([
      ['Team view', true],
    ]);
    expect((await listViews(owner, 'users')).map((v) => [v.name, v.is_default])).toEqual([
      ['Own', true],
      ['Team view', false],
    ]);
    expect(own.is_default).toBe(true);

    // Unshared, it stops being anyone else's default; deleted, it stops being its author's.
    await call(owner, 'PUT', `/api/admin/saved-views/${shared.id}/default`);
    await call(owner, 'PUT', `/api/admin/saved-views/${shared.id}`, { shared: false });
    expect((await storedDefaults()).map((row) => row.view_id)).toEqual([shared.id]);
    await call(owner, 'DELETE', `/api/admin/saved-views/${shared.id}`);
    expect(await storedDefaults()).toEqual([]);
  });

  it('leaves exactly one default when two are made at the same moment', async () => {
    const token = await t.loginAs();
    const views = [];
    for (let i = 0; i < 4; i += 1) views.push(await saveView(token, { name: `View ${i}` }));
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all(
        views.map((view) => call(token, 'PUT', `/api/admin/saved-views/${view.id}/default`)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      const stored = await storedDefaults();
      expect(stored).toHaveLength(1);
      expect(views.map((view) => view.id)).toContain(stored[0]!.view_id);
      const listed = (await listViews(token, 'users')).filter((view) => view.is_default);
      expect(listed.map((view) => view.id)).toEqual([stored[0]!.view_id]);
    }
  });

  it(`holds the limit when many views are saved at the same moment`, async () => {
    const token = await t.loginAs();
    for (let i = 0; i < SAVED_VIEWS_PER_LIST - 2; i += 1) {
      await saveView(token, { name: `View ${i}` });
    }
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(token, 'POST', '/api/admin/saved-views', {
          list: 'users',
          name: `Raced ${i}`,
          state: '',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 422)).toHaveLength(8);
    expect(await storedViews()).toHaveLength(SAVED_VIEWS_PER_LIST);
  });
});

describe('an admin deleted', () => {
  it('takes their views and the defaults made of them along', async () => {
    const owner = await t.loginAs();
    const leaving = await signIn('admin');
    const theirs = await saveView(leaving, { name: 'Theirs', shared: true, is_default: true });
    await call(owner, 'PUT', `/api/admin/saved-views/${theirs.id}/default`);
    const mine = await saveView(owner, { name: 'Mine', shared: true });
    await call(leaving, 'PUT', `/api/admin/saved-views/${mine.id}/default`);
    expect(await storedDefaults()).toHaveLength(2);

    await t.database.db
      .deleteFrom('admins')
      .where('email', '=', 'team-admin@example.com')
      .execute();
    expect((await storedViews()).map((row) => row.name)).toEqual(['Mine']);
    expect(await storedDefaults()).toEqual([]);
    expect((await listViews(owner, 'users')).map((view) => view.name)).toEqual(['Mine']);
  });
});
