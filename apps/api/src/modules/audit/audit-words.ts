import { hasMarkup, type AuditChange, type AuditDetail } from '@job-board/contract';
import { richTextAsText } from '../../lib/html.js';

/**
 * An audit row's summary in words, for the audit log screen and its export. recordAudit keeps
 * `{ ...details, before, after }`: the record's fields before and after the change (only the
 * changed ones for an update, every field for a creation or a deletion) and other facts.
 */

/** Longest value shown in words; longer text (a page's body) is cut with an ellipsis. */
const MAX_VALUE_LENGTH = 160;

type Fields = Record<string, unknown>;

const asFields = (value: unknown): Fields | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Fields)
    : undefined;

/** `admin_comment` → "Admin comment", `is_published` → "Published", `job-type` → "Job type". */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/^is_/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\-\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());
  const text = words.join(' ');
  return text === '' ? field : text.charAt(0).toUpperCase() + text.slice(1);
}

const cut = (text: string) =>
  text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;

/**
 * A stored value in words: empty, yes/no, the number or text, a list's items, a record by its
 * name (or title), or a small object's fields.
 */
export function valueInWords(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') {
    // Rich text (a job's description, a page's body) reads as its words, never as HTML.
    const text = (hasMarkup(value) ? richTextAsText(value) : value).replace(/\s+/g, ' ').trim();
    return text === '' ? 'empty' : cut(text);
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? 'none' : cut(value.map(valueInWords).join(', '));
  }
  const fields = asFields(value);
  if (fields) {
    for (const key of ['name', 'title', 'label'] as const) {
      if (typeof fields[key] === 'string' && fields[key] !== '') return cut(fields[key]);
    }
    const entries = Object.entries(fields);
    if (entries.length === 0) return 'empty';
    return cut(
      entries.map(([key, item]) => `${fieldLabel(key)}: ${valueInWords(item)}`).join(', '),
    );
  }
  return cut(String(value));
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changed fields, before → after: an update's fields whose value differs; every field of a
 * created record (before null) or a deleted one (after null).
 */
export function summaryChanges(summary: Fields | null): AuditChange[] {
  if (!summary) return [];
  const before = asFields(summary.before);
  const after = asFields(summary.after);
  if (!before && !after) return [];
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => !before || !after || !sameValue(before[field], after[field]))
    .map((field) => ({
      field,
      label: fieldLabel(field),
      before: before ? valueInWords(before[field]) : null,
      after: after ? valueInWords(after[field]) : null,
    }));
}

/** What the summary keeps that is no fact in words: the changes, and the id tying a call's rows. */
const NOT_DETAILS = new Set(['before', 'after', 'bulk_id', 'trash_id']);

/** The summary's other facts (all but before, after and the bulk id), in words. */
export function summaryDetails(summary: Fields | null): AuditDetail[] {
  if (!summary) return [];
  return Object.entries(summary)
    .filter(([field]) => !NOT_DETAILS.has(field))
    .map(([field, value]) => ({ field, label: fieldLabel(field), value: valueInWords(value) }));
}
