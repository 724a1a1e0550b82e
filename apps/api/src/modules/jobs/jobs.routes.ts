import { JOB_MESSAGES, PAGE_SIZES, endpoints } from '@job-board/contract';
import { bulkMessage } from '../../lib/bulk.js';
import { keysetBatches, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import { nowIso } from '../../lib/time.js';
import * as repo from './jobs.repository.js';
import { bulkChangeJobs, createJob, deleteJob, updateJob } from './jobs.service.js';

const yesNo = (flag: number) => (flag === 1 ? 'yes' : 'no');

/** The columns of the jobs export. */
const EXPORT_COLUMNS: readonly CsvColumn<repo.JobExportRow>[] = [
  { header: 'ID', value: (job) => job.id },
  { header: 'Title', value: (job) => job.title },
  { header: 'Partner', value: (job) => job.partner_name },
  { header: 'Category', value: (job) => job.category_name },
  { header: 'Job type', value: (job) => job.job_type_name },
  { header: 'Status', value: (job) => job.status },
  { header: 'Published', value: (job) => yesNo(job.is_published) },
  { header: 'Remote', value: (job) => yesNo(job.is_remote) },
  { header: 'City', value: (job) => job.city },
  { header: 'Country', value: (job) => job.country },
  { header: 'Expires', value: (job) => job.expiration_date },
  { header: 'Posted', value: (job) => job.created_at },
];

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
  defineRoute(endpoints.jobs.adminList).handle(async ({ request, query, context }) => {
    const page = { page: query.page, perPage: PAGE_SIZES.jobs };
    const { items, total } = await repo.listAdminJobItems(
      context.db,
      context.dialect,
      repo.jobFilterOf(query),
      page,
    );
    return pagedEnvelope(request, context.config, items, total, page);
  }),
  defineRoute(endpoints.jobs.export).handle(async ({ reply, query, context }) => {
    const filter = repo.jobFilterOf(query);
    const batches = keysetBatches<repo.JobExportRow, repo.JobExportCursor>(
      (cursor, size) => repo.jobExportBatch(context.db, context.dialect, filter, cursor, size),
      repo.jobExportCursor,
    );
    return sendCsv(reply, 'jobs', EXPORT_COLUMNS, batches);
  }),
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
  defineRoute(endpoints.jobs.delete).handle(async ({ params, context }) => {
    await deleteJob(context, { id: params.id });
    return { result: true, message: JOB_MESSAGES.deleted, data: null };
  }),
];
