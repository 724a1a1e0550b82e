import { useState, type ReactNode } from 'react';
import { usePermission } from '../../lib/permissions';
import { AUDIT_LOG_CELLS } from '../../features/audit-log/components/audit-log-cells';
import { useRevertActions } from '../../features/audit-log/components/revert-entry';
import { AuditTrailActions } from '../../features/records/components/audit-trail-card';
import { InvoicePaidDialog } from '../../features/subscriptions/components/invoice-paid-dialog';
import { JobRecordScreen } from '../../features/records/job-record-screen';
import { UserRecordScreen } from '../../features/records/user-record-screen';
import { RECORD_TEXT } from '../../features/records/messages';
import {
  PartnerRecordScreen,
  type PartnerInvoiceOf,
} from '../../features/records/partner-record-screen';
import type { RecordRowActions } from '../../features/records/components/record-list-card';
import { JobRecordActions, useJobActions } from './job-actions';

/*
 * The record pages with the actions of the jobs and invoices lists and the audit log's way of
 * showing an entry. They join the records feature with the jobs, subscriptions and audit log
 * features, so they live with the app.
 */

/** The audit log's Revert on the entries of a record page's audit trail. */
function WithRevert({ children }: { children: ReactNode }) {
  const revert = useRevertActions();
  return <AuditTrailActions value={revert}>{children}</AuditTrailActions>;
}

/** The user record page, its audit trail shown as the audit log shows entries. */
export function UserRecordRoute() {
  return (
    <WithRevert>
      <UserRecordScreen auditCells={AUDIT_LOG_CELLS} />
    </WithRevert>
  );
}

/** The job record page, with the jobs list's actions beside its details. */
export function JobRecordRoute() {
  return (
    <WithRevert>
      <JobRecordScreen
        actions={(job) => <JobRecordActions job={job} />}
        auditCells={AUDIT_LOG_CELLS}
      />
    </WithRevert>
  );
}

/** The invoices list's Mark paid / Mark unpaid, after its confirmation; for roles that may. */
function useInvoicePaidActions(): RecordRowActions<PartnerInvoiceOf> | null {
  const canMarkPaid = usePermission('subscriptions.write');
  const [asked, setAsked] = useState<PartnerInvoiceOf | null>(null);
  if (!canMarkPaid) return null;
  return {
    items: (invoice) => [
      {
        label: invoice.paid ? RECORD_TEXT.markUnpaid : RECORD_TEXT.markPaid,
        onSelect: () => setAsked(invoice),
      },
    ],
    dialogs: <InvoicePaidDialog invoice={asked} onClose={() => setAsked(null)} />,
  };
}

/** The partner record page, with the jobs list's actions on its jobs and the invoices list's. */
export function PartnerRecordRoute() {
  const jobActions = useJobActions();
  const invoiceActions = useInvoicePaidActions();
  return (
    <WithRevert>
      <PartnerRecordScreen
        jobActions={jobActions}
        invoiceActions={invoiceActions}
        auditCells={AUDIT_LOG_CELLS}
      />
    </WithRevert>
  );
}
