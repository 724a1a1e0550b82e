import { INTEGRATION_MESSAGES, endpoints } from '@job-board/contract';
import { defineRoute } from '../../lib/route.js';
import { showKyc, submitKyc } from './platform.service.js';

/** The intake API the platform's services call with an API key (see the api-key access rule). */
export const platformRoutes = [
  defineRoute(endpoints.platform.submitKyc).handle(async ({ body, context }) => {
    const data = await submitKyc(context, body);
    return { result: true, message: INTEGRATION_MESSAGES.kycSubmitted, data };
  }),
  defineRoute(endpoints.platform.showKyc).handle(async ({ params, context }) => {
    return { data: await showKyc(context, { checkId: params.id }) };
  }),
];
