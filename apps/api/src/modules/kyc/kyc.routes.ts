import {
  PAGE_SIZES,
  idParams,
  kycDetailResponse,
  kycDocumentParams,
  kycDocumentQuery,
  kycListQuery,
  kycListResponse,
  kycStatsResponse,
  kycVerifyBody,
  kycVerifyErrorBody,
  kycVerifyResponse,
  KYC_MESSAGES,
  type KycListResponse,
} from '@job-board/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import { KYC_DOCUMENT_ROUTE, documentLinksFor } from './kyc-document-links.js';
import * as repo from './kyc.repository.js';
import { reviewVerification, viewDocument } from './kyc.service.js';

const tags = ['kyc'];

export function kycRoutes(deps: AppDeps) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/admin/kyc',
      access: 'admin',
      summary: 'KYC verifications, newest submitted first, with the counts by status',
      tags,
      sensitive: true,
      query: kycListQuery,
      responses: { 200: kycListResponse },
      handler: async ({ request, query, admin }): Promise<KycListResponse> => {
        const status = query.status === 'all' ? undefined : query.status;
        const page = { page: query.page, perPage: PAGE_SIZES.kyc };
        const [rows, stats, linkTo] = await Promise.all([
          repo.listVerifications(deps.db, status, page),
          repo.countByStatus(deps.db),
          documentLinksFor(deps, admin.id),
        ]);
        const records = rows.map((row) => repo.toKycRecord(row, linkTo));
        const total = status ? stats[status] : stats.total;
        return {
          result: true,
          verifications: pagedEnvelope(request, deps.config, records, total, page),
          stats,
        };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/admin/kyc/stats',
      access: 'admin',
      summary: 'Counts of KYC verifications by status',
      tags,
      sensitive: true,
      responses: { 200: kycStatsResponse },
      handler: async () => {
        return { result: true, stats: await repo.countByStatus(deps.db) };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/admin/kyc/:id',
      access: 'admin',
      summary: 'One KYC verification, with signed links to its documents',
      tags,
      sensitive: true,
      params: idParams,
      responses: { 200: kycDetailResponse },
      handler: async ({ params, admin }) => {
        const [row, linkTo] = await Promise.all([
          repo.findVerificationWithReviewer(deps.db, params.id),
          documentLinksFor(deps, admin.id),
        ]);
        if (!row) throw AppError.notFound(KYC_MESSAGES.notFound);
        return { data: repo.toKycRecord(row, linkTo) };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/api/admin/kyc/verify/:id',
      access: 'admin',
      summary: 'Approve or reject a KYC verification, or save the admin comment on it',
      tags,
      sensitive: true,
      responses: {
        200: kycVerifyResponse,
        404: kycVerifyErrorBody,
        409: kycVerifyErrorBody,
        422: kycVerifyErrorBody,
      },
      params: idParams,
      body: kycVerifyBody,
      handler: async ({ request, params, body, admin }) => {
        const outcome = await reviewVerification(deps, request, admin.id, params.id, body);
        const linkTo = await documentLinksFor(deps, admin.id);
        return {
          result: true,
          message: outcome.message,
          verification: repo.toKycRecord(outcome.verification, linkTo),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      url: KYC_DOCUMENT_ROUTE,
      access: 'public',
      summary: 'A KYC document through a signed link from a KYC record (no session needed)',
      tags,
      sensitive: true,
      params: kycDocumentParams,
      query: kycDocumentQuery,
      handler: async ({ request, reply, params, query }) => {
        const document = await viewDocument(deps, request, params.id, params.kind, query);
        void reply
          .type(document.contentType)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', 'inline');
        return document.bytes;
      },
    }),
  ];
}
