import { JOB_MESSAGES, endpoints } from '@job-board/contract';
import { bulkMessage, undoable } from '../../lib/bulk.js';
import { sendListCsv } from '../../lib/lists/list-export.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import { nowIso } from '../../lib/time.js';
import {
  bulkChangeJobs,
  createJob,
  deleteJob,
  exportJobs,
  listAdminJobs,
  listJobs,
  updateJob,
} from './jobs.service.js';

export const jobsRoutes = [
  defineRoute(endpoints.jobs.list).handle(async ({ request, query, admin, context }) => {
    const visibleAt = admin ? undefined : nowIso();
    const { items, total, page } = await listJobs(context, { ...query, visibleAt });
    return pagedEnvelope(request, context.config, items, total, page);
  }),
  defineRoute(endpoints.jobs.adminList).handle(async ({ request, query, context }) => {
    const { items, total, page } = await listAdminJobs(context, query);
    return pagedEnvelope(request, context.config, items, total, page);
  }),
  defineRoute(endpoints.jobs.export).handle(({ reply, query, context }) =>
    Promise.resolve(sendListCsv(reply, exportJobs(context, query))),
  ),
  defineRoute(endpoints.jobs.bulk).handle(async ({ body, context }) => {
    const data = await bulkChangeJobs(context, body);
    return { result: true, message: bulkMessage(data), data };
  }),
  defineRoute(endpoints.jobs.create).handle(async ({ body, context }) => ({
    data: await createJob(context, body),
  })),
  defineRoute(endpoints.jobs.update).handle(async ({ params, body, context }) => ({
    data: await updateJob(context, { id: params.id, patch: body }),
  })),
  defineRoute(endpoints.jobs.delete).handle(({ params, context }) =>
    undoable(context, JOB_MESSAGES.deleted, (call) => deleteJob(call, { id: params.id })),
  ),
];
