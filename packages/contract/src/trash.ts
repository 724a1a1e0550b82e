import { z } from './zod.js';
import { actionResult, pagedList } from './envelopes.js';
import { defineEndpoints } from './endpoint.js';
import { bulkIdParams, bulkResponse, listBulkBody } from './bulk.js';
import { creationOrder } from './list-builders.js';
import { defineList, listFilterQuery, listPageQuery, pageSizesFrom } from './list-definition.js';
import { formBoolean, optionalPlainName } from './fields.js';
import { PAGE_SIZES, blankAsMissing, idParams } from './lists.js';
import type { Permission } from './permissions.js';

/**
 * The trash (docs/decisions.md, "Trash"): a delete moves the record and everything that depends
 * on it (a partner's jobs, their applications, its subscriptions and invoices) into one unit of
 * the trash. It is gone from every list, count and public answer as a delete always was; a
 * restore brings the unit back whole, with its ids. Units are purged for good after the
 * retention period (`TRASH_RETENTION_DAYS`), or at once by an owner.
 */

export const TRASH_KINDS = [
  'job',
  'partner',
  'user',
  'blog_post',
  'web_page',
  'package',
  'feature',
  'category',
  'skill',
  'job_type',
  'post_duration',
] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

export const TRASH_KIND_LABELS: Record<TrashKind, string> = {
  job: 'Job',
  partner: 'Partner',
  user: 'User',
  blog_post: 'Blog post',
  web_page: 'Web page',
  package: 'Package',
  feature: 'Feature',
  category: 'Category',
  skill: 'Skill',
  job_type: 'Job type',
  post_duration: 'Post duration',
};

/** Seeing and restoring a kind's units needs the permission that deletes it. */
export const TRASH_KIND_PERMISSIONS: Record<TrashKind, Permission> = {
  job: 'jobs.write',
  partner: 'partners.write',
  user: 'users.write',
  blog_post: 'content.write',
  web_page: 'content.write',
  package: 'subscriptions.write',
  feature: 'subscriptions.write',
  category: 'reference_data.write',
  skill: 'reference_data.write',
  job_type: 'reference_data.write',
  post_duration: 'reference_data.write',
};

/** The audit log's record type of each kind (the entity its delete and restore rows name). */
export const TRASH_ENTITIES: Record<TrashKind, string> = {
  job: 'job',
  partner: 'partner',
  user: 'user',
  blog_post: 'blog_post',
  web_page: 'web_page',
  package: 'package',
  feature: 'feature',
  category: 'category',
  skill: 'skill',
  job_type: 'job-type',
  post_duration: 'post-duration',
};

/** The kind of the trash a delete of this audit record type moved its record to. */
export const trashKindOfEntity = (entity: string): TrashKind | undefined =>
  TRASH_KINDS.find((kind) => TRASH_ENTITIES[kind] === entity);

/** Days a unit stays in the trash when `TRASH_RETENTION_DAYS` is not set. */
export const DEFAULT_TRASH_RETENTION_DAYS = 30;

export const TRASH_MESSAGES = {
  notFound: 'This item is no longer in the trash: it was restored or deleted for good.',
  restored: (label: string) => `“${label}” was restored.`,
  restoredMany: (count: number) => `${count} item${count === 1 ? '' : 's'} restored.`,
  purged: (label: string) => `“${label}” was deleted for good.`,
  nothingToUndo: 'There is nothing of this action left in the trash to restore.',
  /** A unique value of the record was taken while it was in the trash. */
  taken: (kind: string, field: string, value: string) =>
    `A ${kind.toLowerCase()} with the ${field} “${value}” exists now. Restore it with another ${field}.`,
  renameUnused: (kind: string) => `A ${kind.toLowerCase()} has nothing to rename on restore.`,
  renameBlank: (field: string) => `Enter the ${field} to restore it with.`,
  /** A record it belongs to is in the trash too. */
  parentInTrash: (what: string, label: string) =>
    `Its ${what} “${label}” is in the trash. Restore the ${what} too, or restore it first.`,
  /** A record it belongs to was purged: nothing to bring it back into. */
  /** A row that went with the record clashes with one made since (an invoice number). */
  clashes: (label: string) =>
    `“${label}” cannot be restored: something that went with it clashes with a record created since.`,
  parentGone: (what: string) =>
    `Its ${what} was deleted for good, so it cannot be restored. Delete it for good instead.`,
} as const;

/** What went to the trash with the record, counted by kind (`applications`, `invoices`…). */
const trashContent = z.object({ what: z.string(), count: z.number().int() });

const trashItem = z.object({
  id: z.number().int(),
  kind: z.enum(TRASH_KINDS),
  /** The deleted record's id (what it keeps when restored). */
  record_id: z.number().int(),
  /** The record's name or title when it was deleted. */
  label: z.string(),
  contents: z.array(trashContent),
  deleted_at: z.string(),
  deleted_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** When the server purges it for good. */
  purge_after: z.string(),
  /** The delete call that moved it here (a bulk delete moves many with one). */
  bulk_id: z.string().nullable(),
});
export type TrashItem = z.infer<typeof trashItem>;

