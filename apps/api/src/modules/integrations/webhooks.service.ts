import {
  INTEGRATION_MESSAGES,
  WEBHOOK_OLD_SECRET_HOURS,
  WEBHOOK_TEST_EVENT,
  type WebhookEndpoint,
  type WebhookEndpointBody,
  type WebhookEndpointPatch,
} from '@job-board/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { changeRecord, createRecord, expectAffected } from '../../lib/change-record.js';
import type { Context } from '../../lib/context.js';
import { fieldChanges } from '../../lib/field-changes.js';
import { recordKind } from '../../lib/record-kind.js';
import { nowIso } from '../../lib/time.js';
import { receiverUrlProblem } from './outbound-http.js';
import * as outbox from '../../lib/outbox/outbox-store.js';
import * as repo from './webhooks.repository.js';
import { newWebhookSecret } from './webhook-signature.js';

const ENTITY = 'webhook_endpoint';

const endpointRecord = recordKind(ENTITY, repo.findEndpoint, INTEGRATION_MESSAGES.endpointNotFound);

/** An endpoint as its audit rows show it (never its secret). */
const audited = (row: Pick<repo.EndpointRow, 'url' | 'description' | 'events' | 'status'>) => ({
  url: row.url,
  description: row.description,
  events: JSON.parse(row.events) as string[],
  status: row.status,
});

export async function findEndpointOr404(context: Context, id: number): Promise<repo.EndpointRow> {
  const row = await repo.findEndpoint(context.db, id);
  if (!row) throw AppError.notFound(INTEGRATION_MESSAGES.endpointNotFound);
  return row;
}

export async function showEndpoint(
  context: Context,
  { id }: { id: number },
): Promise<WebhookEndpoint> {
  const [endpoint] = await repo.toEndpoints(context.db, [await findEndpointOr404(context, id)]);
  return endpoint!;
}

const toEndpoint = (context: Context, id: number) => showEndpoint(context, { id });

export async function listEndpoints(context: Context): Promise<WebhookEndpoint[]> {
  return repo.toEndpoints(context.db, await repo.listEndpointRows(context.db));
}

/** Refuses an address that can never be a receiver here (see outbound-http.ts). */
function checkUrl(context: Context, url: string): void {
  const problem = receiverUrlProblem(url, context.config.webhookAllowPrivate);
  if (!problem) return;
  const message = {
    invalid: INTEGRATION_MESSAGES.urlInvalid,
    private: INTEGRATION_MESSAGES.urlPrivate,
    credentials: INTEGRATION_MESSAGES.urlCredentials,
  }[problem];
  throw AppError.invalid({ url: [message] });
}

export async function createEndpoint(
  context: Context,
  body: WebhookEndpointBody,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  checkUrl(context, body.url);
  const secret = newWebhookSecret();
  const now = nowIso();
  const id = await createRecord(context, ENTITY, async (trx) => {
    const values = {
      url: body.url,
      description: body.description,
      events: JSON.stringify(body.events),
      secret,
      previous_secret: null,
      previous_secret_expires_at: null,
      paused_reason: null,
      paused_at: null,
      created_by: trx.actor.adminId,
      created_at: now,
      updated_at: now,
    };
    const created = await repo.insertEndpoint(trx.db, values);
    return {
      action: 'create',
      id: created,
      after: audited({ ...values, status: 'active' }),
      result: created,
    };
  });
  return { endpoint: await toEndpoint(context, id), secret };
}

export async function updateEndpoint(
  context: Context,
  { id, patch }: { id: number; patch: WebhookEndpointPatch },
): Promise<WebhookEndpoint> {
  if (patch.url !== undefined) checkUrl(context, patch.url);
  await changeRecord(context, endpointRecord(id), async ({ db }, row) => {
    const changes = {
      ...(patch.url !== undefined ? { url: patch.url } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.events !== undefined ? { events: JSON.stringify(patch.events) } : {}),
    };
    const updated = { ...row, ...changes };
    expectAffected(
      (await repo.updateEndpoint(db, id, { ...changes, updated_at: nowIso() })).numUpdatedRows,
      INTEGRATION_MESSAGES.endpointNotFound,
    );
    return { action: 'update', ...fieldChanges(audited(row), audited(updated)), result: undefined };
  });
  return toEndpoint(context, id);
}

export async function deleteEndpoint(context: Context, { id }: { id: number }): Promise<void> {
  await changeRecord(context, endpointRecord(id), async ({ db }, row) => {
    expectAffected(
      (await repo.deleteEndpoint(db, id)).numDeletedRows,
      INTEGRATION_MESSAGES.endpointNotFound,
    );
    return { action: 'delete', before: audited(row), result: undefined };
  });
}

