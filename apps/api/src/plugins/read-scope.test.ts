import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_PERMISSION,
  INTEGRATION_MESSAGES,
  KYC_STATUSES,
  PERMISSION_MESSAGES,
  ROLES,
  allEndpoints,
  can,
  needsAdmin,
  pathOf,
  seesAdminView,
  successStatus,
  type Endpoint,
  type Permission,
  type Role,
} from '@job-board/contract';
import { sha256 } from '../lib/tokens.js';
import { insertApiKey } from '../testing/api-key-fixtures.js';
import { insertAuditRow } from '../testing/audit-fixtures.js';
import { insertBlogPost, insertWebPage } from '../testing/content-fixtures.js';
import { insertUser } from '../testing/fixtures.js';
import {
  insertCategory,
  insertPostDuration,
  insertSkill,
  insertSubscribedPartner,
  linkSkills,
} from '../testing/jobs-fixtures.js';
import { insertKycVerification } from '../testing/kyc-fixtures.js';
import { insertApplication, insertJob, insertPartner } from '../testing/partners-fixtures.js';
import { insertFeature, insertInvoice, insertPackage } from '../testing/subscriptions-fixtures.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';

// Every GET of the registry, as every role and signed out, over a database with rows of every
// kind: what each caller gets is what the permission table lets its role see, no more.
// - An admin endpoint answers its success status to a role holding its permission and 403, with
//   nothing but the error, to any other; signed out, 401.
// - A public or optional-admin endpoint answers a role without the admin view's permission
//   exactly what it answers a signed-out caller (and the fixtures make the views differ).
// - Values planted in the database (a hidden job's title, the website's build hook, secrets…)
//   appear in an answer, CSV exports included, only to the roles that may see them.

type Caller = Role | 'anonymous';
const CALLERS: readonly Caller[] = ['anonymous', ...ROLES];

/** A planted value and who may see it: a role holding any of `seenWith` (none: nobody). */
type Marker = { what: string; value: string; seenWith: readonly Permission[] };

/** Jobs only jobs.read may see: not published, paused, expired. */
const IMPORTED_PARTNER = 'Scoped imported partner';

const HIDDEN_JOBS = [
  ['an unpublished job', 'Scoped unpublished role', { is_published: 0 }],
  ['a paused job', 'Scoped paused role', { status: 'paused' }],
  ['an expired job', 'Scoped expired role', { expiration_date: '2020-01-01T00:00:00.000Z' }],
] as const;

let t: TestApp;
/** The user who applied to the visible job and to every hidden one, and that job's partner. */
let scopedUser: number;
let scopedPartner: number;
const tokens = new Map<Role, string>();
const markers: Marker[] = [];
/** The id each endpoint with parameters is called with (a fresh row for state-changing GETs). */
let idOf: Record<string, () => Promise<number>>;

const WEBSITE_HOOK = 'https://build.example.com/hooks/read-scope-website';
const RECAPTCHA_SECRET = 'read-scope-recaptcha-secret';
const WEBHOOK_URL = 'https://hooks.example.com/read-scope-receiver';

