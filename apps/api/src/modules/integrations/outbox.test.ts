import {
  WEBHOOK_RETRY_SCHEDULE_SECONDS,
  WEBHOOK_TEST_EVENT,
  type WebhookEventType,
} from '@job-board/contract';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordAudit } from '../../lib/audit.js';
import { inTransaction } from '../../lib/change-record.js';
import type { Context } from '../../lib/context.js';
import { insertUser } from '../../testing/fixtures.js';
import { insertKycVerification } from '../../testing/kyc-fixtures.js';
import { insertJob, insertPartner } from '../../testing/partners-fixtures.js';
import { storedUpload } from '../../testing/content-fixtures.js';
import { insertInvoice, insertPackage } from '../../testing/subscriptions-fixtures.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { startReceiver, type Receiver } from '../../testing/webhook-receiver.js';
import { OutboxWorker } from './outbox-worker.js';

let t: TestApp;
let token: string;
let receiver: Receiver;
let ownerId: number;

const auth = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  // The receiver is on 127.0.0.1, which only WEBHOOK_ALLOW_PRIVATE lets a webhook reach.
  t = await buildTestApp({ webhookAllowPrivate: true, websiteBuildDelayMs: 3000 });
  ownerId = await t.createAdmin();
  token = await t.loginAs();
  receiver = await startReceiver();
});

afterAll(async () => {
  await receiver.close();
  await t.close();
});

beforeEach(async () => {
  receiver.requests.length = 0;
  receiver.answer(200, 'ok');
  const { db } = t.database;
  for (const table of [
    'webhook_delivery_attempts',
    'webhook_deliveries',
    'webhook_events',
    'webhook_endpoints',
    'website_builds',
  ] as const) {
    await db.deleteFrom(table).execute();
  }
  await db.deleteFrom('settings').where('config_name', '=', 'website_webhook_url').execute();
});

/** A clock the test moves; starts now. */
function fakeClock() {
  let now = Date.now();
  return {
    now: () => new Date(now),
    advance: (ms: number) => void (now += ms),
  };
}

const worker = (options: ConstructorParameters<typeof OutboxWorker>[1] = {}) =>
  new OutboxWorker(t.app.deps, { random: () => 0.5, ...options });

async function addEndpoint(events: WebhookEventType[], url = receiver.url()) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/webhooks',
    headers: auth(),
    payload: { url, description: 'The platform', events },
  });
  expect(response.statusCode).toBe(201);
  const { endpoint, secret } = response.json().data as { endpoint: { id: number }; secret: string };
  return { id: endpoint.id, secret };
}

/** Every request the receiver got, verified with the Standard Webhooks library. */
function verifiedPayloads(secret: string) {
  const webhook = new Webhook(secret);
  return receiver.requests.map(
    (request) =>
      webhook.verify(request.body, request.headers) as {
        type: string;
        data: Record<string, unknown>;
      },
  );
}

const block = (userId: number) =>
  t.app.inject({ url: `/api/user/block/${userId}`, headers: auth() });

const deliveries = () =>
  t.database.db.selectFrom('webhook_deliveries').selectAll().orderBy('id').execute();