export async function setEndpointPaused(
  context: Context,
  { id, paused }: { id: number; paused: boolean },
): Promise<WebhookEndpoint> {
  await changeRecord(context, endpointRecord(id), async ({ db }, row) => {
    if ((row.status === 'paused') === paused) {
      throw AppError.conflict(
        paused ? INTEGRATION_MESSAGES.alreadyPaused : INTEGRATION_MESSAGES.notPaused,
      );
    }
    const now = nowIso();
    await repo.updateEndpoint(db, id, {
      status: paused ? 'paused' : 'active',
      paused_reason: null,
      paused_at: paused ? now : null,
      updated_at: now,
    });
    return {
      action: paused ? 'pause' : 'resume',
      before: { status: row.status },
      after: { status: paused ? 'paused' : 'active' },
      result: undefined,
    };
  });
  return toEndpoint(context, id);
}

/** A new secret; the old one keeps signing beside it for a while, so receivers can switch. */
export async function rotateSecret(
  context: Context,
  { id }: { id: number },
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const secret = newWebhookSecret();
  await changeRecord(context, endpointRecord(id), async ({ db }, row) => {
    const now = new Date();
    await repo.updateEndpoint(db, id, {
      secret,
      previous_secret: row.secret,
      previous_secret_expires_at: new Date(
        now.getTime() + WEBHOOK_OLD_SECRET_HOURS * 3_600_000,
      ).toISOString(),
      updated_at: now.toISOString(),
    });
    return { action: 'rotate-secret', result: undefined };
  });
  return { endpoint: await toEndpoint(context, id), secret };
}

export async function sendTestEvent(context: Context, { id }: { id: number }) {
  const deliveryId = await changeRecord(context, endpointRecord(id), async ({ db, actor }) => {
    const [created] = await outbox.enqueueEvent(
      db,
      WEBHOOK_TEST_EVENT,
      { endpoint_id: id, requested_by_admin_id: actor.adminId },
      [id],
    );
    return { action: 'send-test', result: created! };
  });
  return findDeliveryOr404(context, deliveryId);
}

async function findDeliveryOr404(context: Context, id: number) {
  const delivery = await repo.findDelivery(context.db, id);
  if (!delivery) throw AppError.notFound(INTEGRATION_MESSAGES.deliveryNotFound);
  return delivery;
}

export async function deliveryDetail(context: Context, { id }: { id: number }) {
  const detail = await repo.findDeliveryDetail(context.db, id);
  if (!detail) throw AppError.notFound(INTEGRATION_MESSAGES.deliveryNotFound);
  return detail;
}

/** Sends a settled delivery again, with the same webhook-id; audited on its endpoint. */
export async function resendDelivery(context: Context, { id }: { id: number }) {
  const delivery = await findDeliveryOr404(context, id);
  await changeRecord(context, endpointRecord(delivery.endpoint_id), async ({ db }) => {
    if (!(await repo.requeueDelivery(db, id, nowIso()))) {
      throw AppError.conflict(INTEGRATION_MESSAGES.resendPending);
    }
    return {
      action: 'resend',
      details: {
        delivery_id: id,
        event_type: delivery.event_type,
        message_id: delivery.message_id,
      },
      result: undefined,
    };
  });
  return findDeliveryOr404(context, id);
}

/**
 * An endpoint whose delivery has failed every attempt is paused (its later deliveries wait) and
 * every owner is told, by mail and in the audit log. Runs in the delivery worker, as no admin.
 */
export async function pauseFailingEndpoint(
  deps: AppDeps,
  endpointId: number,
  attempts: number,
): Promise<void> {
  const reason = INTEGRATION_MESSAGES.autoPaused(
    `a delivery failed all ${attempts} attempts over more than a day`,
  );
  const paused = await deps.db.transaction().execute(async (db) => {
    const now = nowIso();
    const result = await db
      .updateTable('webhook_endpoints')
      .set({ status: 'paused', paused_reason: reason, paused_at: now, updated_at: now })
      .where('id', '=', endpointId)
      .where('status', '=', 'active')
      .returning(['url'])
      .executeTakeFirst();
    if (!result) return null;
    await recordAudit(
      { db, actor: null },
      {
        action: 'auto-pause',
        entity: ENTITY,
        entityId: endpointId,
        before: { status: 'active' },
        after: { status: 'paused' },
        details: { reason },
      },
    );
    return result;
  });
  if (!paused) return;
  deps.log.warn({ endpointId }, 'A webhook endpoint kept failing and was paused');
  const owners = await repo.ownerEmails(deps.db);
  const link = `${deps.config.appUrl}/admin/integrations/webhooks/${endpointId}`;
  await Promise.all(
    owners.map((owner) =>
      deps.mailer
        .send({
          to: owner.email,
          subject: 'A webhook endpoint was paused',
          text: `Hello ${owner.name},\n\nThe webhook endpoint ${paused.url} was paused. ${reason}\n\nIts deliveries: ${link}\n`,
        })
        .catch((error: unknown) =>
          deps.log.warn({ err: error }, 'Could not mail an owner about a paused webhook endpoint'),
        ),
    ),
  );
}
