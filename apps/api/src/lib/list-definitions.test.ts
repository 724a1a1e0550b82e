import {
  LIST_ENDPOINT,
  LIST_NAMES,
  LIST_READ_PERMISSION,
  LISTS,
  PAGE_SIZES,
  PERMISSIONS,
  RECORD_DEFAULT_SORTS,
  RECORD_PAGE_SIZE,
  RECORD_SORT_FIELDS,
  REFERENCE_LIST_PAGE_SIZE,
  ROLES,
  YES_NO_OPTIONS,
  can,
  defineList,
  endpointNamed,
  fixedOptionsOf,
  listFilterQuery,
  listPageQuery,
  pageSizesFrom,
  type AnyListDefinition,
  type Endpoint,
  type EndpointName,
  type ListName,
  type Permission,
} from '@job-board/contract';
import { z } from '@job-board/contract/zod';
import { describe, expect, it } from 'vitest';

/** Each list's page size in the contract: the size its endpoint answers without `per_page`. */
const CONTRACT_PAGE_SIZE: Record<ListName, number> = {
  users: PAGE_SIZES.users,
  jobs: PAGE_SIZES.jobs,
  partners: PAGE_SIZES.partners,
  kyc: PAGE_SIZES.kyc,
  invoices: PAGE_SIZES.invoices,
  packages: 10,
  features: 10,
  blog_posts: PAGE_SIZES.blogPosts,
  web_pages: PAGE_SIZES.webPages,
  admins: PAGE_SIZES.admins,
  audit_log: PAGE_SIZES.auditLog,
  categories: REFERENCE_LIST_PAGE_SIZE,
  skills: REFERENCE_LIST_PAGE_SIZE,
  job_types: REFERENCE_LIST_PAGE_SIZE,
  post_durations: REFERENCE_LIST_PAGE_SIZE,
  user_applications: RECORD_PAGE_SIZE,
  job_applicants: RECORD_PAGE_SIZE,
  partner_jobs: RECORD_PAGE_SIZE,
  partner_subscriptions: RECORD_PAGE_SIZE,
  partner_invoices: RECORD_PAGE_SIZE,
  trash: PAGE_SIZES.trash,
};

/** The query parameters every paged list reads besides its filters. */
const RESERVED_PARAMETERS = ['page', 'per_page', 's', 'sort'];

const entries = LIST_NAMES.map((name) => [name, LISTS[name] as AnyListDefinition] as const);
const endpointOf = (name: ListName) =>
  endpointNamed(LIST_ENDPOINT[name] as EndpointName) as Endpoint;
const shapeOf = (schema: z.ZodType) => {
  expect(schema).toBeInstanceOf(z.ZodObject);
  return Object.keys((schema as z.ZodObject).shape);
};
const duplicates = (values: readonly string[]) =>
  values.filter((value, index) => values.indexOf(value) !== index);
const sortField = (sort: string) => sort.replace(/^-/, '');
const offeredSorts = (definition: AnyListDefinition) =>
  definition.sorts.filter((sort) => !sort.fixed).map((sort) => sort.field);

/** The message of the first issue of a refused value. */
function refusal(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues[0];
}

describe('the registry of lists', () => {
  it('names every list once, by the name its definition carries', () => {
    expect(Object.keys(LISTS).sort()).toEqual([...LIST_NAMES].sort());
    for (const [name, definition] of entries) expect(definition.name).toBe(name);
    expect(
      duplicates(entries.map(([, definition]) => definition.exportName ?? definition.name)),
    ).toEqual([]);
  });

  it('gives each list the permission of its list endpoint', () => {
    for (const [name] of entries) {
      const endpoint = endpointOf(name);
      expect(endpoint.method, name).toBe('GET');
      // The reference lists are public: their screen's permission stands in.
      if (endpoint.permission) expect(LIST_READ_PERMISSION[name], name).toBe(endpoint.permission);
      else expect(endpoint.access, name).toBe('public');
      expect(PERMISSIONS, name).toHaveProperty(LIST_READ_PERMISSION[name]);
    }
  });
});

