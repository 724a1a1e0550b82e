import { SUBSCRIPTION_MESSAGES, endpoints } from '@job-board/contract';
import { defineRoute } from '../../lib/route.js';
import * as features from './features.service.js';
import { listFeatures, toFeatureItem } from './features.repository.js';
import { invoicesRoutes } from './invoices.routes.js';
import { listPackageItems } from './packages.repository.js';
import * as packages from './packages.service.js';
import { salesRevenue } from './sales-revenue.js';

export const subscriptionsRoutes = [
  defineRoute(endpoints.packages.list).handle(async ({ context }) => ({
    data: await listPackageItems(context.db),
  })),
  defineRoute(endpoints.packages.create).handle(async ({ body, context }) => ({
    data: await packages.createPackage(context, body),
  })),
  defineRoute(endpoints.packages.update).handle(async ({ params, body, context }) => ({
    data: await packages.updatePackage(context, { packageId: params.id, changes: body }),
  })),
  defineRoute(endpoints.packages.delete).handle(async ({ params, context }) => {
    await packages.deletePackage(context, { packageId: params.id });
    return { result: true, message: SUBSCRIPTION_MESSAGES.packageDeleted, data: null };
  }),
  defineRoute(endpoints.features.list).handle(async ({ context }) => ({
    data: (await listFeatures(context.db)).map(toFeatureItem),
  })),
  defineRoute(endpoints.features.create).handle(async ({ body, context }) => ({
    data: await features.createFeature(context, body),
  })),
  defineRoute(endpoints.features.update).handle(async ({ params, body, context }) => ({
    data: await features.updateFeature(context, { featureId: params.id, changes: body }),
  })),
  defineRoute(endpoints.features.delete).handle(async ({ params, context }) => {
    await features.deleteFeature(context, { featureId: params.id });
    return { result: true, message: SUBSCRIPTION_MESSAGES.featureDeleted, data: null };
  }),
  ...invoicesRoutes,
  defineRoute(endpoints.invoices.salesRevenue).handle(async ({ context }) => ({
    result: true,
    data: await salesRevenue(context.db, new Date()),
  })),
];
