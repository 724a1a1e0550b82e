type Fields = Record<string, unknown>;

/**
 * The fields whose value differs between two views of one record, as the audit row's before and
 * after. Values compare as JSON, so lists and nested objects compare by content.
 */
export function fieldChanges(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const changed = Object.keys({ ...before, ...after }).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  return {
    before: Object.fromEntries(changed.map((field) => [field, before[field]])),
    after: Object.fromEntries(changed.map((field) => [field, after[field]])),
  };
}