const KIND_OPTIONS = TRASH_KINDS.map((kind) => ({ value: kind, label: TRASH_KIND_LABELS[kind] }));

/**
 * The trash: newest deletion first, searched by the record's name, filtered by kind. An admin
 * sees the kinds their role may delete.
 */
export const TRASH_LIST = defineList({
  name: 'trash',
  row: trashItem,
  columns: [
    { id: 'label', label: 'Name', required: true, phone: 'title' },
    { id: 'kind', label: 'Type', phone: 'primary' },
    { id: 'contents', label: 'Deleted with it', phone: 'secondary' },
    { id: 'deleted_by', label: 'Deleted by', phone: 'secondary' },
    { id: 'deleted_at', label: 'Deleted', sort: 'deleted_at', phone: 'primary' },
    { id: 'purge_after', label: 'Deleted for good', phone: 'secondary' },
  ],
  filters: [
    {
      name: 'kind',
      label: 'Type',
      kind: 'choice',
      options: KIND_OPTIONS,
      // Typed so the query's `kind` is optional for callers, as every choice filter's param is.
      param: z.preprocess(
        blankAsMissing,
        z.enum(TRASH_KINDS, { error: `Choose a type: ${TRASH_KINDS.join(', ')}.` }).optional(),
      ),
      chip: (_value, label) => `Type: ${label}`,
    },
  ],
  search: { placeholder: 'Search by name…' },
  sorts: [creationOrder('deleted_at')],
  defaultSort: '-deleted_at',
  bulkActions: [
    { action: 'restore', label: 'Restore', permission: 'trash.read' },
    { action: 'purge', label: 'Delete for good', permission: 'trash.purge', danger: true },
  ],
  exportColumns: [],
  pageSizes: pageSizesFrom(PAGE_SIZES.trash),
});

const trashFilterQuery = listFilterQuery(TRASH_LIST);
export type TrashFilter = z.output<typeof trashFilterQuery>;
export type TrashBulkAction = (typeof TRASH_LIST.bulkActions)[number]['action'];

/**
 * A restore's ways out of a conflict: `rename`, the value the record comes back with when its
 * name, email or slug was taken meanwhile; `with_parents`, restore what it belongs to (a job's
 * partner) from the trash first.
 */
const restoreFields = z.object({
  rename: optionalPlainName('new value', 255).transform((value) => value ?? undefined),
  with_parents: formBoolean('with_parents').optional(),
});
export type TrashRestoreBody = z.output<typeof restoreFields>;
const restoreBody = restoreFields
  .optional()
  .transform((body): TrashRestoreBody => body ?? { rename: undefined });

const restoredRecord = z.object({
  kind: z.enum(TRASH_KINDS),
  record_id: z.number().int(),
  label: z.string(),
});
const restoreResponse = actionResult(
  z.object({
    restored: z.array(restoredRecord),
    /** Names the restore's audit rows. */
    bulk_id: z.string(),
  }),
);
export type TrashRestoreResult = z.infer<typeof restoreResponse>['data'];

export const trashEndpoints = defineEndpoints('trash', {
  list: {
    method: 'GET',
    path: '/api/admin/trash',
    access: 'admin',
    permission: 'trash.read',
    summary:
      'What was deleted, newest first, with what went with it, who deleted it and when it is ' +
      'purged; only the kinds the role may delete',
    query: listPageQuery(TRASH_LIST),
    response: pagedList(trashItem),
  },
  restore: {
    method: 'POST',
    path: '/api/admin/trash/:id/restore',
    access: 'admin',
    permission: 'trash.read',
    summary:
      'Bring a unit back whole, with its ids (the kind’s delete permission is needed); 409 ' +
      'naming the taken name or the missing parent, with the way out',
    params: idParams,
    body: restoreBody,
    response: restoreResponse,
    failures: [409],
  },
  restoreCall: {
    method: 'POST',
    path: '/api/admin/trash/calls/:id/restore',
    access: 'admin',
    permission: 'trash.read',
    summary:
      'Undo a delete: restore every unit one delete call (its `bulk_id`) moved to the trash, ' +
      'all or nothing',
    params: bulkIdParams,
    response: restoreResponse,
    failures: [409],
  },
  bulk: {
    method: 'POST',
    path: '/api/admin/trash/bulk',
    access: 'admin',
    permission: 'trash.read',
    summary: 'Restore or purge many units (named by ids or by the list’s filter), each on its own',
    body: listBulkBody(TRASH_LIST, trashFilterQuery),
    response: bulkResponse,
  },
  purge: {
    method: 'DELETE',
    path: '/api/admin/trash/:id',
    access: 'admin',
    permission: 'trash.purge',
    summary: 'Delete a unit for good now (identity documents included); this cannot be undone',
    params: idParams,
    response: actionResult(z.null()),
  },
});
