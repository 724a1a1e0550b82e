import { PAGE_SIZES, endpoints } from '@job-board/contract';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import * as repo from './audit.repository.js';

export const auditRoutes = [
  defineRoute(endpoints.audit.list).handle(async ({ request, query, context }) => {
    const page = { page: query.page, perPage: PAGE_SIZES.auditLog };
    const { rows, total } = await repo.listAuditLog(
      context.db,
      { entity: query.entity, entityId: query.entity_id, adminId: query.admin_id },
      page,
    );
    return pagedEnvelope(request, context.config, rows.map(repo.toAuditLogEntry), total, page);
  }),
];
