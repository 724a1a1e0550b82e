import { z } from './zod.js';
import { dateParam, yesNoParam } from './list-filters.js';
import { blankAsMissing, pageParam, searchParam, sortParam } from './lists.js';
import type { Permission } from './permissions.js';
import { MAX_RECORD_ID } from './fields.js';
import { YES_NO_OPTIONS } from './yes-no.js';

/**
 * A list of the back office, defined once: what its rows are, which columns it shows, how it is
 * filtered, searched and sorted, what can be done to many rows at once, what its CSV export holds
 * and how many rows a page may show. The server pages, counts, exports and selects from it; the
 * app builds its table, filters, chips, bulk bar, column chooser and saved views from it.
 */

/** How a column gives way on a phone, where each row is a card. */
export type PhonePriority =
  /** The card's title line. */
  | 'title'
  /** Shown on the card. */
  | 'primary'
  /** Shown when the card is opened. */
  | 'secondary';

export type ListColumn<S extends string = string> = {
  /** Unique within the list; the key of the column chooser and of saved views. */
  id: string;
  label: string;
  /** The sort field a click on the header orders by (`field`, then `-field`). */
  sort?: S;
  /** Hidden until chosen in the column chooser. */
  hidden?: boolean;
  /** Always shown: the column chooser does not offer it (the row's name). */
  required?: boolean;
  phone?: PhonePriority;
};

type FilterBase = {
  /** The query parameter. */
  name: string;
  /** The filter's label in the filter panel. */
  label: string;
  /** The filter chip's text for a value (its option's label or the value itself). */
  chip: (value: string, optionLabel: string) => string;
  /**
   * The query parameter's own schema, where the list reads the value its own way or with its
   * own message (what the kind gives otherwise). The server reads the value it outputs.
   */
  param?: z.ZodType;
  /** The value the screen opens with, when it is not "any" (absent from the URL). */
  initial?: string;
};

type Option = { value: string; label: string };

/** Where the options of a filter come from at run time: an endpoint's answer (`partners.options`). */
export type OptionSource = {
  endpoint: string;
  /** The answer's list of options, when it holds several (`entities` of `audit.facets`). */
  field?: string;
};

export type ListFilter =
  /** `yes` / `no`, read as true / false; `options` words them for this list (else YES_NO_OPTIONS). */
  | (FilterBase & { kind: 'yes-no'; options?: readonly Option[] })
  /** From a day (inclusive), to a day (inclusive), or before a day starts (UTC). */
  | (FilterBase & { kind: 'date-from' | 'date-to' | 'date-before'; options?: undefined })
  /** One of fixed options, in a select. */
  | (FilterBase & { kind: 'choice'; options: readonly Option[] })
  /** One of fixed options, as tabs above the list: one is always chosen. */
  | (FilterBase & { kind: 'tabs'; options: readonly Option[] })
  /**
   * A record (a partner, a category) by id, its options read from `source`; without a source
   * the id comes with a link (a record page's audit trail) and is not chosen.
   */
  | (FilterBase & { kind: 'record'; source?: OptionSource; options?: undefined })
  /** One of the values the list holds (an action, a record type), read from `source`. */
  | (FilterBase & { kind: 'facet'; source: OptionSource; options?: undefined })
  /** Free text matched exactly (an ID type). */
  | (FilterBase & { kind: 'text'; options?: undefined })
  /** A month, `YYYY-MM`. */
  | (FilterBase & { kind: 'month'; options?: undefined })
  /** The smallest or largest number of a range (inclusive). */
  | (FilterBase & { kind: 'number-from' | 'number-to'; options?: undefined });

export type ListFilterKind = ListFilter['kind'];

/** The options a filter offers in the filter panel, when they are fixed (none: read or typed). */
export const fixedOptionsOf = (filter: ListFilter): readonly Option[] | undefined =>
  filter.kind === 'yes-no' ? (filter.options ?? YES_NO_OPTIONS) : filter.options;

/**
 * A rule between filters (a day range in order, a filter that needs another): checked on the
 * whole query, the message on `path`.
 */
export type ListRule = {
  path: string;
  message: string;
  holds: (query: Readonly<Record<string, unknown>>) => boolean;
};

