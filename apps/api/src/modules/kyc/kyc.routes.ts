import { PAGE_SIZES, can, type KycListResponse, endpoints } from '@job-board/contract';
import { bulkMessage } from '../../lib/bulk.js';
import { actingAs } from '../../lib/context.js';
import { keysetBatches, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import { adminOfDocumentLink, documentLinksFor } from './kyc-document-links.js';
import * as repo from './kyc.repository.js';
import {
  bulkReviewVerifications,
  reviewVerification,
  verificationDetail,
  viewDocument,
} from './kyc.service.js';

/** The columns of the KYC export: identity data (ID numbers, documents) stays on screen. */
const EXPORT_COLUMNS: readonly CsvColumn<repo.KycExportRow>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Full name', value: (row) => row.full_name },
  { header: 'ID type', value: (row) => row.id_type },
  { header: 'Status', value: (row) => row.status },
  { header: 'Submitted', value: (row) => row.submitted_at },
  { header: 'Reviewed', value: (row) => row.reviewed_at },
  { header: 'Reviewed by', value: (row) => row.reviewer_name },
];

export const kycRoutes = [
  defineRoute(endpoints.kyc.list).handle(
    async ({ request, query, admin, context }): Promise<KycListResponse> => {
      const filter = repo.kycFilterOf(query, context.dialect);
      const page = { page: query.page, perPage: PAGE_SIZES.kyc };
      const [rows, stats, linkTo, counted] = await Promise.all([
        repo.listVerifications(context.db, filter, page),
        repo.countByStatus(context.db),
        // The documents are for kyc.review: kyc.read alone lists the records without them.
        can(admin.role, 'kyc.review') ? documentLinksFor(context, admin.id) : null,
        repo.narrowsBeyondStatus(filter)
          ? repo.countVerifications(context.db, filter)
          : Promise.resolve(undefined),
      ]);
      const records = rows.map((row) => repo.toKycRecord(row, linkTo));
      const total = counted ?? (filter.status ? stats[filter.status] : stats.total);
      return {
        result: true,
        verifications: pagedEnvelope(request, context.config, records, total, page),
        stats,
      };
    },
  ),
  defineRoute(endpoints.kyc.export).handle(async ({ reply, query, context }) => {
    const filter = repo.kycFilterOf(query, context.dialect);
    const batches = keysetBatches<repo.KycExportRow, repo.KycExportCursor>(
      (cursor, size) => repo.verificationExportBatch(context.db, filter, cursor, size),
      (row) => [row.submitted_at, row.id],
    );
    return sendCsv(reply, 'kyc', EXPORT_COLUMNS, batches);
  }),
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
    const id = await repo.nextPendingId(context.db, query.after);
    return { data: id === undefined ? null : { id } };
  }),
  defineRoute(endpoints.kyc.verify).handle(async ({ params, body, admin, context }) => {
    const outcome = await reviewVerification(context, { verificationId: params.id, review: body });
    const linkTo = await documentLinksFor(context, admin.id);
    return {
      result: true,
      message: outcome.message,
      verification: repo.toKycRecordWithDocuments(outcome.verification, linkTo),
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
