import {
  PAGE_SIZES,
  SUBSCRIPTION_MESSAGES,
  featureCreateBody,
  featureDeletedResponse,
  featureResponse,
  featureUpdateBody,
  featuresList,
  idParams,
  invoicesList,
  invoicesQuery,
  packageCreateBody,
  packageDeletedResponse,
  packageResponse,
  packageUpdateBody,
  packagesList,
  salesRevenueResponse,
} from '@job-board/contract';
import type { AppDeps } from '../../app-deps.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import * as features from './features.service.js';
import { listFeatures, toFeatureItem } from './features.repository.js';
import { listInvoices, toInvoiceItem } from './invoices.repository.js';
import { listPackageItems } from './packages.repository.js';
import * as packages from './packages.service.js';
import { salesRevenue } from './sales-revenue.js';

const tags = ['subscriptions'];

export function subscriptionsRoutes(deps: AppDeps) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/admin/packages',
      access: 'admin',
      summary: 'Every subscription package with its features, by id',
      tags,
      responses: { 200: packagesList },
      handler: async () => ({ data: await listPackageItems(deps.db) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/admin/packages',
      access: 'admin',
      summary: 'Create a package',
      tags,
      body: packageCreateBody,
      status: 201,
      responses: { 201: packageResponse },
      handler: async ({ request, admin, body }) => ({
        data: await packages.createPackage(deps, request, admin.id, body),
      }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/api/admin/packages/:id',
      access: 'admin',
      summary: 'Change a package; fields left out keep their value',
      tags,
      params: idParams,
      body: packageUpdateBody,
      responses: { 200: packageResponse },
      handler: async ({ request, admin, params, body }) => ({
        data: await packages.updatePackage(deps, request, admin.id, params.id, body),
      }),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/api/admin/packages/:id',
      access: 'admin',
      summary: 'Delete a package no invoice or subscription refers to (never package 1)',
      tags,
      params: idParams,
      responses: { 200: packageDeletedResponse },
      handler: async ({ request, admin, params }) => {
        await packages.deletePackage(deps, request, admin.id, params.id);
        return { result: true, message: SUBSCRIPTION_MESSAGES.packageDeleted, data: null };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/admin/features',
      access: 'admin',
      summary: 'Every package feature, by id; display-only ones are not read by the system',
      tags,
      responses: { 200: featuresList },
      handler: async () => ({ data: (await listFeatures(deps.db)).map(toFeatureItem) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/admin/features',
      access: 'admin',
      summary: 'Create a display-only feature',
      tags,
      body: featureCreateBody,
      status: 201,
      responses: { 201: featureResponse },
      handler: async ({ request, admin, body }) => ({
        data: await features.createFeature(deps, request, admin.id, body),
      }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/api/admin/features/:id',
      access: 'admin',
      summary: 'Rename a feature (a system feature keeps its config name)',
      tags,
      params: idParams,
      body: featureUpdateBody,
      responses: { 200: featureResponse },
      handler: async ({ request, admin, params, body }) => ({
        data: await features.updateFeature(deps, request, admin.id, params.id, body),
      }),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/api/admin/features/:id',
      access: 'admin',
      summary: 'Delete a display-only feature no package lists',
      tags,
      params: idParams,
      responses: { 200: featureDeletedResponse },
      handler: async ({ request, admin, params }) => {
        await features.deleteFeature(deps, request, admin.id, params.id);
        return { result: true, message: SUBSCRIPTION_MESSAGES.featureDeleted, data: null };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/admin/invoices',
      access: 'admin',
      summary: 'Invoices, newest first, 3 per page',
      tags,
      query: invoicesQuery,
      responses: { 200: invoicesList },
      handler: async ({ request, query }) => {
        const page = { page: query.page, perPage: PAGE_SIZES.invoices };
        const { rows, total } = await listInvoices(deps.db, page);
        return pagedEnvelope(request, deps.config, rows.map(toInvoiceItem), total, page);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/invoices/sales-revenue',
      access: 'admin',
      summary:
        'Paid invoices per paid package and month over the last 12 months, highest revenue first',
      tags,
      responses: { 200: salesRevenueResponse },
      handler: async () => ({ result: true, data: await salesRevenue(deps.db, new Date()) }),
    }),
  ];
}
