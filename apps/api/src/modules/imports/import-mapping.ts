import {
  IMPORT_FIELDS,
  IMPORT_MESSAGES,
  keyFieldOf,
  normalisedColumnName,
  type ImportKind,
  type ImportMapping,
} from '@job-board/contract';
import { AppError } from '../../lib/app-error.js';
import { FORMULA_START } from '../../lib/csv-export.js';
import type { RowValues } from './import-tables.js';

/**
 * Each field's column: the column the admin last mapped it to for this kind (by name), else the
 * first unused column named like the field (its name, label or an alias, compared normalised).
 */
export function autoMapping(
  kind: ImportKind,
  columns: readonly string[],
  remembered: Record<string, string> | undefined,
): ImportMapping {
  const names = columns.map(normalisedColumnName);
  const used = new Set<number>();
  const mapping: ImportMapping = {};
  const free = (candidates: string[]) =>
    names.findIndex((name, index) => !used.has(index) && candidates.includes(name));
  for (const field of IMPORT_FIELDS[kind]) {
    const last = remembered?.[field.name];
    let index = last === undefined ? -1 : free([normalisedColumnName(last)]);
    if (index === -1) {
      index = free([field.name, field.label, ...(field.aliases ?? [])].map(normalisedColumnName));
    }
    if (index !== -1) used.add(index);
    mapping[field.name] = index === -1 ? null : index;
  }
  return mapping;
}

/** A mapping the admin sent, checked against the kind's fields and the file's columns. */
export function checkedMapping(
  kind: ImportKind,
  columns: readonly string[],
  sent: ImportMapping,
): ImportMapping {
  const fields = IMPORT_FIELDS[kind];
  const errors: Record<string, string[]> = {};
  for (const [name, column] of Object.entries(sent)) {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) errors[name] = [IMPORT_MESSAGES.mappingUnknownField(name)];
    else if (column !== null && column >= columns.length) {
      errors[name] = [IMPORT_MESSAGES.mappingBadColumn(field.label)];
    }
  }
  const key = keyFieldOf(kind);
  if (sent[key.name] === undefined || sent[key.name] === null) {
    errors[key.name] = [IMPORT_MESSAGES.mappingKeyMissing(key.label)];
  }
  if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
  return Object.fromEntries(fields.map((field) => [field.name, sent[field.name] ?? null]));
}

/** The mapping by column name, as it is remembered for the admin's next file. */
export const mappingByName = (mapping: ImportMapping, columns: readonly string[]) =>
  Object.fromEntries(
    Object.entries(mapping).flatMap(([field, column]) =>
      column === null ? [] : [[field, columns[column] ?? '']],
    ),
  );

const CONTROL_NAMES: Record<string, string> = { '\t': 'a tab', '\r': 'a carriage return' };
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A row's values by field: its mapped cells, trimmed, blank ones left out. A cell that starts
 * like a formula (and is not a plain number) refuses the row (docs/decisions.md, "CSV import").
 */
export function rowValues(kind: ImportKind, mapping: ImportMapping, cells: string[]): RowValues {
  const values: RowValues = {};
  for (const field of IMPORT_FIELDS[kind]) {
    const column = mapping[field.name];
    if (column === null || column === undefined) continue;
    const raw = cells[column] ?? '';
    if (FORMULA_START.test(raw) && !PLAIN_NUMBER.test(raw.trim())) {
      throw AppError.invalid({
        [field.name]: [
          IMPORT_MESSAGES.formulaCell(field.label, CONTROL_NAMES[raw[0]!] ?? `"${raw[0]!}"`),
        ],
      });
    }
    const text = raw.trim();
    if (text !== '') values[field.name] = text;
  }
  return values;
}