describe.each(entries)('the %s list definition', (name, definition) => {
  it('sorts by its columns’ sort fields, by default in one of its orders', () => {
    const fields = definition.sorts.map((sort) => sort.field);
    expect(duplicates(fields)).toEqual([]);
    expect(fields).toContain(sortField(definition.defaultSort));
    for (const column of definition.columns) {
      if (column.sort) expect(offeredSorts(definition), column.id).toContain(column.sort);
    }
    for (const sort of definition.sorts) {
      expect(sort.ascending.trim(), sort.field).not.toBe('');
      expect(sort.descending.trim(), sort.field).not.toBe(sort.ascending);
    }
  });

  it('has columns with unique ids, one of them the required title', () => {
    const ids = definition.columns.map((column) => column.id);
    expect(duplicates(ids)).toEqual([]);
    const titles = definition.columns.filter((column) => column.phone === 'title');
    expect(titles).toHaveLength(1);
    expect(titles[0]?.required).toBe(true);
    expect(titles[0]?.hidden).not.toBe(true);
  });

  it('has filters with unique names that no other parameter uses, and valid options', () => {
    const names = definition.filters.map((filter) => filter.name);
    expect(duplicates(names)).toEqual([]);
    for (const filter of definition.filters) {
      expect(RESERVED_PARAMETERS, filter.name).not.toContain(filter.name);
      const values = (filter.options ?? []).map((option) => option.value);
      expect(duplicates(values), filter.name).toEqual([]);
      if (filter.initial !== undefined) expect(values, filter.name).toContain(filter.initial);
      if ((filter.kind === 'record' || filter.kind === 'facet') && filter.source) {
        expect(() => endpointNamed(filter.source!.endpoint as EndpointName)).not.toThrow();
      }
      expect(filter.chip('x', 'X').trim(), filter.name).not.toBe('');
    }
    const ruled = (definition.rules ?? []).map((rule) => rule.path);
    for (const path of ruled) expect(names).toContain(path);
  });

  it('exports fields its export row has', () => {
    const fields = shapeOf(definition.exportRow ?? definition.row);
    for (const column of definition.exportColumns)
      expect(fields, column.header).toContain(column.field);
    expect(duplicates(definition.exportColumns.map((column) => column.header))).toEqual([]);
  });

  it('offers bulk actions once each, under permissions that exist', () => {
    const actions = definition.bulkActions.map((action) => action.action);
    expect(duplicates(actions)).toEqual([]);
    for (const action of definition.bulkActions) {
      expect(PERMISSIONS, action.action).toHaveProperty(action.permission);
    }
  });

  it('offers page sizes in ascending order, the contract’s size first', () => {
    const sizes = [...definition.pageSizes];
    expect(sizes[0]).toBe(CONTRACT_PAGE_SIZE[name]);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(duplicates(sizes.map(String))).toEqual([]);
  });
});

const serverPaged = entries.filter(([, definition]) => definition.paging !== 'client');
const clientPaged = entries.filter(([, definition]) => definition.paging === 'client');

