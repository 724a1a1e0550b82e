import {
  IMPORT_MESSAGES,
  endpoints,
  parsingFormText,
  updatePartnerBody,
  type ImportKind,
} from '@job-board/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { Context } from '../../lib/context.js';
import { parseInput } from '../../lib/validation.js';
import { createJob, updateJob } from '../jobs/jobs.service.js';
import { updatePartner } from '../record-edits/record-edits.service.js';
import { createReference, updateReference } from '../reference-data/reference-data.service.js';
import * as reference from '../reference-data/reference-kinds.js';
import { setUserBlocked } from '../users/users.service.js';
import { createPartner } from './import-partners.js';
import type { RowValues } from './import-tables.js';
import * as repo from './imports.repository.js';

/** The import a row belongs to, as applying it needs it, and what its pass found already. */
export type ImportScope = { partnerId: number | null; referenceIds: repo.ReferenceIds };

/**
 * How one kind's rows are applied, each by the services and contract schemas of the kind's
 * forms: `find` names the existing record a row is about (null: it is new), `apply` creates or
 * updates it. Both throw an AppError (4xx) to refuse the row with its message.
 */
export type ImportKindPlan = {
  /** The table of the records, whose stored rows a revert compares and restores. */
  table: repo.ImportedTable;
  /** The audit log's name of a record. */
  entity: string;
  find: (context: Context, key: string, scope: ImportScope) => Promise<number | null>;
  apply: (
    context: Context,
    values: RowValues,
    found: number | null,
    scope: ImportScope,
  ) => Promise<number>;
};

/** Parses a row with a form's schema, its cells read as a form's text (booleans as yes/no…). */
const asForm = <S extends z.ZodType>(schema: S, values: object): z.output<S> =>
  parsingFormText(() => parseInput(schema, values));

const oneOrNone = (ids: number[], label: string, key: string): number | null => {
  if (ids.length > 1) throw AppError.conflict(IMPORT_MESSAGES.duplicateKey(label, key));
  return ids[0] ?? null;
};

const referencePlan = <T extends repo.ReferenceTable, W extends reference.ReferenceWire>(
  kind: reference.ReferenceKind<T, W>,
): ImportKindPlan => ({
  table: kind.table,
  entity: kind.entity,
  find: ({ db }, key) => repo.referenceIdNamed(db, kind.table, key),
  apply: async (context, values, found) => {
    if (found === null) {
      const body = asForm(kind.endpoints.create.body, values);
      return ((await createReference(context, { kind, body })) as { id: number }).id;
    }
    const body = asForm(kind.endpoints.update.body, values);
    await updateReference(context, { kind, id: found, body });
    return found;
  },
});

export const IMPORT_KIND_PLANS: Record<ImportKind, ImportKindPlan> = {
  partners: {
    table: 'partners',
    entity: 'partner',
    find: async ({ db }, key) =>
      oneOrNone(await repo.partnerIdsNamed(db, key), 'company name', key),
    apply: async (context, values, found) => {
      if (found === null) return createPartner(context, asForm(updatePartnerBody, values));
      const stored = await repo.partnerFields(context.db, found);
      await updatePartner(context, found, asForm(updatePartnerBody, { ...stored, ...values }));
      return found;
    },
  },
  jobs: {
    table: 'jobs',
    entity: 'job',
    find: async ({ db }, key, { partnerId }) =>
      oneOrNone(await repo.jobIdsTitled(db, partnerId!, key), 'job title', key),
    apply: async (context, values, found, { partnerId, referenceIds }) => {
      const fields = await repo.withReferenceIds(context.db, values, referenceIds);
      if (found === null) {
        const body = asForm(endpoints.jobs.create.body, { ...fields, partner_id: partnerId });
        return (await createJob(context, body)).id;
      }
      await updateJob(context, { id: found, patch: asForm(endpoints.jobs.update.body, fields) });
      return found;
    },
  },
  users: {
    table: 'users',
    entity: 'user',
    find: async ({ db }, key) => {
      const id = await repo.userIdWithEmail(db, key);
      if (id === null) throw AppError.notFound(IMPORT_MESSAGES.noUser(key));
      return id;
    },
    apply: async (context, _values, found) => {
      await setUserBlocked(context, { userId: found!, blocked: true });
      return found!;
    },
  },
  categories: referencePlan(reference.categories),
  skills: referencePlan(reference.skills),
  job_types: referencePlan(reference.jobTypes),
  post_durations: referencePlan(reference.postDurations),
};
