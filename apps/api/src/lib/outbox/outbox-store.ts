import { randomBytes } from 'node:crypto';
import type { PlatformKycCheck, WEBHOOK_TEST_EVENT, WebhookEventType } from '@job-board/contract';
import { sql } from 'kysely';
import type { Db, DialectName } from '../../db/database.js';
import { nowIso } from '../time.js';

/**
 * The outbox: rows written in the transaction of the change that needs them, and the queries the
 * delivery worker claims and settles them with.
 */

const WEBSITE_BUILD_KEY = 'website';
/** A build lists at most this many triggers; `trigger_count` keeps counting past them. */
const TRIGGERS_KEPT = 20;

const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

/** Endpoints that take an event of this type (a paused one too: its deliveries wait for it). */
async function subscribedEndpointIds(db: Db, type: string): Promise<number[]> {
  const endpoints = await db.selectFrom('webhook_endpoints').select(['id', 'events']).execute();
  return endpoints
    .filter((endpoint) => (JSON.parse(endpoint.events) as string[]).includes(type))
    .map((endpoint) => endpoint.id);
}

/**
 * Writes an event and a pending delivery for each endpoint that takes it (or for the endpoints
 * named, as a test event is). Nothing is written when no endpoint takes it.
 */
export async function enqueueEvent(
  db: Db,
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT,
  data: Record<string, unknown>,
  endpointIds?: number[],
): Promise<number[]> {
  const targets = endpointIds ?? (await subscribedEndpointIds(db, type));
  if (targets.length === 0) return [];
  const now = nowIso();
  const event = await db
    .insertInto('webhook_events')
    .values({
      message_id: newMessageId(),
      type,
      payload: JSON.stringify({ type, timestamp: now, data }),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const deliveries = await db
    .insertInto('webhook_deliveries')
    .values(
      targets.map((endpoint_id) => ({
        event_id: event.id,
        endpoint_id,
        status: 'pending' as const,
        next_attempt_at: now,
        locked_until: null,
        last_attempt_at: null,
        last_response_status: null,
        last_error: null,
        delivered_at: null,
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  return deliveries.map((delivery) => delivery.id);
}

export async function websiteHookUrl(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('config_name', '=', 'website_webhook_url')
    .executeTakeFirst();
  return row?.value?.trim() || null;
}

/**
 * Asks for a website build: joins the build still waiting for changes, or starts one. A change's
 * build waits for the coalescing window (the worker's `websiteBuildDelayMs`) so a burst of edits
 * gives one build; `now` (the Rebuild button) makes the waiting build due at once. Without a
 * website webhook URL nothing is written (null).
 */
export async function requestWebsiteBuild(
  db: Db,
  trigger: string,
  { now }: { now: boolean },
): Promise<number | null> {
  if (!(await websiteHookUrl(db))) return null;
  const at = nowIso();
  const line = trigger.replace(/\s+/g, ' ').slice(0, 200);
  const row = await db
    .insertInto('website_builds')
    .values({
      status: 'pending',
      coalesce_key: WEBSITE_BUILD_KEY,
      triggers: line,
      trigger_count: 1,
      requested_at: at,
      // null: due once the coalescing window after requested_at has passed.
      next_attempt_at: now ? at : null,
      locked_until: null,
      started_at: null,
      finished_at: null,
      duration_ms: null,
      response_status: null,
      error: null,
    })
    .onConflict((conflict) =>
      conflict.column('coalesce_key').doUpdateSet({
        triggers: sql<string>`case when website_builds.trigger_count < ${TRIGGERS_KEPT}
          then website_builds.triggers || ${'\n'} || excluded.triggers
          else website_builds.triggers end`,
        trigger_count: sql<number>`website_builds.trigger_count + 1`,
        ...(now ? { next_attempt_at: sql<string>`excluded.next_attempt_at` } : {}),
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Whether anything is due: a plain read first, so the poll of an idle outbox (every process,
 * every second) writes nothing and takes no lock.
 */
const anyDue = async (due: { executeTakeFirst(): Promise<unknown> }) =>
  (await due.executeTakeFirst()) !== undefined;

/** Picks due rows' ids, locking them on PostgreSQL so a concurrent claim skips them. */
const lockedForClaim = <Q extends { forUpdate(): Q; skipLocked(): Q }>(
  dialect: DialectName,
  query: Q,
): Q => (dialect === 'postgres' ? query.forUpdate().skipLocked() : query);

type ClaimedDelivery = {
  id: number;
  attempts: number;
  url: string;
  secrets: string[];
  message_id: string;
  payload: string;
  endpoint_id: number;
};

/**
 * Claims up to `limit` due deliveries of active endpoints until `leaseUntil`: each is claimed by
 * one process (rows locked and skipped on PostgreSQL; SQLite runs one write at a time). A process
 * that dies holding a claim leaves it to another once the lease has passed.
 */
export async function claimDueDeliveries(
  db: Db,
  dialect: DialectName,
  { now, leaseUntil, limit }: { now: string; leaseUntil: string; limit: number },
): Promise<ClaimedDelivery[]> {
  const due = db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .where('endpoint_id', 'in', (eb) =>
      eb.selectFrom('webhook_endpoints').select('id').where('status', '=', 'active'),
    )
    .orderBy('next_attempt_at')
    .limit(limit);
  if (!(await anyDue(due))) return [];
  const claimed = await db
    .updateTable('webhook_deliveries')
    .set({ locked_until: leaseUntil })
    .where('id', 'in', lockedForClaim(dialect, due))
    .returning(['id'])
    .execute();
  if (claimed.length === 0) return [];
  const rows = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as ev', 'ev.id', 'd.event_id')
    .innerJoin('webhook_endpoints as ep', 'ep.id', 'd.endpoint_id')
    .select([
      'd.id',
      'd.attempts',
      'd.endpoint_id',
      'ev.message_id',
      'ev.payload',
      'ep.url',
      'ep.secret',
      'ep.previous_secret',
      'ep.previous_secret_expires_at',
    ])
    .where(
      'd.id',
      'in',
      claimed.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => ({
    id: row.id,
    attempts: row.attempts,
    endpoint_id: row.endpoint_id,
    message_id: row.message_id,
    payload: row.payload,
    url: row.url,
    secrets:
      row.previous_secret && row.previous_secret_expires_at && row.previous_secret_expires_at > now
        ? [row.secret, row.previous_secret]
        : [row.secret],
  }));
}

export type AttemptOutcome = {
  attemptedAt: string;
  durationMs: number;
  responseStatus: number | null;
  responseExcerpt: string | null;
  error: string | null;
};

/**
 * Settles one attempt of a delivery this process holds (`leaseUntil`): the attempt's row, and the
 * delivery succeeded, failed for good, or due again at `nextAttemptAt`. False when the claim was
 * lost meanwhile (another process took the delivery over after the lease ran out).
 */
export async function settleDelivery(
  db: Db,
  delivery: { id: number; leaseUntil: string },
  outcome: AttemptOutcome,
  next: { status: 'succeeded' | 'failed' | 'pending'; nextAttemptAt: string | null },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('webhook_deliveries')
      .set((eb) => ({
        status: next.status,
        attempts: eb('attempts', '+', 1),
        next_attempt_at: next.nextAttemptAt,
        locked_until: null,
        last_attempt_at: outcome.attemptedAt,
        last_response_status: outcome.responseStatus,
        last_error: outcome.error,
        delivered_at: next.status === 'succeeded' ? outcome.attemptedAt : null,
      }))
      .where('id', '=', delivery.id)
      .where('locked_until', '=', delivery.leaseUntil)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx
      .insertInto('webhook_delivery_attempts')
      .values({
        delivery_id: delivery.id,
        attempted_at: outcome.attemptedAt,
        duration_ms: outcome.durationMs,
        response_status: outcome.responseStatus,
        response_excerpt: outcome.responseExcerpt,
        error: outcome.error,
      })
      .execute();
    return true;
  });
}

type ClaimedBuild = { id: number; attempts: number; triggers: string };

/**
 * Claims the website builds that are due: a change's build once its coalescing window
 * (`windowStart`) has passed, a retry or a requested rebuild at its time. A claimed build stops
 * taking new changes (its coalesce_key is cleared): they start the next build.
 */
export async function claimDueBuilds(
  db: Db,
  dialect: DialectName,
  { now, windowStart, leaseUntil }: { now: string; windowStart: string; leaseUntil: string },
): Promise<ClaimedBuild[]> {
  const due = db
    .selectFrom('website_builds')
    .select('id')
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .where((eb) =>
      eb.or([
        eb('next_attempt_at', '<=', now),
        eb.and([eb('next_attempt_at', 'is', null), eb('requested_at', '<=', windowStart)]),
      ]),
    )
    .orderBy('id')
    .limit(5);
  if (!(await anyDue(due))) return [];
  return db
    .updateTable('website_builds')
    .set((eb) => ({
      locked_until: leaseUntil,
      coalesce_key: null,
      started_at: eb.fn.coalesce('started_at', eb.val(now)),
    }))
    .where('id', 'in', lockedForClaim(dialect, due))
    .returning(['id', 'attempts', 'triggers'])
    .execute();
}

export async function settleBuild(
  db: Db,
  build: { id: number; leaseUntil: string },
  outcome: AttemptOutcome,
  next: { status: 'succeeded' | 'failed' | 'pending' | 'skipped'; nextAttemptAt: string | null },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('website_builds')
      .set((eb) => ({
        status: next.status,
        attempts: next.status === 'skipped' ? eb.ref('attempts') : eb('attempts', '+', 1),
        next_attempt_at: next.nextAttemptAt,
        locked_until: null,
        finished_at: next.status === 'pending' ? null : outcome.attemptedAt,
        duration_ms: outcome.durationMs,
        response_status: outcome.responseStatus,
        error: outcome.error,
      }))
      .where('id', '=', build.id)
      .where('locked_until', '=', build.leaseUntil)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    if (next.status === 'succeeded') {
      // A newer build carries every earlier change: retries still waiting are not needed.
      await trx
        .updateTable('website_builds')
        .set({ status: 'superseded', next_attempt_at: null, finished_at: outcome.attemptedAt })
        .where('status', '=', 'pending')
        .where('coalesce_key', 'is', null)
        .where('id', '<', build.id)
        .where((eb) =>
          eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', outcome.attemptedAt)]),
        )
        .execute();
    }
    return true;
  });
}

// Payloads: what each event's `data` says, read in the change's transaction.

export async function kycCheckPayload(db: Db, id: number): Promise<PlatformKycCheck | undefined> {
  const check = await db
    .selectFrom('kyc_verifications')
    .select([
      'id',
      'user_id',
      'status',
      'id_type',
      'submitted_at',
      'reviewed_at',
      'resubmission_of',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!check) return undefined;
  const rejection =
    check.status === 'rejected'
      ? await db
          .selectFrom('kyc_decisions')
          .select(['reason', 'reason_text'])
          .where('verification_id', '=', id)
          .where('to_status', '=', 'rejected')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst()
      : undefined;
  return {
    ...check,
    reason: rejection?.reason ?? null,
    reason_text: rejection?.reason_text ?? null,
  };
}

export function userPayload(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select((eb) => [
      'id',
      'first_name',
      'last_name',
      'email',
      eb('is_blocked', '=', 1).as('blocked'),
    ])
    .where('id', '=', id)
    .executeTakeFirst()
    .then((row) => row && { ...row, blocked: Boolean(row.blocked) });
}

export async function jobPayload(db: Db, id: number) {
  const job = await db
    .selectFrom('jobs')
    .select(['id', 'title', 'partner_id', 'status', 'is_published', 'expiration_date'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!job) return undefined;
  const { is_published, ...rest } = job;
  return { ...rest, published: is_published === 1 };
}

/** A deleted job's data, from its audit entry's "before" (the row is gone). */
export function deletedJobPayload(id: number, before: Record<string, unknown>) {
  const partner = before.partner as { id?: number } | undefined;
  return {
    id,
    title: typeof before.title === 'string' ? before.title : null,
    partner_id: partner?.id ?? null,
    was_published: before.published === true,
  };
}

export function invoicePayload(db: Db, id: number) {
  return db
    .selectFrom('invoices')
    .select(['id', 'number', 'partner_id', 'package_id', 'amount_cents', 'currency', 'paid_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function contentTitle(
  db: Db,
  table: 'blog_posts' | 'web_pages',
  id: number,
): Promise<string | undefined> {
  const row = await db.selectFrom(table).select('title').where('id', '=', id).executeTakeFirst();
  return row?.title;
}
