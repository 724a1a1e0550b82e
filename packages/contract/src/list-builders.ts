import type { z } from './zod.js';
import type { ListExportColumn, ListFilter, ListSort } from './list-definition.js';

/** Small builders of the parts many list definitions share. */

/** A sort in the order rows were made (by a date or an increasing id): oldest or newest first. */
export const creationOrder = <const S extends string>(
  field: S,
  options: Pick<ListSort, 'fixed'> = {},
): ListSort<S> => ({ field, ...options, ascending: 'Oldest first', descending: 'Newest first' });

type DayFilter<N extends string, K extends 'date-from' | 'date-to'> = ListFilter & {
  name: N;
  kind: K;
};

/**
 * A range of days the rows were made in: `<name>_from` and `<name>_to`, labelled and chipped
 * "<label> from <day>" and "<label> to <day>".
 */
export const dayRangeFilters = <const N extends string>(
  name: N,
  label: string,
): readonly [DayFilter<`${N}_from`, 'date-from'>, DayFilter<`${N}_to`, 'date-to'>] => [
  {
    name: `${name}_from`,
    label: `${label} from`,
    kind: 'date-from',
    chip: (day) => `${label} from ${day}`,
  },
  {
    name: `${name}_to`,
    label: `${label} to`,
    kind: 'date-to',
    chip: (day) => `${label} to ${day}`,
  },
];

/**
 * A CSV export's columns, in order, as `field: header` of the exported `row`: a field is
 * written at most once, and only one the row has.
 */
export const csvColumns = <E>(
  _row: z.ZodType<E>,
  headers: { [F in keyof E & string]?: string },
): ListExportColumn<E>[] =>
  Object.entries(headers).map(([field, header]) => ({
    header: header as string,
    field: field as keyof E & string,
  }));
