import { PAGE_SIZES, auditLogList, auditLogQuery } from '@job-board/contract';
import type { AppDeps } from '../../app-deps.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import * as repo from './audit.repository.js';

const tags = ['audit'];

export function auditRoutes(deps: AppDeps) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/admin/audit-log',
      access: 'admin',
      summary: 'Who changed what and when, newest first; filter by record or by admin',
      tags,
      query: auditLogQuery,
      responses: { 200: auditLogList },
      handler: async ({ request, query }) => {
        const page = { page: query.page, perPage: PAGE_SIZES.auditLog };
        const { rows, total } = await repo.listAuditLog(
          deps.db,
          { entity: query.entity, entityId: query.entity_id, adminId: query.admin_id },
          page,
        );
        return pagedEnvelope(request, deps.config, rows.map(repo.toAuditLogEntry), total, page);
      },
    }),
  ];
}
