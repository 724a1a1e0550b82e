import { IMPORT_MESSAGES, endpoints } from '@job-board/contract';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import * as imports from './imports.service.js';

export const importsRoutes = [
  defineRoute(endpoints.imports.upload).handle(async ({ body, admin, context }) => ({
    result: true,
    message: IMPORT_MESSAGES.uploaded,
    data: await imports.upload(context, { ...body, role: admin.role }),
  })),
  defineRoute(endpoints.imports.show).handle(async ({ params, admin, context }) => ({
    data: await imports.show(context, { id: params.id, role: admin.role }),
  })),
  defineRoute(endpoints.imports.rows).handle(async ({ params, query, admin, context, request }) => {
    const page = await imports.rows(context, { ...query, id: params.id, role: admin.role });
    return pagedEnvelope(request, context.config, page.rows, page.total, {
      page: query.page,
      perPage: page.perPage,
    });
  }),
  defineRoute(endpoints.imports.dryRun).handle(async ({ params, body, admin, context }) => ({
    result: true,
    message: IMPORT_MESSAGES.dryRunStarted,
    data: await imports.dryRun(context, { id: params.id, mapping: body.mapping, role: admin.role }),
  })),
  defineRoute(endpoints.imports.run).handle(async ({ params, admin, context }) => ({
    result: true,
    message: IMPORT_MESSAGES.started,
    data: await imports.run(context, { id: params.id, role: admin.role }),
  })),
  defineRoute(endpoints.imports.revert).handle(async ({ params, admin, context }) => ({
    result: true,
    message: IMPORT_MESSAGES.reverted,
    data: await imports.revert(context, { id: params.id, role: admin.role }),
  })),
];
