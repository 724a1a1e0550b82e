import { sql, type Expression, type SqlBool } from 'kysely';
import { TRASH_LIST, type TrashFilter, type TrashItem, type TrashKind } from '@job-board/contract';
import type { Db } from '../../db/database.js';
import { defaultSortOf, type ListTable } from '../../lib/lists/list-table.js';
import { exactCount } from '../../lib/lists/list-reads.js';
import { anyColumnContains } from '../../lib/search.js';

/** The list's filter with the kinds the admin's role may see. */
export type ScopedTrashFilter = TrashFilter & { kinds: readonly TrashKind[] };

function conditions(filter: ScopedTrashFilter): Expression<SqlBool>[] {
  const kinds = filter.kind ? filter.kinds.filter((kind) => kind === filter.kind) : filter.kinds;
  const list: Expression<SqlBool>[] = [
    kinds.length === 0
      ? sql<SqlBool>`1 = 0`
      : sql<SqlBool>`trash_units.kind in (${sql.join(kinds)})`,
  ];
  if (filter.s) list.push(anyColumnContains(['trash_units.label'], filter.s));
  return list;
}

/** The units with the name of the admin who deleted them. */
const withDeleter = (db: Db) =>
  db
    .selectFrom('trash_units')
    .leftJoin('admins', 'admins.id', 'trash_units.deleted_by')
    .selectAll('trash_units')
    .select('admins.name as deleter_name');

type TrashRow = Awaited<ReturnType<ReturnType<typeof withDeleter>['executeTakeFirstOrThrow']>>;

const toTrashItem = (row: TrashRow): TrashItem => ({
  id: row.id,
  kind: row.kind as TrashKind,
  record_id: row.record_id,
  label: row.label,
  contents: JSON.parse(row.contents) as TrashItem['contents'],
  deleted_at: row.deleted_at,
  deleted_by: row.deleted_by === null ? null : { id: row.deleted_by, name: row.deleter_name ?? '' },
  purge_after: row.purge_after,
  bulk_id: row.bulk_id,
});

/**
 * The trash read from its table (see lib/lists): newest deletion first along
 * trash_units_deleted_idx (or trash_units_kind_deleted_idx for one kind); the trash holds what
 * was deleted within the retention period, so it is counted exactly.
 */
export const TRASH_TABLE: ListTable<ScopedTrashFilter, 'deleted_at', TrashItem, TrashRow, never> = {
  table: 'trash_units',
  searchable: false,
  orderKeys: { deleted_at: [sql<string>`${sql.ref('trash_units.deleted_at')}`] },
  defaultSort: defaultSortOf(TRASH_LIST),
  walkColumns: [
    'trash_units.id',
    'trash_units.deleted_at',
    'trash_units.kind',
    'trash_units.label',
  ],
  conditions,
  itemsById: async ({ db }, ids) =>
    (await withDeleter(db).where('trash_units.id', 'in', ids).execute()).map(toTrashItem),
  ownTotal: ({ db }, filter) => exactCount(db, 'trash_units', conditions(filter)),
  exportRows: withDeleter,
  // The trash has no export (no export columns).
  exportItems: () => [],
};

/** The units one delete call (its `bulk_id`) moved to the trash, oldest first. */
export function unitsOfCall(db: Db, bulkId: string) {
  return db
    .selectFrom('trash_units')
    .select(['id', 'kind'])
    .where('bulk_id', '=', bulkId)
    .orderBy('id')
    .execute();
}

export function findUnitKind(db: Db, id: number) {
  return db
    .selectFrom('trash_units')
    .select(['id', 'kind', 'label'])
    .where('id', '=', id)
    .executeTakeFirst();
}
