import type { WebhookEventType } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import type { AuditEntry } from '../audit-entry.js';
import * as outbox from './outbox-store.js';

/**
 * What a change must tell the rest of the platform, read from its audit entry: the webhook events
 * it raises and whether the public website must be rebuilt. Called by `recordAudit` in the
 * change's own transaction, so the outbox rows commit or roll back with the change (a change is
 * never lost to a crash before its delivery, and a change rolled back sends nothing).
 */
export async function enqueueOutgoing(db: Db, entry: AuditEntry): Promise<void> {
  const rule = RULES[entry.entity];
  if (!rule) return;
  const outgoing = await rule(db, entry);
  for (const event of outgoing.events ?? []) await outbox.enqueueEvent(db, event.type, event.data);
  if (outgoing.build) await outbox.requestWebsiteBuild(db, outgoing.build, { now: false });
}

type Outgoing = {
  events?: { type: WebhookEventType; data: Record<string, unknown> }[];
  /** The line the website build lists as its trigger. */
  build?: string;
};

type Rule = (db: Db, entry: AuditEntry) => Promise<Outgoing>;

const was = (entry: AuditEntry, field: string): unknown => entry.before?.[field];
const is = (entry: AuditEntry, field: string): unknown => entry.after?.[field];

const kycRule: Rule = async (db, entry) => {
  const type = kycEventOf(entry);
  if (!type || entry.entityId == null) return {};
  const check = await outbox.kycCheckPayload(db, entry.entityId);
  return check ? { events: [{ type, data: check }] } : {};
};

function kycEventOf(entry: AuditEntry): WebhookEventType | null {
  if (entry.action === 'submit') return 'kyc.submitted';
  if (entry.action !== 'verify') return null;
  const status = is(entry, 'status');
  return status === 'approved' ? 'kyc.approved' : status === 'rejected' ? 'kyc.rejected' : null;
}

const userRule: Rule = async (db, entry) => {
  if ((entry.action !== 'block' && entry.action !== 'unblock') || entry.entityId == null) return {};
  const user = await outbox.userPayload(db, entry.entityId);
  if (!user) return {};
  return {
    events: [{ type: entry.action === 'block' ? 'user.blocked' : 'user.unblocked', data: user }],
  };
};

/** A job's publication as its audit entry tells it (the job item's `published`). */
const jobRule: Rule = async (db, entry) => {
  const id = entry.entityId;
  if (id == null) return {};
  if (entry.action === 'delete') {
    const before = entry.before ?? {};
    return { events: [{ type: 'job.deleted', data: outbox.deletedJobPayload(id, before) }] };
  }
  const becamePublished =
    is(entry, 'published') === true &&
    (entry.action === 'create' || was(entry, 'published') === false);
  const becameUnpublished =
    entry.action === 'update' &&
    was(entry, 'published') === true &&
    is(entry, 'published') === false;
  if (!becamePublished && !becameUnpublished) return {};
  const job = await outbox.jobPayload(db, id);
  if (!job) return {};
  return { events: [{ type: becamePublished ? 'job.published' : 'job.unpublished', data: job }] };
};

const invoiceRule: Rule = async (db, entry) => {
  if (entry.action !== 'mark-paid' || entry.entityId == null) return {};
  const invoice = await outbox.invoicePayload(db, entry.entityId);
  return invoice ? { events: [{ type: 'invoice.paid', data: invoice }] } : {};
};

const CONTENT_KINDS = {
  blog_post: { label: 'Blog post', table: 'blog_posts' },
  web_page: { label: 'Web page', table: 'web_pages' },
} as const;

const CONTENT_ACTIONS = new Set(['create', 'update', 'toggle', 'delete', 'restore']);

/** Blog posts and web pages: what the website shows, so every change rebuilds it. */
const contentRule =
  (kind: keyof typeof CONTENT_KINDS): Rule =>
  async (db, entry) => {
    if (!CONTENT_ACTIONS.has(entry.action) || entry.entityId == null) return {};
    const action = contentAction(entry);
    const { label, table } = CONTENT_KINDS[kind];
    const title =
      (is(entry, 'title') as string | undefined) ??
      (was(entry, 'title') as string | undefined) ??
      (await outbox.contentTitle(db, table, entry.entityId));
    return {
      events: [
        {
          type: 'content.changed',
          data: { kind, id: entry.entityId, action, title: title ?? null },
        },
      ],
      build: `${label} ${title ? `“${title}”` : entry.entityId} ${action}`,
    };
  };

function contentAction(
  entry: AuditEntry,
): 'created' | 'updated' | 'deleted' | 'published' | 'unpublished' {
  // Restored from the trash: on the website again as if new.
  if (entry.action === 'create' || entry.action === 'restore') return 'created';
  if (entry.action === 'delete') return 'deleted';
  if (entry.action === 'toggle')
    return is(entry, 'is_published') === true ? 'published' : 'unpublished';
  return 'updated';
}

const settingRule: Rule = async (_db, entry) => {
  if (entry.action !== 'update') return {};
  const config = String(entry.details?.config_name ?? 'a setting');
  return {
    events: [
      {
        type: 'content.changed',
        data: { kind: 'setting', id: entry.entityId ?? null, action: 'updated', config },
      },
    ],
    build: `Setting ${config} saved`,
  };
};

const RULES: Record<string, Rule> = {
  kyc_verification: kycRule,
  user: userRule,
  job: jobRule,
  invoice: invoiceRule,
  blog_post: contentRule('blog_post'),
  web_page: contentRule('web_page'),
  setting: settingRule,
};
