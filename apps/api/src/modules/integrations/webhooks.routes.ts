import { INTEGRATION_MESSAGES, PAGE_SIZES, endpoints } from '@job-board/contract';
import { pageWindow, pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import * as repo from './webhooks.repository.js';
import * as webhooks from './webhooks.service.js';

export const webhooksRoutes = [
  defineRoute(endpoints.webhooks.list).handle(async ({ context }) => ({
    data: await webhooks.listEndpoints(context),
  })),
  defineRoute(endpoints.webhooks.show).handle(async ({ params, context }) => ({
    data: await webhooks.showEndpoint(context, { id: params.id }),
  })),
  defineRoute(endpoints.webhooks.create).handle(async ({ body, context }) => ({
    result: true,
    message: INTEGRATION_MESSAGES.endpointCreated,
    data: await webhooks.createEndpoint(context, body),
  })),
  defineRoute(endpoints.webhooks.update).handle(async ({ params, body, context }) => ({
    result: true,
    message: INTEGRATION_MESSAGES.endpointUpdated,
    data: await webhooks.updateEndpoint(context, { id: params.id, patch: body }),
  })),
  defineRoute(endpoints.webhooks.delete).handle(async ({ params, context }) => {
    await webhooks.deleteEndpoint(context, { id: params.id });
    return { result: true, message: INTEGRATION_MESSAGES.endpointDeleted, data: null };
  }),
  defineRoute(endpoints.webhooks.pause).handle(async ({ params, context }) => ({
    result: true,
    message: INTEGRATION_MESSAGES.endpointPaused,
    data: await webhooks.setEndpointPaused(context, { id: params.id, paused: true }),
  })),
  defineRoute(endpoints.webhooks.resume).handle(async ({ params, context }) => ({
    result: true,
    message: INTEGRATION_MESSAGES.endpointResumed,
    data: await webhooks.setEndpointPaused(context, { id: params.id, paused: false }),
  })),
  defineRoute(endpoints.webhooks.rotateSecret).handle(async ({ params, context }) => ({
    result: true,
    message: INTEGRATION_MESSAGES.secretRotated,
    data: await webhooks.rotateSecret(context, { id: params.id }),
  })),
  defineRoute(endpoints.webhooks.sendTest).handle(async ({ params, context }) => ({
    result: true,
    message: INTEGRATION_MESSAGES.testQueued,
    data: await webhooks.sendTestEvent(context, { id: params.id }),
  })),
  defineRoute(endpoints.webhooks.deliveries).handle(async ({ request, params, query, context }) => {
    await webhooks.findEndpointOr404(context, params.id);
    const page = { page: query.page, perPage: PAGE_SIZES.webhookDeliveries };
    const { rows, total } = await repo.listDeliveries(
      context.db,
      params.id,
      query.status,
      pageWindow(page),
    );
    return pagedEnvelope(request, context.config, rows, total, page);
  }),
  defineRoute(endpoints.webhooks.delivery).handle(async ({ params, context }) => ({
    data: await webhooks.deliveryDetail(context, { id: params.id }),
  })),
  defineRoute(endpoints.webhooks.resend).handle(async ({ params, context }) => ({
    result: true,
    message: INTEGRATION_MESSAGES.resendQueued,
    data: await webhooks.resendDelivery(context, { id: params.id }),
  })),
];
