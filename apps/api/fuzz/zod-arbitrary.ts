import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Values a contract schema should accept, derived from the schema itself: objects from their
 * shapes, strings and numbers within their checks, enums from their members. Refinements and
 * transforms cannot be read, so a share of the values is still refused (422); that is fine, the
 * point is that the success paths are reached too.
 *
 * `fields` replaces the arbitrary of an object field by name wherever it appears (ids of records
 * that exist, paths of uploaded images), because no schema says which ids exist.
 */
export type FieldArbitraries = Readonly<Record<string, fc.Arbitrary<unknown>>>;

type Def = {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  pattern?: RegExp;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
};

type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((check) => check._zod.def);

/** Small JSON values for fields a schema leaves open (`z.unknown()`, custom checks). */
const anyJson = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);

export function arbitraryOf(
  schema: z.ZodType,
  fields: FieldArbitraries = {},
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringOf(def);
    case 'number':
      return numberOf(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(arbitraryOf(def.innerType!, fields), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType!, fields), { nil: null, freq: 4 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return arbitraryOf(def.innerType!, fields);
    case 'lazy':
      return arbitraryOf(def.getter!(), fields);
    case 'pipe':
      return pipeOf(def, fields);
    case 'object':
      return objectOf(def, fields);
    case 'array': {
      const { min, max } = lengthBounds(def, 0, 4);
      return fc.array(arbitraryOf(def.element!, fields), { minLength: min, maxLength: max });
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item) => arbitraryOf(item, fields)));
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => arbitraryOf(option, fields)));
    case 'record':
      return fc.dictionary(
        fc.string({ minLength: 1, maxLength: 8 }),
        arbitraryOf(def.valueType!, fields),
        { maxKeys: 3 },
      );
    default:
      // unknown, any, custom, transform…: nothing to read.
      return anyJson;
  }
}

/**
 * `a.pipe(b)`: values must pass `a`, then `a`'s output must pass `b`. A preprocess (a transform
 * into `b`) takes what `b` takes; a `.transform()` after `a` takes what `a` takes; otherwise `b`
 * is the narrower rule (`formInteger(…).pipe(z.number().min(1))`), and `a` copes with its values.
 */
function pipeOf(def: Def, fields: FieldArbitraries): fc.Arbitrary<unknown> {
  const into = defOf(def.out!);
  if (into.type === 'transform') return arbitraryOf(def.in!, fields);
  if (defOf(def.in!).type === 'transform') return arbitraryOf(def.out!, fields);
  return arbitraryOf(into.type === 'number' ? mergeNumbers(def) : def.out!, fields);
}

/** A number piped into another keeps the checks of both (integer from one, bounds from the other). */
function mergeNumbers(def: Def): z.ZodType {
  const inner = innermostNumber(def.in!);
  if (!inner) return def.out!;
  const merged = {
    type: 'number',
    checks: [...(inner.checks ?? []), ...(defOf(def.out!).checks ?? [])],
  };
  return { _zod: { def: merged } } as unknown as z.ZodType;
}

function innermostNumber(schema: z.ZodType): Def | undefined {
  const def = defOf(schema);
  if (def.type === 'number') return def;
  if (def.type === 'pipe') return innermostNumber(def.out!) ?? innermostNumber(def.in!);
  return undefined;
}

function objectOf(def: Def, fields: FieldArbitraries): fc.Arbitrary<unknown> {
  const shape = def.shape ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const override = fields[key];
    const optional = isOptional(field);
    model[key] = override
      ? optional
        ? fc.option(override, { nil: undefined, freq: 4 })
        : override
      : arbitraryOf(field, fields);
    if (!optional) required.push(key);
  }
  return fc.record(model, { requiredKeys: required }).map(withoutUndefined);
}

const withoutUndefined = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));

function isOptional(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') return true;
  if (def.type === 'pipe') return isOptional(def.out!);
  return false;
}

function lengthBounds(def: Def, min: number, cap: number) {
  let low = min;
  let high = cap;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length' && check.minimum !== undefined) low = check.minimum;
    if (check.check === 'max_length' && check.maximum !== undefined) high = check.maximum;
    if (check.check === 'length_equals' && check.value !== undefined) low = high = check.value;
  }
  return { min: low, max: Math.max(low, Math.min(high, Math.max(cap, low))) };
}

/** Printable text, mostly ASCII words, sometimes any unicode. */
const textChar = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789-_.') },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
);

function stringOf(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const format = def.format ?? checks.find((c) => c.check === 'string_format')?.format;
  if (format === 'email') return fc.emailAddress({ size: 'small' }).filter((e) => e.length <= 200);
  if (format === 'url') return fc.webUrl({ validSchemes: ['https'], size: 'small' });
  const pattern = def.pattern ?? checks.find((c) => c.pattern)?.pattern;
  if (pattern && format !== 'email') return fc.stringMatching(pattern, { size: 'small' });
  const { min, max } = lengthBounds(def, 0, 40);
  // Trimmed strings with a minimum must have a non-blank character: start with a letter.
  const body = fc.string({
    unit: textChar,
    minLength: Math.max(0, min - 1),
    maxLength: Math.max(0, max - 1),
  });
  return min > 0
    ? fc.tuple(fc.constantFrom('a', 'Q', 'é', '7'), body).map(([a, b]) => a + b)
    : body;
}

function numberOf(def: Def): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format') integer = true;
    if (check.check === 'greater_than' && check.value !== undefined) {
      min = check.inclusive ? check.value : check.value + (integer ? 1 : 0.01);
    }
    if (check.check === 'less_than' && check.value !== undefined) {
      max = check.inclusive ? check.value : check.value - (integer ? 1 : 0.01);
    }
  }
  const low = Math.max(min, -1e9);
  const high = Math.min(max, 1e9);
  const whole = fc.integer({
    min: Math.ceil(low),
    max: Math.max(Math.ceil(low), Math.floor(high)),
  });
  if (integer) return whole;
  // Amounts: mostly whole, sometimes with cents.
  return fc.oneof(
    { weight: 3, arbitrary: whole },
    { weight: 1, arbitrary: whole.map((n) => Math.min(high, Math.max(low, n + 0.25))) },
  );
}
