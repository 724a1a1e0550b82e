import type { DeliveryStatus, WebhookDelivery, WebhookEndpoint } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import type { WebhookEndpointsTable } from '../../db/schema.js';
import type { PageWindow } from '../../lib/paging.js';
import type { Selectable } from 'kysely';
import { secretHint } from './webhook-signature.js';

export type EndpointRow = Selectable<WebhookEndpointsTable>;

export function findEndpoint(db: Db, id: number): Promise<EndpointRow | undefined> {
  return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listEndpointRows(db: Db): Promise<EndpointRow[]> {
  return db.selectFrom('webhook_endpoints').selectAll().orderBy('id').execute();
}

export async function insertEndpoint(
  db: Db,
  values: Omit<EndpointRow, 'id' | 'status'>,
): Promise<number> {
  const row = await db
    .insertInto('webhook_endpoints')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateEndpoint(db: Db, id: number, values: Partial<Omit<EndpointRow, 'id'>>) {
  return db.updateTable('webhook_endpoints').set(values).where('id', '=', id).executeTakeFirst();
}

export function deleteEndpoint(db: Db, id: number) {
  return db.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
}

/** Per endpoint: deliveries still being tried, and the latest delivery's outcome. */
async function deliveryFigures(db: Db, endpointIds: number[]) {
  if (endpointIds.length === 0) return new Map<number, Figures>();
  const pending = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => ['endpoint_id', eb.fn.countAll<number>().as('n')])
    .where('endpoint_id', 'in', endpointIds)
    .where('status', '=', 'pending')
    .groupBy('endpoint_id')
    .execute();
  const latest = await db
    .selectFrom('webhook_deliveries as d')
    .select(['d.endpoint_id', 'd.status', 'd.last_attempt_at'])
    .where('d.endpoint_id', 'in', endpointIds)
    .where('d.last_attempt_at', 'is not', null)
    .where('d.id', 'in', (eb) =>
      eb
        .selectFrom('webhook_deliveries as last')
        .select((inner) => inner.fn.max('last.id').as('id'))
        .where('last.endpoint_id', 'in', endpointIds)
        .where('last.last_attempt_at', 'is not', null)
        .groupBy('last.endpoint_id'),
    )
    .execute();
  const figures = new Map<number, Figures>();
  for (const id of endpointIds) {
    const last = latest.find((row) => row.endpoint_id === id);
    figures.set(id, {
      pending_deliveries: Number(pending.find((row) => row.endpoint_id === id)?.n ?? 0),
      last_delivery_at: last?.last_attempt_at ?? null,
      last_delivery_status: last ? (last.status as DeliveryStatus) : null,
    });
  }
  return figures;
}

type Figures = Pick<
  WebhookEndpoint,
  'pending_deliveries' | 'last_delivery_at' | 'last_delivery_status'
>;

/** Endpoint rows as the API answers them (never with their secrets). */
export async function toEndpoints(db: Db, rows: EndpointRow[]): Promise<WebhookEndpoint[]> {
  const figures = await deliveryFigures(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    description: row.description,
    events: JSON.parse(row.events) as WebhookEndpoint['events'],
    status: row.status,
    paused_reason: row.paused_reason,
    paused_at: row.paused_at,
    secret_hint: secretHint(row.secret),
    ...figures.get(row.id)!,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

const deliveryColumns = [
  'd.id',
  'd.endpoint_id',
  'ev.message_id',
  'ev.type as event_type',
  'd.status',
  'd.attempts',
  'd.next_attempt_at',
  'd.last_attempt_at',
  'd.last_response_status',
  'd.last_error',
  'd.delivered_at',
  'd.created_at',
] as const;

const deliveries = (db: Db) =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as ev', 'ev.id', 'd.event_id')
    .select(deliveryColumns);

export async function listDeliveries(
  db: Db,
  endpointId: number,
  status: DeliveryStatus | undefined,
  window: PageWindow,
): Promise<{ rows: WebhookDelivery[]; total: number }> {
  let filtered = db.selectFrom('webhook_deliveries').where('endpoint_id', '=', endpointId);
  if (status) filtered = filtered.where('status', '=', status);
  const { n } = await filtered
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  let query = deliveries(db).where('d.endpoint_id', '=', endpointId);
  if (status) query = query.where('d.status', '=', status);
  const rows = await query
    .orderBy('d.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return { rows, total: Number(n) };
}

export function findDelivery(db: Db, id: number): Promise<WebhookDelivery | undefined> {
  return deliveries(db).where('d.id', '=', id).executeTakeFirst();
}

export async function findDeliveryDetail(db: Db, id: number) {
  const delivery = await deliveries(db)
    .select('ev.payload')
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!delivery) return undefined;
  const attempt_log = await db
    .selectFrom('webhook_delivery_attempts')
    .select(['id', 'attempted_at', 'duration_ms', 'response_status', 'response_excerpt', 'error'])
    .where('delivery_id', '=', id)
    .orderBy('id', 'desc')
    .execute();
  return { ...delivery, attempt_log };
}

/** Makes a settled delivery due again now; false when it is still being tried. */
export async function requeueDelivery(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: now, locked_until: null })
    .where('id', '=', id)
    .where('status', '!=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function ownerEmails(db: Db): Promise<{ email: string; name: string }[]> {
  return db
    .selectFrom('admins')
    .select(['email', 'name'])
    .where('role', '=', 'owner')
    .where('status', '=', 'active')
    .execute();
}