describe('events written with the change', () => {
  it('delivers a signed event that the standardwebhooks library verifies', async () => {
    const { secret } = await addEndpoint(['user.blocked', 'user.unblocked']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    const userId = await insertUser(t.database.db, { email: 'blocked@example.com' });

    expect((await block(userId)).statusCode).toBe(200);
    // Written with the change, sent by the worker: the admin's request waited for no receiver.
    expect(receiver.requests).toHaveLength(0);
    expect(await worker().runOnce()).toEqual({ deliveries: 1, builds: 0 });

    const [payload] = verifiedPayloads(secret);
    expect(payload).toMatchObject({
      type: 'user.blocked',
      data: { id: userId, email: 'blocked@example.com', blocked: true },
    });
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, last_response_status: 200 });
    expect(receiver.requests[0]!.headers['webhook-id']).toMatch(/^msg_/);
  });

  it('sends only the events an endpoint subscribed to', async () => {
    await addEndpoint(['job.deleted']);
    await block(await insertUser(t.database.db));
    expect(await deliveries()).toHaveLength(0);
  });

  it('writes nothing for a change that is rolled back', async () => {
    await addEndpoint(['user.blocked']);
    const userId = await insertUser(t.database.db);
    const context = { ...t.app.deps, actor: { adminId: ownerId, ip: '127.0.0.1' } } as Context;
    await expect(
      inTransaction(context, async (trx) => {
        await recordAudit(trx, { action: 'block', entity: 'user', entityId: userId });
        throw new Error('the change fails after its audit row');
      }),
    ).rejects.toThrow('the change fails');
    expect(await t.database.db.selectFrom('webhook_events').selectAll().execute()).toEqual([]);
    expect(await deliveries()).toEqual([]);

    // A refused change (already blocked: 409) sends nothing either.
    await block(userId);
    expect(await deliveries()).toHaveLength(1);
    expect((await block(userId)).statusCode).toBe(409);
    expect(await deliveries()).toHaveLength(1);
  });

  it('tells a KYC rejection with its reason, and an approval', async () => {
    const { secret } = await addEndpoint(['kyc.approved', 'kyc.rejected']);
    const userId = await insertUser(t.database.db);
    const id = await insertKycVerification(t.database.db, { user_id: userId });
    const verify = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/kyc/verify/${id}`,
        headers: auth(),
        payload,
      });

    const rejected = await verify({
      status: 'rejected',
      reason: 'blurry_document',
      reason_text: 'The photo of the ID is out of focus.',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await verify({ status: 'approved' })).statusCode).toBe(200);
    await worker().runOnce();

    const payloads = verifiedPayloads(secret).sort((a, b) => a.type.localeCompare(b.type));
    expect(payloads).toMatchObject([
      { type: 'kyc.approved', data: { id, user_id: userId, status: 'approved', reason: null } },
      {
        type: 'kyc.rejected',
        data: {
          id,
          user_id: userId,
          status: 'rejected',
          reason: 'blurry_document',
          reason_text: 'The photo of the ID is out of focus.',
        },
      },
    ]);
  });

  it('tells a job published, unpublished and deleted, and an invoice paid', async () => {
    const { secret } = await addEndpoint([
      'job.published',
      'job.unpublished',
      'job.deleted',
      'invoice.paid',
    ]);
    const { db } = t.database;
    const partnerId = await insertPartner(db);
    const jobId = await insertJob(db, partnerId, { title: 'Night nurse', is_published: 0 });
    const bulk = (action: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/jobs/bulk',
        headers: auth(),
        payload: { action, ids: [jobId] },
      });
    expect((await bulk('publish')).statusCode).toBe(200);
    expect((await bulk('unpublish')).statusCode).toBe(200);
    expect((await bulk('delete')).statusCode).toBe(200);
    const invoiceId = await insertInvoice(db, {
      partner_id: partnerId,
      package_id: await insertPackage(db),
      is_paid: 0,
    });
    const paid = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/invoices/${invoiceId}/paid`,
      headers: auth(),
      payload: { paid: true },
    });
    expect(paid.statusCode).toBe(200);

    while ((await worker().runOnce()).deliveries > 0);
    const payloads = verifiedPayloads(secret);
    expect(payloads.map((p) => p.type).sort()).toEqual([
      'invoice.paid',
      'job.deleted',
      'job.published',
      'job.unpublished',
    ]);
    const byType = Object.fromEntries(payloads.map((p) => [p.type, p.data]));
    expect(byType['job.published']).toMatchObject({
      id: jobId,
      title: 'Night nurse',
      published: true,
    });
    expect(byType['job.unpublished']).toMatchObject({ id: jobId, published: false });
    expect(byType['job.deleted']).toMatchObject({
      id: jobId,
      title: 'Night nurse',
      partner_id: partnerId,
    });
    expect(byType['invoice.paid']).toMatchObject({ id: invoiceId, partner_id: partnerId });
    expect(byType['invoice.paid']!.paid_at).toEqual(expect.any(String));
  });
});

