import { INVOICE_MESSAGES, endpoints } from '@job-board/contract';
import { bulkMessage } from '../../lib/bulk.js';
import { sendListCsv } from '../../lib/lists/list-export.js';
import { pagedEnvelope } from '../../lib/paging.js';
import { defineRoute } from '../../lib/route.js';
import { toInvoiceItem } from './invoices.repository.js';
import * as invoices from './invoices.service.js';

export const invoicesRoutes = [
  defineRoute(endpoints.invoices.list).handle(async ({ request, query, context }) => {
    const { items, total, page } = await invoices.listInvoices(context, query);
    return pagedEnvelope(request, context.config, items, total, page);
  }),
  defineRoute(endpoints.invoices.export).handle(({ reply, query, context }) =>
    Promise.resolve(sendListCsv(reply, invoices.exportInvoices(context, query))),
  ),
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
