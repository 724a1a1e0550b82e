import { RECORD_MESSAGES, can, endpoints } from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import { nowIso } from '../../lib/time.js';
import { recordPage, requireRecord } from '../../lib/records/sub-list.js';
import { findUserRecord, listUserApplications } from './user-record.repository.js';

/** The user record page: the user, and their applications page by page. */
export const userRecordRoutes = [
  defineRoute(endpoints.records.user).handle(async ({ params, admin, context }) => {
    // A role without jobs.read counts only the applications its list shows (public jobs).
    const visibleAt = can(admin.role, 'jobs.read') ? undefined : nowIso();
    const record = await findUserRecord(context.db, context.config, params.id, visibleAt);
    if (!record) throw AppError.notFound(RECORD_MESSAGES.userNotFound);
    return { data: record };
  }),
  defineRoute(endpoints.records.userApplications).handle(
    async ({ params, query, request, admin, context }) => {
      await requireRecord(context.db, 'users', params.id, RECORD_MESSAGES.userNotFound);
      const page = recordPage(query);
      // A role without jobs.read sees the applications to jobs the public sees, no others.
      const { rows, total } = await listUserApplications(
        context.db,
        params.id,
        page,
        query.sort,
        can(admin.role, 'jobs.read') ? undefined : nowIso(),
      );
      return pagedEnvelope(request, context.config, rows, total, page);
    },
  ),
];