export type ListSort<S extends string = string> = {
  field: S;
  /**
   * The list's own order when the URL names none (its order of creation), neither offered in
   * the sort menu nor accepted in `?sort=`.
   */
  fixed?: boolean;
  /** The sort menu's labels, e.g. "Name: A - Z" / "Name: Z - A". */
  ascending: string;
  descending: string;
};

export type ListBulkAction<A extends string = string> = {
  action: A;
  label: string;
  permission: Permission;
  /** A destructive action (a red button and a confirmation). */
  danger?: boolean;
};

export type ListExportColumn<Row> = {
  header: string;
  /** The exported row's field; booleans are written yes/no. */
  field: keyof Row & string;
};

export type ListDefinition<
  Row = unknown,
  S extends string = string,
  A extends string = string,
  F extends readonly ListFilter[] = readonly ListFilter[],
  E = Row,
> = {
  /** The list's name: saved views, export file names and query keys use it. */
  name: string;
  /** The CSV export's file name (without `.csv`) when it is not the list's name. */
  exportName?: string;
  row: z.ZodType<Row>;
  columns: readonly ListColumn<S>[];
  filters: F;
  /** Rules between the filters, checked on the whole query. */
  rules?: readonly ListRule[];
  /** Searchable (`?s=`), with what the search box says it searches. */
  search?: { placeholder: string };
  sorts: readonly ListSort<S>[];
  /** The order when the URL names none: `field` or `-field`. */
  defaultSort: S | `-${S}`;
  bulkActions: readonly ListBulkAction<A>[];
  /**
   * What an exported row holds, when it is not the list's row: the server fills its fields,
   * some of them from several of the row's (the partner's name of a job, a worded status).
   */
  exportRow?: z.ZodType<E>;
  exportColumns: readonly ListExportColumn<E>[];
  /** The page sizes offered; the first is the default (the contract's page size). */
  pageSizes: readonly [number, ...number[]];
  /** The list's own `?per_page=` reading, where it accepts other sizes than `pageSizes`. */
  perPage?: z.ZodType;
  /**
   * `server` (the default): the server answers a page at a time. `client`: the server answers
   * every row and the screen pages, sorts and searches them itself.
   */
  paging?: 'server' | 'client';
};

/** Keeps a definition's exact types (its sort fields, bulk actions and filters). */
export const defineList = <
  Row,
  const S extends string,
  const F extends readonly ListFilter[],
  const A extends string = never,
  E = Row,
>(
  // The export columns name the export row's fields; they do not decide what it is.
  definition: Omit<ListDefinition<Row, S, A, F, E>, 'exportColumns'> & {
    exportColumns: readonly ListExportColumn<NoInfer<E>>[];
  },
): ListDefinition<Row, S, A, F, E> => definition;

/** The names of a list's bulk actions, for its bulk body (a list with none has no bulk call). */
export function bulkActionNames<A extends string>(definition: {
  name: string;
  bulkActions: readonly ListBulkAction<A>[];
}): [A, ...A[]] {
  const [first, ...rest] = definition.bulkActions.map((action) => action.action);
  if (first === undefined) throw new Error(`The ${definition.name} list has no bulk actions.`);
  return [first, ...rest];
}

/** Any list's definition, whatever its row and fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows differ per list
export type AnyListDefinition = ListDefinition<any, string, string, readonly ListFilter[], any>;

/** The page sizes offered by lists whose contract size is `base`. */
export const pageSizesFrom = (base: number): readonly [number, ...number[]] => {
  const larger = [25, 50, 100].filter((size) => size > base);
  return [base, ...larger];
};

/** `?per_page=`: one of the list's page sizes; blank or absent = the first. */
export function perPageParam(sizes: readonly [number, ...number[]]) {
  const message = `Show ${sizes.join(', ')} rows per page.`;
  return z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: message })
      .refine((size) => sizes.includes(size), { message })
      .default(sizes[0]),
  );
}

const optionalText = z.preprocess(blankAsMissing, z.string().trim().optional());