async function asOwner(method: 'POST', url: string, payload: object = {}) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${tokens.get('owner')}` },
    payload,
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  for (const role of ROLES) {
    tokens.set(role, await t.loginAs({ email: `${role}@example.com`, role }));
  }

  // Reference data, partners (with and without a package), billing.
  const features = [await insertFeature(db), await insertFeature(db)];
  const packageId = await insertPackage(db, {}, features);
  const partner = await insertSubscribedPartner(db, 2_900);
  const freePartner = await insertPartner(db);
  await insertInvoice(db, { partner_id: partner, package_id: packageId });
  await insertInvoice(db, { partner_id: freePartner, package_id: packageId, is_paid: 0 });
  const category = await insertCategory(db);
  const skill = await insertSkill(db, { is_hinted: 1 });
  await insertPostDuration(db);

  // Jobs the public sees and jobs only jobs.read may see, each with an applicant.
  const visible = await insertJob(db, partner, {
    title: 'Scoped visible role',
    category_id: category,
  });
  await linkSkills(db, visible, [skill]);
  // The user applied to every job; selected for the visible one and the paused one.
  const user = await insertUser(db, { email: 'scoped-user@example.com' });
  scopedUser = user;
  scopedPartner = partner;
  const selectedAt = new Date().toISOString();
  await insertApplication(db, visible, { user_id: user, selected_at: selectedAt });
  const hidden: number[] = [];
  for (const [what, title, overrides] of HIDDEN_JOBS) {
    const job = await insertJob(db, hidden.length ? freePartner : partner, { title, ...overrides });
    await insertApplication(db, job, {
      user_id: user,
      selected_at: 'status' in overrides ? selectedAt : null,
    });
    hidden.push(job);
    markers.push({ what, value: title, seenWith: ['jobs.read'] });
  }
  markers.push({
    what: 'a user’s email',
    value: 'scoped-user@example.com',
    seenWith: ['users.read'],
  });

  // Content, published and not.
  const page = await insertWebPage(db, { title: 'Scoped draft page', is_published: 0 });
  await insertWebPage(db);
  const post = await insertBlogPost(db, { title: 'Scoped draft post' });
  await insertBlogPost(db, { is_published: 1, published_at: new Date().toISOString() });
  markers.push(
    { what: 'a draft page', value: 'Scoped draft page', seenWith: ['content.read'] },
    { what: 'a draft post', value: 'Scoped draft post', seenWith: ['content.read'] },
  );

  // Identity reviews in every status; their numbers for kyc.read, their documents for kyc.review.
  const kycIds: number[] = [];
  for (const status of KYC_STATUSES) {
    kycIds.push(await insertKycVerification(db, { status, user_id: user }));
  }
  const { id_number } = await db
    .selectFrom('kyc_verifications')
    .select('id_number')
    .where('id', '=', kycIds[0]!)
    .executeTakeFirstOrThrow();
  markers.push(
    { what: 'an ID number', value: id_number, seenWith: ['kyc.read'] },
    { what: 'a KYC document link', value: '/api/kyc-documents/', seenWith: ['kyc.review'] },
  );

  // Settings, a webhook with a delivery, a website build, an API key, audit rows.
  const save = (config_name: string, value: string, setting_tab: string) =>
    asOwner('POST', '/api/settings/save', {
      config_name,
      display_name: config_name,
      value,
      setting_tab,
    });
  await save('app_name', 'Scoped Board', 'general');
  await save('website_webhook_url', WEBSITE_HOOK, 'general');
  await save('recaptcha_secret_key', RECAPTCHA_SECRET, 'application');
  const webhook = await asOwner('POST', '/api/admin/webhooks', {
    url: WEBHOOK_URL,
    description: 'Read scope',
    events: ['user.blocked'],
  });
  const blocked = await insertUser(db);
  const block = await t.app.inject({
    url: `/api/user/block/${blocked}`,
    headers: { authorization: `Bearer ${tokens.get('owner')}` },
  });
  expect(block.statusCode).toBe(200);
  await asOwner('POST', '/api/admin/website-builds');
  const apiKey = await insertApiKey(db);
  await insertAuditRow(db, { entity: 'job', entity_id: visible });
  const delivery = await db.selectFrom('webhook_deliveries').select('id').executeTakeFirstOrThrow();

  // A partners import waiting for its dry run: its rows are for partners.write only.
  const importFile = new FormData();
  importFile.append('kind', 'partners');
  importFile.append(
    'file',
    new Blob([`name,email\n${IMPORTED_PARTNER},imported@example.com\n`], { type: 'text/csv' }),
    'partners.csv',
  );
  const importUpload = await t.app.inject({
    method: 'POST',
    url: '/api/admin/imports',
    headers: { authorization: `Bearer ${tokens.get('owner')}` },
    payload: importFile,
  });
  expect(importUpload.statusCode, importUpload.body).toBe(201);
  const importId = (importUpload.json() as { data: { id: number } }).data.id;
  markers.push({ what: 'an import’s rows', value: IMPORTED_PARTNER, seenWith: ['partners.write'] });

  // The build hook is shown to settings.read, and recorded in the audit log (audit.read).
  markers.push(
    {
      what: 'the website build hook',
      value: WEBSITE_HOOK,
      seenWith: ['settings.read', 'audit.read'],
    },
    {
      what: 'a webhook’s URL',
      value: WEBHOOK_URL,
      seenWith: ['integrations.manage', 'audit.read'],
    },
    { what: 'the reCAPTCHA secret', value: RECAPTCHA_SECRET, seenWith: [] },
    {
      what: 'a webhook’s secret',
      value: (webhook.data as { secret: string }).secret,
      seenWith: [],
    },
    { what: 'an API key', value: apiKey.secret, seenWith: [] },
    { what: 'an API key’s hash', value: sha256(apiKey.secret), seenWith: [] },
  );
  for (const { password_hash } of await db.selectFrom('admins').select('password_hash').execute()) {
    markers.push({ what: 'a password hash', value: password_hash, seenWith: [] });
  }
  for (const [role, token] of tokens) {
    markers.push({ what: `the ${role}’s token`, value: token, seenWith: [] });
  }

  const fixed = (id: number) => () => Promise.resolve(id);
  idOf = {
    'users.block': () => insertUser(db),
    'users.unblock': () => insertUser(db, { is_blocked: 1 }),
    'blogPosts.togglePublic': () => insertBlogPost(db),
    'webPages.get': fixed(page),
    'blogPosts.get': fixed(post),
    'kyc.get': fixed(kycIds[0]!),
    'kyc.document': fixed(kycIds[0]!),
    'records.user': fixed(user),
    'records.userApplications': fixed(user),
    'records.job': fixed(hidden[0]!),
    'records.jobApplicants': fixed(hidden[0]!),
    'records.partner': fixed(partner),
    'records.partnerJobs': fixed(partner),
    'records.partnerSubscriptions': fixed(partner),
    'records.partnerInvoices': fixed(partner),
    'webhooks.show': fixed(webhook.data.endpoint.id as number),
    'webhooks.deliveries': fixed(webhook.data.endpoint.id as number),
    'webhooks.delivery': fixed(delivery.id),
    'platform.showKyc': fixed(kycIds[0]!),
    'imports.show': fixed(importId),
    'imports.rows': fixed(importId),
  };
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** The query strings each endpoint is called with: none, and a search where one finds more. */
const QUERIES: Record<string, readonly string[]> = {
  'jobs.list': ['', '?s=scoped'],
};

const GETS = allEndpoints.filter((endpoint) => endpoint.method === 'GET');

type Answer = { status: number; body: string };

async function urlsOf(endpoint: Endpoint): Promise<string[]> {
  let path = endpoint.path;
  if (endpoint.params) {
    const id = idOf[endpoint.name];
    if (!id) throw new Error(`${endpoint.name} takes an id: name the row to call it with.`);
    path = pathOf(endpoint, { id: await id(), kind: 'selfie' });
  }
  return (QUERIES[endpoint.name] ?? ['']).map((query) => `${path}${query}`);
}

async function call(endpoint: Endpoint, caller: Caller): Promise<Answer[]> {
  let token = caller === 'anonymous' ? null : tokens.get(caller)!;
  // Signing out ends the token: that call gets a token of its own.
  if (token && endpoint.name === 'auth.logout') {
    token = await t.loginAs({ email: `${caller}@example.com`, role: caller as Role });
  }
  const answers: Answer[] = [];
  for (const url of await urlsOf(endpoint)) {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    answers.push({ status: response.statusCode, body: response.body });
  }
  return answers;
}

/** The status the permission table calls for. */
/**
 * Endpoints whose permission depends on the row they read: an import is for the holders of its
 * kind's write permission (IMPORT_PERMISSION); the one read here imports partners.
 */
const ROW_PERMISSION: Record<string, Permission> = {
  'imports.show': IMPORT_PERMISSION.partners,
  'imports.rows': IMPORT_PERMISSION.partners,
};

function expectedStatus(endpoint: Endpoint, caller: Caller, anonymous: number): number {
  if (endpoint.access === 'api-key') return 401;
  if (!needsAdmin(endpoint)) return anonymous;
  if (caller === 'anonymous') return 401;
  const permissions = [endpoint.permission!, ROW_PERMISSION[endpoint.name]].filter(
    (permission): permission is Permission => permission !== undefined,
  );
  return permissions.every((permission) => can(caller, permission)) ? successStatus(endpoint) : 403;
}

const visibleTo = (marker: Marker, caller: Caller) =>
  caller !== 'anonymous' && marker.seenWith.some((permission) => can(caller, permission));

describe('read scope: every GET as every role', () => {
  it('walks every GET of the registry', () => {
    expect(GETS.length).toBeGreaterThan(50);
    expect(GETS.filter((e) => e.access === 'optional-admin').map((e) => e.name)).toEqual([
      'jobs.list',
      'settings.general',
    ]);
  });

  it.each(GETS.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s answers each caller only what its role may see',
    async (_name, endpoint) => {
      const problems: string[] = [];
      const anonymous = await call(endpoint, 'anonymous');
      let fullerViews = 0;
      for (const caller of CALLERS) {
        const answers = caller === 'anonymous' ? anonymous : await call(endpoint, caller);
        answers.forEach((answer, i) => {
          const where = `${caller} (${i})`;
          const expected = expectedStatus(endpoint, caller, anonymous[i]!.status);
          if (answer.status !== expected) {
            problems.push(`${where}: ${answer.status}, not ${expected}: ${answer.body}`);
          }
          if (answer.status === 403 && needsAdmin(endpoint)) {
            const message = PERMISSION_MESSAGES.forbidden;
            const error = { result: false, message, ...(endpoint.sensitive && { error: message }) };
            if (!isDeepStrictEqual(JSON.parse(answer.body), error)) {
              problems.push(`${where}: refused with more than the error: ${answer.body}`);
            }
          }
          if (caller !== 'anonymous' && !needsAdmin(endpoint) && endpoint.access !== 'api-key') {
            const same = answer.body === anonymous[i]!.body;
            if (seesAdminView(endpoint, caller)) fullerViews += Number(!same);
            else if (!same) problems.push(`${where}: answers more than signed out: ${answer.body}`);
          }
          for (const marker of markers) {
            if (answer.body.includes(marker.value) && !visibleTo(marker, caller)) {
              problems.push(`${where}: shows ${marker.what}`);
            }
          }
        });
      }
      expect(problems).toEqual([]);
      // The fixtures make the admin view differ, so the equality above means something.
      if (endpoint.access === 'optional-admin') expect(fullerViews).toBeGreaterThan(0);
      if (endpoint.access === 'api-key') {
        expect(JSON.parse(anonymous[0]!.body).message).toBe(INTEGRATION_MESSAGES.keyMissing);
      }
    },
  );
});

/** The data of a JSON answer to a role (the answer must be 200). */
async function dataAs(role: Role, url: string) {
  const response = await t.app.inject({
    url,
    headers: { authorization: `Bearer ${tokens.get(role)}` },
  });
  expect(response.statusCode, `${role} ${url}: ${response.body}`).toBe(200);
  return response.json();
}

const USER_READERS = ROLES.filter((role) => can(role, 'users.read'));

/**
 * Known leaks, awaiting a decision: answers that still count hidden jobs for roles without
 * jobs.read, or for everyone. Their figures come from aggregates the triggers keep for every job
 * (or every published one), which cannot know what the public sees at a given moment (a job
 * expires without a write). An entry stays only while its answer still moves, so fixing one
 * fails the test below until the entry goes.
 */
const KNOWN_COUNT_LEAKS: Record<string, string> = {
  'dashboard.jobStats': 'applications made and selected per month, of every job',
  'partners.cards': 'posted_jobs counts every job of the partner, published or not (public)',
  'partners.topPerformers':
    'jobs_posted ranks by published jobs, paused and expired ones too (public)',
};

describe('read scope: counts', () => {
  it.each(USER_READERS.map((role) => [role] as const))(
    'a user record counts, as %s, only the applications its role may list',
    async (role) => {
      const record = (await dataAs(role, `/api/admin/users/${scopedUser}`)).data;
      const list = await dataAs(role, `/api/admin/users/${scopedUser}/applications`);
      const rows = list.data as { selected: boolean }[];
      const seesHidden = can(role, 'jobs.read');
      // 1 visible application and 3 hidden ones; the visible one and a hidden one selected.
      expect(rows).toHaveLength(seesHidden ? 1 + HIDDEN_JOBS.length : 1);
      expect(record).toMatchObject({
        applications: list.meta.total,
        selected_applications: rows.filter((row) => row.selected).length,
      });
      expect(record.applications).toBe(seesHidden ? 4 : 1);
      expect(record.selected_applications).toBe(seesHidden ? 2 : 1);
    },
  );

  // Adding rows only jobs.read may see leaves every answer to a caller without it unchanged:
  // a count, a total or a chart that moves gives hidden jobs away as surely as a title would.
  // It adds rows, so it stays the file's last test.
  it('hidden jobs and their applications change no answer to a caller without jobs.read', async () => {
    const callers = CALLERS.filter((caller) => caller === 'anonymous' || !can(caller, 'jobs.read'));
    // GETs that change nothing and answer an admin or the public (api-key reads are 401 anyway).
    const reads = GETS.filter((e) => e.access !== 'admin-bearer' && e.access !== 'api-key');
    const walk = async () => {
      const answers = new Map<string, string>();
      for (const endpoint of reads) {
        for (const caller of callers) {
          const all = await call(endpoint, caller);
          // A document link is signed afresh on each read; what it points at is what counts.
          const text = JSON.stringify(all).replace(/(expires|signature)=[^&"\\]*/g, '$1=…');
          answers.set(`${endpoint.name} as ${caller}`, text);
        }
      }
      return answers;
    };
    const db = t.database.db;
    const applicant = await insertUser(db);
    // Every answer is the same twice over with nothing changed, so any change below is the jobs'.
    const before = await walk();
    const again = await walk();
    const keys = [...before.keys()];
    expect(keys.filter((key) => before.get(key) !== again.get(key))).toEqual([]);

    const selectedAt = new Date().toISOString();
    for (const [, title, overrides] of HIDDEN_JOBS) {
      const job = await insertJob(db, scopedPartner, { title: `${title} 2`, ...overrides });
      for (const user_id of [scopedUser, applicant]) {
        await insertApplication(db, job, { user_id, selected_at: selectedAt });
      }
    }

    const after = await walk();
    const changed = keys.filter((key) => after.get(key) !== before.get(key));
    const leaking = [...new Set(changed.map((key) => key.split(' as ')[0]!))];
    expect(
      changed.filter((key) => !Object.hasOwn(KNOWN_COUNT_LEAKS, key.split(' as ')[0]!)),
      'answers that moved with hidden jobs',
    ).toEqual([]);
    expect(
      Object.keys(KNOWN_COUNT_LEAKS).filter((name) => !leaking.includes(name)),
      'known leaks no longer seen: remove them from KNOWN_COUNT_LEAKS',
    ).toEqual([]);
  }, 60_000);
});
