import { AUDIT_FACET_LIMIT, endpoints } from '@job-board/contract';
import { sendListCsv } from '../../lib/lists/list-export.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
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
];
