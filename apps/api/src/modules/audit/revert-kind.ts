import { AUDIT_REVERT_MESSAGES } from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import type { Context } from '../../lib/context.js';
import { fieldLabel } from './audit-words.js';

export type Fields = Record<string, unknown>;

/**
 * A kind of record whose field changes can be set back from the audit log. Its `current` view
 * has the fields its audit rows keep, under the same names, so a change's `after` compares with
 * it; `setBack` writes `before` through the record's normal change (same rules, same events).
 */
export type RevertKind = {
  current: (context: Context, id: number) => Promise<Fields | undefined>;
  /** The fields a revert can set back; others an audit row keeps (a paid date) follow them. */
  fields: readonly string[];
  /** `after` is what the change left, for a write conditional on it (a KYC status). */
  setBack: (context: Context, id: number, before: Fields, after: Fields) => Promise<void>;
};

export const pick = (fields: Fields, names: readonly string[]): Fields =>
  Object.fromEntries(names.filter((name) => name in fields).map((name) => [name, fields[name]]));

/**
 * `before` in the names of the record's update body: each field a revert sets back renamed (a
 * post's `title` is the body's `post_title`). A field that was empty before the change but that
 * the update cannot empty (an icon, an excerpt) makes the revert a 422 naming it.
 */
export function asUpdateBody(
  before: Fields,
  names: Record<string, string>,
  cannotEmpty: readonly string[] = [],
): Fields {
  const body: Fields = {};
  for (const [field, value] of Object.entries(before)) {
    if ((value === null || value === '') && cannotEmpty.includes(field)) {
      throw new AppError(
        422,
        AUDIT_REVERT_MESSAGES.notRevertible(AUDIT_REVERT_MESSAGES.cannotEmpty(fieldLabel(field))),
      );
    }
    body[names[field] ?? field] = value;
  }
  return body;
}
