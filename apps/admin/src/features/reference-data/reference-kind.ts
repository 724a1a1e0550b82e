import type { Endpoint, ListDefinition } from '@job-board/contract';
import type { FieldPathByValue, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import type { CellSpecs } from '../../components/list/list-columns';

/** What every kind of reference data has: an id and a name (the row's label). */
export type ReferenceItem = { id: number; name: string };

/** The calls of a kind's contract endpoint group (`endpoints.skills`) that the table makes. */
export type ReferenceEndpoints<Item> = {
  list: Endpoint & { response: z.ZodType<{ data: Item[] }> };
  delete: Endpoint & { params: z.ZodType; response: z.ZodType<{ message: string }> };
};

/** The texts of a kind's table and form. */
export type ReferenceText = {
  heading: string;
  add: string;
  createTitle: string;
  editTitle: string;
  pagesLabel: string;
  /** The records, plural ("skills"). */
  noun: string;
  /** One record in a delete question, with its article ("the skill"). */
  deleteNoun: string;
  empty: string;
  loadFailed: string;
  created: string;
  updated: string;
};

type FieldBase<Values extends FieldValues> = { name: Path<Values>; label: string; hint?: string };

/** One control of a kind's form. */
export type ReferenceField<Item, Values extends FieldValues> =
  | (FieldBase<Values> & { type: 'text' })
  | (FieldBase<Values> & { type: 'integer'; min: number; max: number })
  | (FieldBase<Values> & { type: 'checkbox' })
  | {
      /** An image chosen in the form; required for a new record. */
      type: 'image';
      name: FieldPathByValue<Values, File | null>;
      label: string;
      hint: string;
      /** The hint when editing: a new image is chosen only to replace the current one. */
      editHint: string;
      currentUrl: (item: Item) => string | null;
    };

export type ReferenceForm<Item, Values extends FieldValues, Parsed> = {
  /** The fields' rules; `isEdit` for the rules of a new record only (a category's icon). */
  schema: (isEdit: boolean) => z.ZodType<Parsed, Values>;
  /** The fields filled with a record, or blank for a new one. */
  valuesOf: (item: Item | null) => Values;
  fields: readonly ReferenceField<Item, Values>[];
  /** Server field names that differ from the form's (see `useSaveForm`). */
  serverFields?: Partial<Record<string, Path<Values>>>;
  /** Creates a record (item null) or updates `item` with the checked values. */
  save: (values: Parsed, item: Item | null) => Promise<unknown>;
};

/**
 * One kind of job reference data (categories, skills, job types, post durations): its
 * endpoints, texts, table columns and form. The table and the form read nothing else.
 */
export type ReferenceKind<Item extends ReferenceItem, Values extends FieldValues, Parsed> = {
  endpoints: ReferenceEndpoints<Item>;
  /** The kind's list in the contract: its columns, order and page sizes. */
  list: ListDefinition<Item, string, string>;
  /** The prefix of the list's URL parameters (`skills` → ?skills_page=2). */
  pagePrefix: string;
  text: ReferenceText;
  /** How the list's columns show a record, where not the record's field of the column's id. */
  cells?: CellSpecs<Item>;
  form: ReferenceForm<Item, Values, Parsed>;
};
