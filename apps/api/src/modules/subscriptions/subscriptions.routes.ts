import { PAGE_SIZES, SUBSCRIPTION_MESSAGES, endpoints } from '@job-board/contract';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import * as features from './features.service.js';
import { listFeatures, toFeatureItem } from './features.repository.js';
import { listInvoices, toInvoiceItem } from './invoices.repository.js';
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
  defineRoute(endpoints.invoices.list).handle(async ({ request, query, context }) => {
    const page = { page: query.page, perPage: PAGE_SIZES.invoices };
    const { rows, total } = await listInvoices(context.db, page);
    return pagedEnvelope(request, context.config, rows.map(toInvoiceItem), total, page);
  }),
  defineRoute(endpoints.invoices.salesRevenue).handle(async ({ context }) => ({
    result: true,
    data: await salesRevenue(context.db, new Date()),
  })),
];
