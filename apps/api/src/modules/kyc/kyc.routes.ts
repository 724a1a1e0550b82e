import { can, type KycListResponse, endpoints } from '@job-board/contract';
import { asOneCall, bulkMessage } from '../../lib/bulk.js';
import { actingAs } from '../../lib/context.js';
import { sendListCsv } from '../../lib/lists/list-export.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import { adminOfDocumentLink, documentLinksFor } from './kyc-document-links.js';
import * as repo from './kyc.repository.js';
import {
  bulkReviewVerifications,
  exportVerifications,
  listVerifications,
  nextPendingVerification,
  reviewVerification,
  verificationDetail,
  viewDocument,
} from './kyc.service.js';

export const kycRoutes = [
  defineRoute(endpoints.kyc.list).handle(
    async ({ request, query, admin, context }): Promise<KycListResponse> => {
      const [{ items, total, page }, stats, linkTo] = await Promise.all([
        listVerifications(context, query),
        repo.countByStatus(context.db),
        // The documents are for kyc.review: kyc.read alone lists the records without them.
        can(admin.role, 'kyc.review') ? documentLinksFor(context, admin.id) : null,
      ]);
      const records = items.map((row) => repo.toKycRecord(row, linkTo));
      return {
        result: true,
        verifications: pagedEnvelope(request, context.config, records, total, page),
        stats,
      };
    },
  ),
  defineRoute(endpoints.kyc.export).handle(({ reply, query, context }) =>
    Promise.resolve(sendListCsv(reply, exportVerifications(context, query))),
  ),
  defineRoute(endpoints.kyc.bulk).handle(async ({ body, context }) => {
    const data = await bulkReviewVerifications(context, body);
    return { result: true, message: bulkMessage(data), data };
  }),
  defineRoute(endpoints.kyc.stats).handle(async ({ context }) => {
    return { result: true, stats: await repo.countByStatus(context.db) };
  }),
  defineRoute(endpoints.kyc.get).handle(async ({ params, admin, context }) => {
    const [{ row, decisions }, linkTo] = await Promise.all([
      verificationDetail(context, { verificationId: params.id }),
      documentLinksFor(context, admin.id),
    ]);
    return { data: repo.toKycRecordDetail(row, decisions, linkTo) };
  }),
  defineRoute(endpoints.kyc.next).handle(async ({ query, context }) => {
    const id = await nextPendingVerification(context, query);
    return { data: id === undefined ? null : { id } };
  }),
  defineRoute(endpoints.kyc.verify).handle(async ({ params, body, admin, context }) => {
    // A decision is made as one call, whose bulk id the app's Undo reverts (audit.revertBulk).
    const call = body.status ? asOneCall(context) : { context, bulkId: undefined };
    const outcome = await reviewVerification(call.context, {
      verificationId: params.id,
      review: body,
    });
    const linkTo = await documentLinksFor(context, admin.id);
    return {
      result: true,
      message: outcome.message,
      verification: repo.toKycRecordWithDocuments(outcome.verification, linkTo),
      ...(outcome.decided ? { bulk_id: call.bulkId } : {}),
    };
  }),
  defineRoute(endpoints.kyc.document).handle(async ({ request, reply, params, query, context }) => {
    const adminId = await adminOfDocumentLink(context, params.id, params.kind, query);
    const document = await viewDocument(actingAs(context, request, adminId), {
      verificationId: params.id,
      kind: params.kind,
    });
    void reply
      .type(document.contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', 'inline');
    return document.bytes;
  }),
];
