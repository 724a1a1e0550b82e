import {
  RECORD_EDIT_MESSAGES,
  RECORD_MESSAGES,
  type UpdatePartnerBody,
  type UpdateUserBody,
} from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../db/database.js';
import { changeRecord, expectAffected, type RecordRef } from '../../lib/change-record.js';
import { changedColumns } from '../../lib/changed-columns.js';
import { conflictOnDuplicate } from '../../lib/conflict-on-duplicate.js';
import type { Context } from '../../lib/context.js';
import { recordKind } from '../../lib/record-kind.js';
import { nowIso } from '../../lib/time.js';
import { toTrash } from '../../lib/trash/trash-store.js';
import * as repo from './record-edits.repository.js';

const applicationRecord = recordKind(
  'application',
  repo.findApplication,
  RECORD_EDIT_MESSAGES.applicationNotFound,
);

type Fields<Row> = Partial<Omit<Row, 'id'>>;

/** A record with a profile an admin edits: where it is stored and what a refusal says. */
type ProfileKind<Row extends { id: number; email: string }> = {
  record: (id: number) => RecordRef<Row>;
  trashKind: 'user' | 'partner';
  table: 'users' | 'partners';
  emailTaken: string;
  write: (db: Db, id: number, fields: Fields<Row>, now: string) => Promise<bigint>;
};

const USER_PROFILE: ProfileKind<repo.EditableUser> = {
  record: recordKind('user', repo.findEditableUser, RECORD_MESSAGES.userNotFound),
  trashKind: 'user',
  table: 'users',
  emailTaken: RECORD_EDIT_MESSAGES.userEmailTaken,
  write: repo.updateUser,
};

const PARTNER_PROFILE: ProfileKind<repo.EditablePartner> = {
  record: recordKind('partner', repo.findEditablePartner, RECORD_MESSAGES.partnerNotFound),
  trashKind: 'partner',
  table: 'partners',
  emailTaken: RECORD_EDIT_MESSAGES.partnerEmailTaken,
  write: repo.updatePartner,
};

/**
 * Writes the fields of a user or partner that differ from the stored ones (an email another
 * record has is a 409) and answers the record as it now is; the audit row keeps what changed.
 */
function updateProfile<Row extends { id: number; email: string }>(
  context: Context,
  kind: ProfileKind<Row>,
  id: number,
  proposed: Fields<Row>,
): Promise<Row> {
  const record = kind.record(id);
  return changeRecord(context, record, async ({ db }, row) => {
    const changed = changedColumns(row, proposed as Partial<Row>) as Fields<Row>;
    if (changed.email !== undefined && (await repo.emailTaken(db, kind.table, changed.email, id))) {
      throw AppError.conflict(kind.emailTaken);
    }
    if (Object.keys(changed).length > 0) {
      const written = () => kind.write(db, id, changed, nowIso());
      expectAffected(await conflictOnDuplicate(written, kind.emailTaken), record.notFound);
    }
    const after = { ...row, ...changed };
    return { action: 'update', before: withoutId(row), after: withoutId(after), result: after };
  });
}

/**
 * Moves a user or a partner to the trash with what depends on it (a partner's jobs and their
 * applications, subscriptions and invoices; a user's applications and identity checks).
 */
function deleteProfile<Row extends { id: number; email: string }>(
  context: Context,
  kind: ProfileKind<Row>,
  id: number,
): Promise<void> {
  const record = kind.record(id);
  return changeRecord(context, record, async (trx, row) => {
    const trashed = await toTrash(trx, kind.trashKind, id, record.notFound);
    return { action: 'delete', before: withoutId(row), details: trashed, result: undefined };
  });
}

export const deleteUser = (context: Context, id: number) =>
  deleteProfile(context, USER_PROFILE, id);

export const deletePartner = (context: Context, id: number) =>
  deleteProfile(context, PARTNER_PROFILE, id);

/** A record's fields without its id (the audit row's entity_id already names it). */
function withoutId<Row extends { id: number }>(row: Row): Omit<Row, 'id'> {
  const fields: Partial<Row> = { ...row };
  delete fields.id;
  return fields as Omit<Row, 'id'>;
}

/** Changes a user's name, email and profession. */
export const updateUser = (context: Context, id: number, body: UpdateUserBody) =>
  updateProfile(context, USER_PROFILE, id, body);

/** Changes a partner's company name, email and bio. */
export const updatePartner = (context: Context, id: number, body: UpdatePartnerBody) =>
  updateProfile(context, PARTNER_PROFILE, id, body);

/**
 * Marks an application selected (stamping the time) or not selected; asking for the state it
 * is already in is a 409. Answers the application and the applicant's name for the message.
 */
export function setApplicationSelected(context: Context, id: number, selected: boolean) {
  return changeRecord(context, applicationRecord(id), async ({ db }, row) => {
    if ((row.selected_at !== null) === selected) {
      throw AppError.conflict(
        selected ? RECORD_EDIT_MESSAGES.alreadySelected : RECORD_EDIT_MESSAGES.notSelected,
      );
    }
    const selectedAt = selected ? nowIso() : null;
    expectAffected(
      await repo.setSelectedAt(db, id, selectedAt),
      RECORD_EDIT_MESSAGES.applicationNotFound,
    );
    const applicant = `${row.first_name} ${row.last_name}`;
    return {
      action: selected ? 'select' : 'unselect',
      before: { selected: !selected },
      after: { selected },
      details: { job_id: row.job_id, job: row.job_title, user_id: row.user_id, applicant },
      result: { application: { id, selected, selected_at: selectedAt }, applicant },
    };
  });
}