/** The values a filter with fixed options accepts, read as they are. */
function oneOfParam<V extends string>(label: string, values: readonly V[]) {
  return z.preprocess(
    blankAsMissing,
    z
      .string()
      .trim()
      .refine((value) => (values as readonly string[]).includes(value), {
        message: `${label} must be one of: ${values.join(', ')}.`,
      })
      .optional(),
  ) as unknown as z.ZodType<V | undefined>;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function monthParam(label: string) {
  const message = `${label} must be a month written YYYY-MM.`;
  return z.preprocess(
    blankAsMissing,
    z.string({ error: message }).trim().regex(MONTH, message).optional(),
  );
}

function numberParam(label: string) {
  const message = `${label} must be a number.`;
  return z.preprocess(blankAsMissing, z.coerce.number({ error: message }).optional());
}

function recordParam(label: string) {
  const message = `${label} must be a record id.`;
  return z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: message })
      .int(message)
      .min(1, message)
      .max(MAX_RECORD_ID, message)
      .optional(),
  );
}

/** The query parameter's schema of each kind of filter. */
type FilterParams<K extends ListFilter> = K extends { param: infer P extends z.ZodType }
  ? P
  : K extends { kind: 'choice' | 'tabs'; options: readonly (infer O extends Option)[] }
    ? z.ZodType<O['value'] | undefined>
    : {
        'yes-no': typeof yesNoParam;
        'date-from': typeof dateParam;
        'date-to': typeof dateParam;
        'date-before': typeof dateParam;
        choice: z.ZodType<string | undefined>;
        tabs: z.ZodType<string | undefined>;
        record: ReturnType<typeof recordParam>;
        facet: typeof optionalText;
        text: typeof optionalText;
        month: ReturnType<typeof monthParam>;
        'number-from': ReturnType<typeof numberParam>;
        'number-to': ReturnType<typeof numberParam>;
      }[K['kind']];

function filterParam(filter: ListFilter): z.ZodType {
  if (filter.param) return filter.param;
  switch (filter.kind) {
    case 'yes-no':
      return yesNoParam;
    case 'date-from':
    case 'date-to':
    case 'date-before':
      return dateParam;
    case 'choice':
    case 'tabs':
      return oneOfParam(
        filter.label,
        filter.options.map((option) => option.value),
      );
    case 'record':
      return recordParam(filter.label);
    case 'facet':
    case 'text':
      return optionalText;
    case 'month':
      return monthParam(filter.label);
    case 'number-from':
    case 'number-to':
      return numberParam(filter.label);
  }
}

type FilterShape<F extends readonly ListFilter[]> = {
  [K in F[number] as K['name']]: FilterParams<K>;
};

type FilterQueryShape<S extends string, F extends readonly ListFilter[]> = {
  sort: ReturnType<typeof sortParam<S>>;
  s: typeof searchParam;
} & FilterShape<F>;

function filterShape(definition: AnyListDefinition): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  const offered = definition.sorts.filter((sort) => !sort.fixed).map((sort) => sort.field);
  // A list that cannot be sorted leaves `sort` out, as it leaves any unknown parameter.
  if (offered.length > 0) shape.sort = sortParam(offered);
  if (definition.search) shape.s = searchParam;
  for (const filter of definition.filters) shape[filter.name] = filterParam(filter);
  return shape;
}

function withRules<T extends z.ZodObject>(schema: T, rules: readonly ListRule[] = []): T {
  return rules.reduce(
    (checked, rule) =>
      checked.refine((query) => rule.holds(query as Record<string, unknown>), {
        path: [rule.path],
        message: rule.message,
      }),
    schema,
  );
}

/**
 * What selects a list's rows, shared by the list, its export and its bulk actions: the search
 * (when the list has one), the order (when it has sorts), every filter, and the rules between them.
 */
export function listFilterQuery<
  Row,
  S extends string,
  A extends string,
  F extends readonly ListFilter[],
  E,
>(definition: ListDefinition<Row, S, A, F, E>): z.ZodObject<FilterQueryShape<S, F>> {
  const shape = filterShape(definition as AnyListDefinition);
  return withRules(z.object(shape), definition.rules) as unknown as z.ZodObject<
    FilterQueryShape<S, F>
  >;
}

/** The list's filter query with its page and page size. */
export function listPageQuery<
  Row,
  S extends string,
  A extends string,
  F extends readonly ListFilter[],
  E,
>(definition: ListDefinition<Row, S, A, F, E>) {
  const shape = {
    ...filterShape(definition as AnyListDefinition),
    page: pageParam,
    per_page: definition.perPage ?? perPageParam(definition.pageSizes),
  };
  return withRules(z.object(shape), definition.rules) as unknown as z.ZodObject<
    FilterQueryShape<S, F> & { page: typeof pageParam; per_page: ReturnType<typeof perPageParam> }
  >;
}
