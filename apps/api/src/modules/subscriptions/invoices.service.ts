import {
  INVOICE_MESSAGES,
  INVOICES_LIST,
  type InvoiceSortField,
  type BulkResult,
  type InvoiceBulkAction,
  type InvoicesFilterQuery,
} from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { AlreadySo, runBulk } from '../../lib/bulk.js';
import { changeRecord, expectAffected } from '../../lib/change-record.js';
import type { Context } from '../../lib/context.js';
import { listCsv } from '../../lib/lists/list-export.js';
import { idsMatching, pageOf, type PageQuery } from '../../lib/lists/list-reads.js';
import type { ListContext, ListFilterInput } from '../../lib/lists/list-table.js';
import { recordKind } from '../../lib/record-kind.js';
import { nowIso } from '../../lib/time.js';
import * as repo from './invoices.repository.js';

const ENTITY = 'invoice';

const invoiceRecord = recordKind(ENTITY, repo.findInvoice, INVOICE_MESSAGES.notFound);

/** An invoice as its audit rows show it. */
export const auditedInvoice = (
  invoice: Pick<repo.InvoiceRow, 'number' | 'is_paid' | 'paid_at'>,
) => ({
  number: invoice.number,
  paid: invoice.is_paid === 1,
  paid_at: invoice.paid_at,
});

/**
 * Marks an invoice paid (its paid date is now) or unpaid (no paid date), with an audit row. An
 * invoice already so is a 409 naming it: another admin got there first. The sales revenue chart
 * follows by itself (the monthly_paid_revenue triggers).
 */
export function setInvoicePaid(
  context: Context,
  input: { invoiceId: number; paid: boolean },
): Promise<repo.InvoiceRow> {
  return changePaid(context, input, (message) => AppError.conflict(message));
}

/**
 * Marks many invoices paid or unpaid, named by id or by the list's filter: each in its own
 * transaction with its audit row; one already so is skipped, a missing one refused.
 */
export function bulkSetInvoicesPaid(
  context: Context,
  body: { action: InvoiceBulkAction; ids?: number[]; filter?: InvoicesFilterQuery },
): Promise<BulkResult> {
  const paid = body.action === 'mark-paid';
  return runBulk(context, body, {
    idsMatching: (trx, filter, limit) => idsMatching(trx, repo.INVOICES_TABLE, filter, limit),
    apply: async (trx, invoiceId) => {
      await changePaid(trx, { invoiceId, paid }, (message) => new AlreadySo(message));
    },
  });
}

function changePaid(
  context: Context,
  { invoiceId, paid }: { invoiceId: number; paid: boolean },
  alreadySo: (message: string) => Error,
): Promise<repo.InvoiceRow> {
  return changeRecord(context, invoiceRecord(invoiceId), async ({ db }, row) => {
    if ((row.is_paid === 1) === paid) {
      throw alreadySo(
        paid
          ? INVOICE_MESSAGES.alreadyPaid(row.number)
          : INVOICE_MESSAGES.alreadyUnpaid(row.number),
      );
    }
    const paidAt = paid ? nowIso() : null;
    expectAffected(await repo.setInvoicePaid(db, invoiceId, paidAt), INVOICE_MESSAGES.notFound);
    const updated = { ...row, is_paid: paid ? 1 : 0, paid_at: paidAt };
    return {
      action: paid ? 'mark-paid' : 'mark-unpaid',
      before: auditedInvoice(row),
      after: auditedInvoice(updated),
      details: {
        number: row.number,
        partner: row.partner,
        package: row.package,
        amount_cents: row.amount_cents,
      },
      result: updated,
    };
  });
}

type InvoicesQuery = InvoicesFilterQuery & ListFilterInput<InvoiceSortField>;

/** A page of the invoices list. */
export const listInvoices = (context: ListContext, query: PageQuery<InvoicesQuery>) =>
  pageOf(context, repo.INVOICES_TABLE, query);

/** The invoices list's CSV export. */
export const exportInvoices = (context: ListContext, query: InvoicesQuery) =>
  listCsv(context, INVOICES_LIST, repo.INVOICES_TABLE, query);
