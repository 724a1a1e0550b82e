import { RECORD_MESSAGES, endpoints } from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import { recordPage, requireRecord } from '../../lib/records/sub-list.js';
import { findJobRecord, listJobApplicants } from './job-record.repository.js';

/** The job record page: the job, and its applicants page by page. */
export const jobRecordRoutes = [
  defineRoute(endpoints.records.job).handle(async ({ params, context }) => {
    const record = await findJobRecord(context.db, params.id);
    if (!record) throw AppError.notFound(RECORD_MESSAGES.jobNotFound);
    return { data: record };
  }),
  defineRoute(endpoints.records.jobApplicants).handle(
    async ({ params, query, request, context }) => {
      await requireRecord(context.db, 'jobs', params.id, RECORD_MESSAGES.jobNotFound);
      const page = recordPage(query);
      const { rows, total } = await listJobApplicants(
        context.db,
        context.config,
        params.id,
        page,
        query.sort,
      );
      return pagedEnvelope(request, context.config, rows, total, page);
    },
  ),
];
