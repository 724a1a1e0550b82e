import {
  JOB_MESSAGES,
  PAGE_SIZES,
  createJobBody,
  idParams,
  jobDeleteResponse,
  jobResponse,
  jobsList,
  jobsListQuery,
  updateJobBody,
} from '@job-board/contract';
import type { AppDeps } from '../../app-deps.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import { nowIso } from '../../lib/time.js';
import * as repo from './jobs.repository.js';
import { createJob, deleteJob, updateJob } from './jobs.service.js';

const tags = ['jobs'];

export function jobsRoutes(deps: AppDeps) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/jobs/all',
      access: 'optional-admin',
      summary:
        'Jobs, newest first or by title, searchable by title; the public sees only published, active, unexpired jobs',
      tags,
      query: jobsListQuery,
      responses: { 200: jobsList },
      handler: async ({ request, query, admin }) => {
        const page = { page: query.page, perPage: PAGE_SIZES.jobs };
        const { items, total } = await repo.listJobItems(
          deps.db,
          deps.dialect,
          {
            search: query.s,
            titleOrder: query.sort?.direction,
            visibleAt: admin ? undefined : nowIso(),
          },
          page,
        );
        return pagedEnvelope(request, deps.config, items, total, page);
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/api/admin/jobs',
      access: 'admin',
      summary: 'Post a job for a partner',
      tags,
      body: createJobBody,
      status: 201,
      responses: { 201: jobResponse },
      handler: async ({ request, admin, body }) => ({
        data: await createJob(deps, { request, adminId: admin.id }, body),
      }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/api/admin/jobs/:id',
      access: 'admin',
      summary: 'Change a job (the fields sent)',
      tags,
      params: idParams,
      body: updateJobBody,
      responses: { 200: jobResponse },
      handler: async ({ request, admin, params, body }) => ({
        data: await updateJob(deps, { request, adminId: admin.id }, params.id, body),
      }),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/api/admin/jobs/:id',
      access: 'admin',
      summary: 'Delete a job',
      tags,
      params: idParams,
      responses: { 200: jobDeleteResponse },
      handler: async ({ request, admin, params }) => {
        await deleteJob(deps, { request, adminId: admin.id }, params.id);
        return { result: true, message: JOB_MESSAGES.deleted, data: null };
      },
    }),
  ];
}