describe('retries', () => {
  it('retries with growing delays over more than a day, then fails and pauses the endpoint', async () => {
    const { id: endpointId } = await addEndpoint(['user.blocked']);
    await block(await insertUser(t.database.db));
    receiver.answer(500, 'receiver down');
    const clock = fakeClock();
    const outbox = worker({ clock: clock.now });
    t.mails.length = 0;

    const start = clock.now().getTime();
    await outbox.runOnce();
    expect(receiver.requests).toHaveLength(1);
    for (const [index, seconds] of WEBHOOK_RETRY_SCHEDULE_SECONDS.entries()) {
      // Just before the delay (random 0.5: the jitter's middle) nothing is sent…
      clock.advance(seconds * 1000 - 1000);
      await outbox.runOnce();
      expect(receiver.requests).toHaveLength(index + 1);
      // …and once it has passed, the next attempt goes out.
      clock.advance(1000);
      await outbox.runOnce();
      expect(receiver.requests).toHaveLength(index + 2);
    }
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: WEBHOOK_RETRY_SCHEDULE_SECONDS.length + 1,
      next_attempt_at: null,
      last_response_status: 500,
      last_error: 'The receiver answered 500',
    });
    expect(clock.now().getTime() - start).toBeGreaterThan(24 * 3600 * 1000);
    // Every attempt of the one delivery carried the same webhook-id.
    expect(new Set(receiver.requests.map((r) => r.headers['webhook-id'])).size).toBe(1);

    const endpoint = await t.database.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', endpointId)
      .executeTakeFirstOrThrow();
    expect(endpoint.status).toBe('paused');
    expect(endpoint.paused_reason).toMatch(/^Paused automatically/);
    expect(t.mails.map((mail) => mail.subject)).toEqual(['A webhook endpoint was paused']);

    // Nothing more goes to a paused endpoint; its new deliveries wait for it.
    await block(await insertUser(t.database.db));
    clock.advance(60_000);
    expect(await outbox.runOnce()).toEqual({ deliveries: 0, builds: 0 });
    receiver.answer(200, 'ok');
    const resumed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${endpointId}/resume`,
      headers: auth(),
    });
    expect(resumed.statusCode).toBe(200);
    expect(await outbox.runOnce()).toEqual({ deliveries: 1, builds: 0 });
    expect(receiver.requests.at(-1)!.headers['webhook-id']).not.toBe(
      receiver.requests[0]!.headers['webhook-id'],
    );
  });

  it('spreads retries with jitter of at most a fifth of the delay', async () => {
    await addEndpoint(['user.blocked']);
    await block(await insertUser(t.database.db));
    receiver.answer(503);
    const clock = fakeClock();
    for (const random of [0, 0.999]) {
      await t.database.db.updateTable('webhook_deliveries').set({ attempts: 1 }).execute();
      await t.database.db
        .updateTable('webhook_deliveries')
        .set({ next_attempt_at: clock.now().toISOString(), status: 'pending' })
        .execute();
      await worker({ clock: clock.now, random: () => random }).runOnce();
      const [delivery] = await deliveries();
      const delay = Date.parse(delivery!.next_attempt_at!) - clock.now().getTime();
      const nominal = WEBHOOK_RETRY_SCHEDULE_SECONDS[1] * 1000;
      expect(delay).toBeGreaterThanOrEqual(nominal * 0.8);
      expect(delay).toBeLessThanOrEqual(nominal * 1.2);
      expect(Math.abs(delay - nominal)).toBeGreaterThan(nominal * 0.19);
    }
  });

  it('counts a redirect as a failure and does not follow it', async () => {
    await addEndpoint(['user.blocked']);
    await block(await insertUser(t.database.db));
    receiver.answer(302, '', { location: receiver.url('/elsewhere') });
    await worker().runOnce();
    expect(receiver.requests.map((r) => r.path)).toEqual(['/hook']);
    expect(await deliveries()).toMatchObject([{ status: 'pending', last_response_status: 302 }]);
  });

  it('keeps only a short, printable excerpt of what a receiver answers', async () => {
    await addEndpoint(['user.blocked']);
    await block(await insertUser(t.database.db));
    receiver.answer(500, `\u0000${'x'.repeat(5000)}`);
    await worker().runOnce();
    const [attempt] = await t.database.db
      .selectFrom('webhook_delivery_attempts')
      .selectAll()
      .execute();
    expect(attempt!.response_excerpt).toBe('x'.repeat(500));
  });
});

describe('several workers', () => {
  it('sends each delivery once when workers run side by side', async () => {
    await addEndpoint(['user.blocked']);
    const { db } = t.database;
    for (let i = 0; i < 24; i += 1) await block(await insertUser(db));
    const workers = [worker(), worker(), worker()];
    for (let pass = 0; pass < 5; pass += 1) {
      await Promise.all(workers.map((w) => w.runOnce()));
    }
    const ids = receiver.requests.map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(24);
    expect(new Set(ids).size).toBe(24);
    const attempts = await db.selectFrom('webhook_delivery_attempts').selectAll().execute();
    expect(attempts).toHaveLength(24);
  });

  it('takes over a delivery whose worker died after its lease has run out', async () => {
    await addEndpoint(['user.blocked']);
    await block(await insertUser(t.database.db));
    const clock = fakeClock();
    // A claim that was never settled (its process was killed mid-delivery).
    await t.database.db
      .updateTable('webhook_deliveries')
      .set({ locked_until: new Date(clock.now().getTime() + 15_000).toISOString() })
      .execute();
    expect(await worker({ clock: clock.now }).runOnce()).toEqual({ deliveries: 0, builds: 0 });
    clock.advance(15_001);
    expect(await worker({ clock: clock.now }).runOnce()).toEqual({ deliveries: 1, builds: 0 });
    expect(receiver.requests).toHaveLength(1);
  });
});

describe('the website build hook', () => {
  const saveHookUrl = (value: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/settings/save',
      headers: auth(),
      payload: { config_name: 'website_webhook_url', value, setting_tab: 'general' },
    });
  const blogPost = async (title: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/blogposts',
      headers: auth(),
      payload: {
        post_title: title,
        featured_image: `${t.config.appUrl}${await storedUpload(t.config)}`,
        excerpt: 'Short.',
        body: '<p>Body</p>',
        is_published: true,
        is_featured: false,
      },
    });

  it('gives one build for several changes close together', async () => {
    expect((await saveHookUrl(receiver.url('/build'))).statusCode).toBe(200);
    const first = await blogPost('First news');
    expect(first.statusCode).toBe(201);
    const id = first.json().data.id as number;
    const toggled = await t.app.inject({
      url: `/api/admin/blogposts/toggle-public/${id}`,
      headers: auth(),
    });
    expect(toggled.statusCode).toBe(200);
    expect((await blogPost('Second news')).statusCode).toBe(201);

    const clock = fakeClock();
    const outbox = worker({ clock: clock.now });
    // Within the window the build waits for more changes.
    expect(await outbox.runOnce()).toEqual({ deliveries: 0, builds: 0 });
    clock.advance(3500);
    expect(await outbox.runOnce()).toEqual({ deliveries: 0, builds: 1 });
    expect(receiver.requests.map((r) => [r.method, r.path])).toEqual([['POST', '/build']]);
    expect(JSON.parse(receiver.requests[0]!.body).changes).toEqual([
      'Setting website_webhook_url saved',
      'Blog post “First news” created',
      'Blog post “First news” unpublished',
      'Blog post “Second news” created',
    ]);

    const builds = await t.app.inject({ url: '/api/admin/website-builds', headers: auth() });
    expect(builds.json()).toMatchObject({
      configured: true,
      data: [{ status: 'succeeded', trigger_count: 4, attempts: 1, response_status: 200 }],
    });

    // A change after the build was sent starts the next one.
    await blogPost('Third news');
    clock.advance(3100);
    await outbox.runOnce();
    expect(receiver.requests).toHaveLength(2);
  });

  it('sends nothing while the URL is empty', async () => {
    expect((await blogPost('Nobody rebuilds')).statusCode).toBe(201);
    expect(await t.database.db.selectFrom('website_builds').selectAll().execute()).toEqual([]);
    const rebuild = await t.app.inject({
      method: 'POST',
      url: '/api/admin/website-builds',
      headers: auth(),
    });
    expect(rebuild.statusCode).toBe(422);
    const builds = await t.app.inject({ url: '/api/admin/website-builds', headers: auth() });
    expect(builds.json()).toEqual({ data: [], configured: false });
  });

  it('rebuilds at once when an admin asks, and retries a failed build', async () => {
    await saveHookUrl(receiver.url('/build'));
    receiver.answer(500, 'build service down');
    const rebuild = await t.app.inject({
      method: 'POST',
      url: '/api/admin/website-builds',
      headers: auth(),
    });
    const clock = fakeClock();
    const outbox = worker({ clock: clock.now });
    expect(rebuild.statusCode).toBe(201);
    expect(rebuild.json().data.triggers).toEqual([
      'Setting website_webhook_url saved',
      'Rebuild requested by Ada Admin',
    ]);
    expect(await outbox.runOnce()).toEqual({ deliveries: 0, builds: 1 });
    const [failed] = (
      await t.app.inject({ url: '/api/admin/website-builds', headers: auth() })
    ).json().data as { status: string; error: string }[];
    expect(failed).toMatchObject({ status: 'pending', error: 'The receiver answered 500' });
    receiver.answer(204);
    clock.advance(WEBHOOK_RETRY_SCHEDULE_SECONDS[0] * 1000);
    expect(await outbox.runOnce()).toEqual({ deliveries: 0, builds: 1 });
    const [built] = (
      await t.app.inject({ url: '/api/admin/website-builds', headers: auth() })
    ).json().data as { status: string; attempts: number }[];
    expect(built).toMatchObject({ status: 'succeeded', attempts: 2 });
  });
});

describe('endpoint tools', () => {
  it('sends a test event, resends a delivery with the same id, and signs with both secrets after a rotation', async () => {
    const { id, secret } = await addEndpoint(['content.changed']);
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${id}/test`,
      headers: auth(),
    });
    expect(test.statusCode).toBe(201);
    expect(test.json().data).toMatchObject({ event_type: WEBHOOK_TEST_EVENT, status: 'pending' });
    const deliveryId = test.json().data.id as number;

    // A pending delivery is still being tried: not resent.
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webhook-deliveries/${deliveryId}/resend`,
      headers: auth(),
    });
    expect(early.statusCode).toBe(409);

    await worker().runOnce();
    expect(verifiedPayloads(secret).map((p) => p.type)).toEqual([WEBHOOK_TEST_EVENT]);

    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${id}/rotate-secret`,
      headers: auth(),
    });
    expect(rotated.statusCode).toBe(200);
    const newSecret = rotated.json().data.secret as string;
    expect(newSecret).not.toBe(secret);

    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webhook-deliveries/${deliveryId}/resend`,
      headers: auth(),
    });
    expect(resend.statusCode).toBe(200);
    await worker().runOnce();
    expect(receiver.requests).toHaveLength(2);
    expect(receiver.requests[1]!.headers['webhook-id']).toBe(
      receiver.requests[0]!.headers['webhook-id'],
    );
    // Receivers still on the old secret, and those already on the new one, both verify it.
    const last = receiver.requests[1]!;
    expect(() => new Webhook(secret).verify(last.body, last.headers)).not.toThrow();
    expect(() => new Webhook(newSecret).verify(last.body, last.headers)).not.toThrow();

    const detail = await t.app.inject({
      url: `/api/admin/webhook-deliveries/${deliveryId}`,
      headers: auth(),
    });
    expect(detail.json().data).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      payload: receiver.requests[0]!.body,
    });
    expect(detail.json().data.attempt_log).toHaveLength(2);

    const shown = await t.app.inject({ url: `/api/admin/webhooks/${id}`, headers: auth() });
    expect(shown.json().data).toMatchObject({ id, secret_hint: `${newSecret.slice(0, 10)}…` });
    const unknown = await t.app.inject({ url: '/api/admin/webhooks/9999', headers: auth() });
    expect(unknown.statusCode).toBe(404);

    const listed = await t.app.inject({ url: '/api/admin/webhooks', headers: auth() });
    expect(JSON.stringify(listed.json())).not.toContain(secret.slice(10));
    expect(listed.json().data[0]).toMatchObject({
      id,
      status: 'active',
      pending_deliveries: 0,
      last_delivery_status: 'succeeded',
    });
  });

  it('lists an endpoint’s deliveries newest first, filtered by status', async () => {
    const { id } = await addEndpoint(['user.blocked']);
    for (let i = 0; i < 3; i += 1) await block(await insertUser(t.database.db));
    receiver.answer(500);
    await worker().runOnce();
    const list = (query = '') =>
      t.app.inject({ url: `/api/admin/webhooks/${id}/deliveries${query}`, headers: auth() });
    const all = (await list()).json();
    expect(all.meta.total).toBe(3);
    expect(all.data.map((d: { id: number }) => d.id)).toEqual(
      [...all.data.map((d: { id: number }) => d.id)].sort((a, b) => b - a),
    );
    expect((await list('?status=succeeded')).json().meta.total).toBe(0);
    expect((await list('?status=pending')).json().meta.total).toBe(3);
    expect((await list('?status=sent')).statusCode).toBe(422);
    expect(
      (await t.app.inject({ url: '/api/admin/webhooks/9999/deliveries', headers: auth() }))
        .statusCode,
    ).toBe(404);
  });
});
