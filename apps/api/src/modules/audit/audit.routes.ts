import { AUDIT_FACET_LIMIT, AUDIT_REVERT_MESSAGES, endpoints } from '@job-board/contract';
import { sendListCsv } from '../../lib/lists/list-export.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import { revertBulk, revertEntry } from './audit-revert.js';
import { auditFacets, exportAuditLog, listAuditLog } from './audit.service.js';

export const auditRoutes = [
  defineRoute(endpoints.audit.list).handle(async ({ request, query, context }) => {
    const { items, total, page } = await listAuditLog(context, query);
    return pagedEnvelope(request, context.config, items, total, page);
  }),
  defineRoute(endpoints.audit.export).handle(({ reply, query, context }) =>
    Promise.resolve(sendListCsv(reply, exportAuditLog(context, query))),
  ),
  defineRoute(endpoints.audit.facets).handle(async ({ context }) => ({
    data: await auditFacets(context, AUDIT_FACET_LIMIT),
  })),
  defineRoute(endpoints.audit.revert).handle(async ({ params, admin, context }) => ({
    result: true,
    message: AUDIT_REVERT_MESSAGES.reverted,
    data: await revertEntry(context, admin.role, params.id),
  })),
  defineRoute(endpoints.audit.revertBulk).handle(async ({ params, admin, context }) => {
    const data = await revertBulk(context, admin.role, params.id);
    return {
      result: true,
      message: AUDIT_REVERT_MESSAGES.bulkReverted(data.audit_ids.length),
      data,
    };
  }),
];
