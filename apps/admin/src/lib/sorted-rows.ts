const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * The rows in the order `sort` names (`field` ascending, `-field` descending), each field's value
 * from `fields`; an unknown field leaves them as they are.
 */
export function sortedRows<Row>(
  rows: readonly Row[],
  sort: string,
  fields: Record<string, (row: Row) => string | number>,
): readonly Row[] {
  const descending = sort.startsWith('-');
  const valueOf = fields[sort.replace(/^-/, '')];
  if (!valueOf) return rows;
  const ordered = [...rows].sort((a, b) => {
    const [x, y] = [valueOf(a), valueOf(b)];
    return typeof x === 'number' && typeof y === 'number'
      ? x - y
      : collator.compare(String(x), String(y));
  });
  return descending ? ordered.reverse() : ordered;
}
