import { RECORD_MESSAGES, endpoints } from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import { recordPage, requireRecord } from '../../lib/records/sub-list.js';
import {
  findPartnerRecord,
  listPartnerInvoices,
  listPartnerJobs,
  listPartnerSubscriptions,
} from './partner-record.repository.js';

/** The partner record page: the partner, and its jobs, subscriptions and invoices page by page. */
export const partnerRecordRoutes = [
  defineRoute(endpoints.records.partner).handle(async ({ params, context }) => {
    const now = new Date().toISOString();
    const record = await findPartnerRecord(context.db, context.config, params.id, now);
    if (!record) throw AppError.notFound(RECORD_MESSAGES.partnerNotFound);
    return { data: record };
  }),
  defineRoute(endpoints.records.partnerJobs).handle(async ({ params, query, request, context }) => {
    await requireRecord(context.db, 'partners', params.id, RECORD_MESSAGES.partnerNotFound);
    const page = recordPage(query);
    const { rows, total } = await listPartnerJobs(context.db, params.id, page, query.sort);
    return pagedEnvelope(request, context.config, rows, total, page);
  }),
  defineRoute(endpoints.records.partnerSubscriptions).handle(
    async ({ params, query, request, context }) => {
      await requireRecord(context.db, 'partners', params.id, RECORD_MESSAGES.partnerNotFound);
      const page = recordPage(query);
      const now = new Date().toISOString();
      const { rows, total } = await listPartnerSubscriptions(
        context.db,
        params.id,
        now,
        page,
        query.sort,
      );
      return pagedEnvelope(request, context.config, rows, total, page);
    },
  ),
  defineRoute(endpoints.records.partnerInvoices).handle(
    async ({ params, query, request, context }) => {
      await requireRecord(context.db, 'partners', params.id, RECORD_MESSAGES.partnerNotFound);
      const page = recordPage(query);
      const { rows, total } = await listPartnerInvoices(context.db, params.id, page, query.sort);
      return pagedEnvelope(request, context.config, rows, total, page);
    },
  ),
];
