import { SUBSCRIPTION_MESSAGES, endpoints } from '@job-board/contract';
import { undoable } from '../../lib/bulk.js';
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
  defineRoute(endpoints.packages.delete).handle(({ params, context }) =>
    undoable(context, SUBSCRIPTION_MESSAGES.packageDeleted, (call) =>
      packages.deletePackage(call, { packageId: params.id }),
    ),
  ),
  defineRoute(endpoints.features.list).handle(async ({ context }) => ({
    data: (await listFeatures(context.db)).map(toFeatureItem),
  })),
  defineRoute(endpoints.features.create).handle(async ({ body, context }) => ({
    data: await features.createFeature(context, body),
  })),
  defineRoute(endpoints.features.update).handle(async ({ params, body, context }) => ({
    data: await features.updateFeature(context, { featureId: params.id, changes: body }),
  })),
  defineRoute(endpoints.features.delete).handle(({ params, context }) =>
    undoable(context, SUBSCRIPTION_MESSAGES.featureDeleted, (call) =>
      features.deleteFeature(call, { featureId: params.id }),
    ),
  ),
  ...invoicesRoutes,
  defineRoute(endpoints.invoices.salesRevenue).handle(async ({ context }) => ({
    result: true,
    data: await salesRevenue(context.db, new Date()),
  })),
];
