import { PAGE_SIZES, USER_MESSAGES, endpoints } from '@job-board/contract';
import { bulkMessage } from '../../lib/bulk.js';
import { keysetBatches, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import * as repo from './users.repository.js';
import { bulkSetUsersBlocked, setUserBlocked } from './users.service.js';

/** The columns of the users export. */
const EXPORT_COLUMNS: readonly CsvColumn<repo.UserExportRow>[] = [
  { header: 'ID', value: (user) => user.id },
  { header: 'First name', value: (user) => user.first_name },
  { header: 'Last name', value: (user) => user.last_name },
  { header: 'Email', value: (user) => user.email },
  { header: 'Profession', value: (user) => user.profession },
  { header: 'Blocked', value: (user) => (user.is_blocked === 1 ? 'yes' : 'no') },
  { header: 'Registered', value: (user) => user.created_at },
];

export const usersRoutes = [
  defineRoute(endpoints.users.list).handle(async ({ request, query, context }) => {
    const page = { page: query.page, perPage: PAGE_SIZES.users };
    const { rows, total } = await repo.listUsers(
      context.db,
      context.dialect,
      repo.userFilterOf(query),
      page,
    );
    const items = rows.map((row) => repo.toUserListItem(context.config, row));
    return pagedEnvelope(request, context.config, items, total, page);
  }),
  defineRoute(endpoints.users.export).handle(async ({ reply, query, context }) => {
    const filter = repo.userFilterOf(query);
    const batches = keysetBatches<repo.UserExportRow, repo.UserExportCursor>(
      (cursor, size) => repo.userExportBatch(context.db, context.dialect, filter, cursor, size),
      (row) => repo.userExportCursor(filter.sort, row),
    );
    return sendCsv(reply, 'users', EXPORT_COLUMNS, batches);
  }),
  defineRoute(endpoints.users.bulk).handle(async ({ body, context }) => {
    const data = await bulkSetUsersBlocked(context, body);
    return { result: true, message: bulkMessage(data), data };
  }),
  defineRoute(endpoints.users.block).handle(async ({ params, context }) => {
    await setUserBlocked(context, { userId: params.id, blocked: true });
    return { result: true, message: USER_MESSAGES.blocked, data: null };
  }),
  defineRoute(endpoints.users.unblock).handle(async ({ params, context }) => {
    await setUserBlocked(context, { userId: params.id, blocked: false });
    return { result: true, message: USER_MESSAGES.unblocked, data: null };
  }),
];
