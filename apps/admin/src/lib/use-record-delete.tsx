import { endpoints } from '@job-board/contract';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteConfirmation } from '../components/list/use-delete-confirmation';
import { Button } from '../components/ui/button';
import { api } from './api-client';
import { useApiMutation } from './api-mutation';
import { usePermission } from './permissions';

/** A user or partner to delete, with the counts its screen has (a list row has none). */
export type DeletableRecord = {
  id: number;
  name: string;
  /** A partner's jobs. */
  jobs?: number;
  /** A user's applications and identity checks (KYC submissions). */
  applications?: number;
  identityChecks?: number;
};

export type DeletableKind = 'user' | 'partner';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const RECORD_DELETE_TEXT = {
  delete: 'Delete',
  noun: { user: 'the user', partner: 'the partner' },
  /** What goes to the trash with a partner (recordEdits.deletePartner). */
  partnerConsequence: (jobs: number | undefined) =>
    jobs === 0
      ? 'Its subscriptions and invoices go with it.'
      : `Its ${jobs === undefined ? 'jobs' : plural(jobs, 'job', 'jobs')}, their applications, its subscriptions and invoices go with it.`,
  /** What goes to the trash with a user (recordEdits.deleteUser). */
  userConsequence: (applications: number | undefined, identityChecks: number | undefined) =>
    `Their ${applications === undefined ? 'applications' : plural(applications, 'application', 'applications')} and ${
      identityChecks === undefined
        ? 'identity checks'
        : plural(identityChecks, 'identity check', 'identity checks')
    } go with them.`,
} as const;

/** What a deleted user or partner leaves stale: the lists it was in and what counted it. */
const REFRESHED: Record<DeletableKind, string[]> = {
  user: ['users', 'kyc', 'dashboard', 'audit', 'trash'],
  partner: ['partners', 'jobs', 'invoices', 'dashboard', 'audit', 'trash'],
};

const deleteCall = (kind: DeletableKind) => (id: number) =>
  kind === 'user'
    ? api(endpoints.recordEdits.deleteUser, { params: { id } })
    : api(endpoints.recordEdits.deletePartner, { params: { id } });

/**
 * Deleting a user or a partner into the trash, after a confirmation naming it and what goes with
 * it (counted where known); the toast offers Undo. `ask(record)` opens it, `dialog` is to be
 * rendered; null for a role that may not change that kind. `onDeleted` runs after the delete
 * (e.g. to leave the record's page, which is gone).
 */
export function useRecordDelete(
  kind: DeletableKind,
  { onDeleted }: { onDeleted?: () => void } = {},
): { ask: (record: DeletableRecord) => void; dialog: ReactNode } | null {
  const canDelete = usePermission(kind === 'user' ? 'users.write' : 'partners.write');
  const remove = useApiMutation(deleteCall(kind), { invalidates: REFRESHED[kind] });
  const deletion = useDeleteConfirmation({
    nameOf: (record: DeletableRecord) => record.name,
    noun: RECORD_DELETE_TEXT.noun[kind],
    consequence: (record) =>
      kind === 'user'
        ? RECORD_DELETE_TEXT.userConsequence(record.applications, record.identityChecks)
        : RECORD_DELETE_TEXT.partnerConsequence(record.jobs),
    remove: async (record) => {
      const answer = await remove.mutateAsync(record.id);
      onDeleted?.();
      return answer;
    },
  });
  return canDelete ? deletion : null;
}

/** Where a record page goes once its record is deleted. */
const LIST_PATH: Record<DeletableKind, string> = { user: '/users', partner: '/partners' };

/** A record page's Delete: asks, deletes into the trash, then goes back to the kind's list. */
export function DeleteRecordButton({
  kind,
  record,
}: {
  kind: DeletableKind;
  record: DeletableRecord;
}) {
  const navigate = useNavigate();
  const deletion = useRecordDelete(kind, { onDeleted: () => void navigate(LIST_PATH[kind]) });
  if (!deletion) return null;
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => deletion.ask(record)}>
        {RECORD_DELETE_TEXT.delete}
      </Button>
      {deletion.dialog}
    </>
  );
}
