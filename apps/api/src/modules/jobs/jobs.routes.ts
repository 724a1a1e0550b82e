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
  defineRoute(endpoints.jobs.create).handle(async ({ body, context }) => ({
    data: await createJob(context, body),
  })),
  defineRoute(endpoints.jobs.update).handle(async ({ params, body, context }) => ({
    data: await updateJob(context, { id: params.id, patch: body }),
  })),
  defineRoute(endpoints.jobs.delete).handle(async ({ params, context }) => {
    await deleteJob(context, { id: params.id });
    return { result: true, message: JOB_MESSAGES.deleted, data: null };
  }),
];