describe.each(serverPaged)('the %s list endpoint', (name, definition) => {
  const query = () => endpointOf(name).query!;

  it('reads the query the definition derives: its filters, search, order and page size', () => {
    const expected = listPageQuery(definition);
    expect(shapeOf(query()).sort()).toEqual(shapeOf(expected).sort());
    const derived = listFilterQuery(definition);
    for (const filter of definition.filters) expect(shapeOf(derived)).toContain(filter.name);
    expect(shapeOf(derived).includes('s')).toBe(definition.search !== undefined);
    expect(shapeOf(derived).includes('sort')).toBe(offeredSorts(definition).length > 0);
  });

  it('answers the contract’s page size and the default order when the query names none', () => {
    const parsed = query().parse({}) as { per_page: number; sort?: unknown; page: number };
    expect(parsed.page).toBe(1);
    expect(parsed.per_page).toBe(definition.pageSizes[0]);
    expect(parsed.sort).toBeUndefined();
    for (const size of definition.pageSizes) {
      expect((query().parse({ per_page: String(size) }) as { per_page: number }).per_page).toBe(
        size,
      );
    }
  });

  it('accepts each offered order both ways and refuses any other', () => {
    for (const field of offeredSorts(definition)) {
      expect(query().parse({ sort: field })).toMatchObject({ sort: { field, direction: 'asc' } });
      expect(query().parse({ sort: `-${field}` })).toMatchObject({
        sort: { field, direction: 'desc' },
      });
    }
    if (offeredSorts(definition).length > 0) {
      expect(refusal(query(), { sort: 'not_a_field' })?.path).toEqual(['sort']);
      for (const sort of definition.sorts.filter((s) => s.fixed)) {
        expect(refusal(query(), { sort: sort.field })?.path).toEqual(['sort']);
      }
    }
  });

  it('reads a blank filter as none', () => {
    const blank = Object.fromEntries(definition.filters.map((filter) => [filter.name, '']));
    const parsed = query().parse(blank) as Record<string, unknown>;
    const none = query().parse({}) as Record<string, unknown>;
    for (const filter of definition.filters) {
      expect(parsed[filter.name], filter.name).toEqual(none[filter.name]);
    }
  });

  it('accepts each option of a filter with fixed options, and refuses a value outside them', () => {
    for (const filter of definition.filters) {
      if (filter.kind !== 'choice' && filter.kind !== 'tabs') continue;
      for (const option of filter.options) {
        expect(() => query().parse({ [filter.name]: option.value }), option.value).not.toThrow();
      }
      expect(refusal(query(), { [filter.name]: 'not-an-option' })?.path).toEqual([filter.name]);
    }
  });
});

describe.each(clientPaged)('the %s list, paged on the screen', (name, definition) => {
  it('comes whole from an endpoint without a page', () => {
    expect(endpointOf(name).query).toBeUndefined();
    expect(definition.filters).toEqual([]);
    expect(definition.bulkActions).toEqual([]);
  });
});

describe('the lists with bulk actions', () => {
  const withBulk = entries.filter(([, definition]) => definition.bulkActions.length > 0);

  it.each(withBulk)('%s: its bulk endpoint takes exactly its actions', (name, definition) => {
    const area = LIST_ENDPOINT[name].split('.')[0];
    const bulk = endpointNamed(`${area}.bulk` as EndpointName) as Endpoint;
    expect(bulk.permission).toBeDefined();
    for (const action of definition.bulkActions) {
      // An action may need more than the endpoint (the trash's purge): never less.
      const rolesOf = (permission: Permission) => ROLES.filter((role) => can(role, permission));
      expect(rolesOf(bulk.permission!)).toEqual(expect.arrayContaining(rolesOf(action.permission)));
      const body = { action: action.action, ids: [1], reason: 'other', reason_text: 'x' };
      const parsed = bulk.body!.safeParse(
        action.action === 'reject' ? body : { action: action.action, ids: [1] },
      );
      expect(parsed.success, action.action).toBe(true);
    }
    expect(refusal(bulk.body!, { action: 'not-an-action', ids: [1] })?.path).toEqual(['action']);
  });
});

describe('the lists under a record', () => {
  const records = {
    userApplications: 'user_applications',
    jobApplicants: 'job_applicants',
    partnerJobs: 'partner_jobs',
    partnerSubscriptions: 'partner_subscriptions',
    partnerInvoices: 'partner_invoices',
  } as const;

  it.each(Object.entries(records))('%s keeps the record sorts and default order', (key, name) => {
    const definition = LISTS[name];
    const list = key as keyof typeof records;
    expect(definition.sorts.map((sort) => sort.field)).toEqual(RECORD_SORT_FIELDS[list]);
    expect(definition.defaultSort).toBe(RECORD_DEFAULT_SORTS[list]);
  });
});

