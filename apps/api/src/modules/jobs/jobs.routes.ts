import { JOB_MESSAGES, PAGE_SIZES, endpoints } from '@job-board/contract';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import { nowIso } from '../../lib/time.js';
import * as repo from './jobs.repository.js';
import { createJob, deleteJob, updateJob } from './jobs.service.js';

export const jobsRoutes = [
  defineRoute(endpoints.jobs.list).handle(async ({ request, query, admin, context }) => {
    const page = { page: query.page, perPage: PAGE_SIZES.jobs };
    const { items, total } = await repo.listJobItems(
      context.db,
      context.dialect,
      {
        search: query.s,
        titleOrder: query.sort?.direction,
        visibleAt: admin ? undefined : nowIso(),
      },
      page,
    );
    return pagedEnvelope(request, context.config, items, total, page);
  }),
  defineRoute(endpoints.jobs.create).handle(async ({ request, admin, body, context }) => ({
    data: await createJob(context, { request, adminId: admin.id }, body),
  })),
  defineRoute(endpoints.jobs.update).handle(async ({ request, admin, params, body, context }) => ({
    data: await updateJob(context, { request, adminId: admin.id }, params.id, body),
  })),
  defineRoute(endpoints.jobs.delete).handle(async ({ request, admin, params, context }) => {
    await deleteJob(context, { request, adminId: admin.id }, params.id);
    return { result: true, message: JOB_MESSAGES.deleted, data: null };
  }),
];
