import { INVOICE_MESSAGES, PAGE_SIZES, endpoints } from '@job-board/contract';
import { bulkMessage } from '../../lib/bulk.js';
import { keysetBatches, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import {
  DEFAULT_INVOICE_ORDER,
  invoiceExportBatch,
  invoiceExportCursor,
  listInvoices,
  toInvoiceItem,
  type InvoiceExportCursor,
  type InvoiceExportRow,
} from './invoices.repository.js';
import { fromCents } from './money.js';
import * as invoices from './invoices.service.js';

/** The columns of the invoices export. */
const EXPORT_COLUMNS: readonly CsvColumn<InvoiceExportRow>[] = [
  { header: 'Number', value: (row) => row.number },
  { header: 'Partner', value: (row) => row.partner },
  { header: 'Package', value: (row) => row.package },
  { header: 'Amount', value: (row) => fromCents(row.amount_cents).toFixed(2) },
  { header: 'Currency', value: (row) => row.currency },
  { header: 'Status', value: (row) => (row.is_paid === 1 ? 'paid' : 'unpaid') },
  { header: 'Issued', value: (row) => row.invoiced_at },
  { header: 'Paid', value: (row) => row.paid_at },
];

export const invoicesRoutes = [
  defineRoute(endpoints.invoices.list).handle(async ({ request, query, context }) => {
    const page = { page: query.page, perPage: query.per_page ?? PAGE_SIZES.invoices };
    const order = query.sort ?? DEFAULT_INVOICE_ORDER;
    const filter = invoices.invoiceFilterOf(query);
    const { rows, total } = await listInvoices(context.db, page, filter, order);
    return pagedEnvelope(request, context.config, rows.map(toInvoiceItem), total, page);
  }),
  defineRoute(endpoints.invoices.export).handle(async ({ reply, query, context }) => {
    const filter = invoices.invoiceFilterOf(query);
    const order = query.sort ?? DEFAULT_INVOICE_ORDER;
    const batches = keysetBatches<InvoiceExportRow, InvoiceExportCursor>(
      (cursor, size) => invoiceExportBatch(context.db, filter, order, cursor, size),
      invoiceExportCursor,
    );
    return sendCsv(reply, 'invoices', EXPORT_COLUMNS, batches);
  }),
  defineRoute(endpoints.invoices.bulk).handle(async ({ body, context }) => {
    const data = await invoices.bulkSetInvoicesPaid(context, body);
    return { result: true, message: bulkMessage(data), data };
  }),
  defineRoute(endpoints.invoices.setPaid).handle(async ({ params, body, context }) => {
    const row = await invoices.setInvoicePaid(context, { invoiceId: params.id, paid: body.paid });
    const data = toInvoiceItem(row);
    return {
      result: true,
      message: body.paid
        ? INVOICE_MESSAGES.markedPaid(data.number)
        : INVOICE_MESSAGES.markedUnpaid(data.number),
      data,
    };
  }),
];