describe('a derived query', () => {
  const row = z.object({ id: z.number(), name: z.string(), amount: z.number() });
  const definition = defineList({
    name: 'example',
    row,
    columns: [{ id: 'name', label: 'Name', sort: 'name', required: true, phone: 'title' }],
    filters: [
      {
        name: 'kind',
        label: 'Kind',
        kind: 'choice',
        options: [{ value: 'a', label: 'A' }],
        chip: (v) => v,
      },
      { name: 'owner', label: 'Owner', kind: 'record', chip: (v) => v },
      { name: 'code', label: 'Code', kind: 'text', chip: (v) => v },
      { name: 'month', label: 'Month', kind: 'month', chip: (v) => v },
      { name: 'min', label: 'Smallest amount', kind: 'number-from', chip: (v) => v },
      { name: 'max', label: 'Largest amount', kind: 'number-to', chip: (v) => v },
      { name: 'from', label: 'From', kind: 'date-from', chip: (v) => v },
      { name: 'to', label: 'To', kind: 'date-to', chip: (v) => v },
    ],
    rules: [
      {
        path: 'min',
        message: 'The smallest amount must not be above the largest.',
        holds: ({ min, max }) => typeof min !== 'number' || typeof max !== 'number' || min <= max,
      },
    ],
    sorts: [
      { field: 'name', ascending: 'Name: A - Z', descending: 'Name: Z - A' },
      { field: 'id', fixed: true, ascending: 'Oldest first', descending: 'Newest first' },
    ],
    defaultSort: 'id',
    bulkActions: [],
    exportColumns: [{ header: 'Name', field: 'name' }],
    pageSizes: pageSizesFrom(20),
  });
  const query = listPageQuery(definition);

  it('reads each kind of filter as the server uses it', () => {
    expect(
      query.parse({ kind: 'a', owner: '7', code: ' P1 ', month: '2026-02', min: '5', max: '9.5' }),
    ).toMatchObject({ kind: 'a', owner: 7, code: 'P1', month: '2026-02', min: 5, max: 9.5 });
    expect(query.parse({ per_page: '50' })).toMatchObject({ page: 1, per_page: 50 });
  });

  it('refuses bad values with a message naming the filter', () => {
    expect(refusal(query, { kind: 'b' })?.message).toBe('Kind must be one of: a.');
    expect(refusal(query, { owner: '0' })?.message).toBe('Owner must be a record id.');
    expect(refusal(query, { owner: 'x' })?.message).toBe('Owner must be a record id.');
    expect(refusal(query, { month: '2026-13' })?.message).toBe(
      'Month must be a month written YYYY-MM.',
    );
    expect(refusal(query, { min: 'many' })?.message).toBe('Smallest amount must be a number.');
    expect(refusal(query, { from: '2026-02-30' })?.message).toBe('Give a date as YYYY-MM-DD.');
    expect(refusal(query, { per_page: '10' })?.message).toBe('Show 20, 25, 50, 100 rows per page.');
    expect(refusal(query, { sort: 'id' })?.path).toEqual(['sort']);
  });

  it('checks the rules between filters on the whole query', () => {
    const issue = refusal(query, { min: '10', max: '2' });
    expect(issue).toMatchObject({
      path: ['min'],
      message: 'The smallest amount must not be above the largest.',
    });
    expect(listFilterQuery(definition).safeParse({ min: '10', max: '2' }).success).toBe(false);
    expect(query.safeParse({ min: '2', max: '10' }).success).toBe(true);
  });

  it('offers yes and no when a yes/no filter words neither', () => {
    expect(fixedOptionsOf({ name: 'x', label: 'X', kind: 'yes-no', chip: (v) => v })).toEqual(
      YES_NO_OPTIONS,
    );
    expect(fixedOptionsOf(definition.filters[0])).toEqual([{ value: 'a', label: 'A' }]);
    expect(fixedOptionsOf(definition.filters[1])).toBeUndefined();
  });
});
