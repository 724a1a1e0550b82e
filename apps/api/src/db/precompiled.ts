import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { prepareOnPostgres } from './named-statements.js';

/**
 * A query that runs on every request, built and compiled once per database instead of on each
 * call (Kysely otherwise rebuilds its operation tree and SQL text every time). `build`
 * is called once with `placeholders` in place of the values, and must use each of them as one
 * parameter, in order (checked when compiled); each call then runs the compiled SQL with its own
 * values. Per database, because a database's plugins and dialect shape the SQL.
 */
export function precompiled<DB, P extends readonly unknown[], Row>(
  placeholders: P,
  build: (db: Kysely<DB>, ...values: P) => Compilable<Row>,
): (db: Kysely<DB>, ...values: P) => Promise<Row[]> {
  const compiled = new WeakMap<Kysely<DB>, CompiledQuery<Row>>();
  const compile = (db: Kysely<DB>) => {
    const query = build(db, ...placeholders).compile();
    const inOrder =
      query.parameters.length === placeholders.length &&
      query.parameters.every((value, i) => value === placeholders[i]);
    if (!inOrder) {
      throw new Error(
        `A precompiled query must use each of its values once, in order: ${query.sql}`,
      );
    }
    prepareOnPostgres(query.sql);
    compiled.set(db, query);
    return query;
  };
  return async (db, ...values) => {
    const query = compiled.get(db) ?? compile(db);
    const result = await db.executeQuery<Row>({ ...query, parameters: values });
    return result.rows;
  };
}

/** Lengths of value lists compiled and kept; a longer list is compiled for its one call. */
const KEPT_LENGTHS = 100;

/**
 * `precompiled` for a query of a list of values (`in (…)`, a page's ids): each length is its own
 * SQL, so it is compiled once per length, up to KEPT_LENGTHS values.
 */
export function precompiledList<DB, V, Row>(
  build: (db: Kysely<DB>, values: readonly V[]) => Compilable<Row>,
): (db: Kysely<DB>, values: readonly V[]) => Promise<Row[]> {
  const byLength = new Map<number, (db: Kysely<DB>, ...values: V[]) => Promise<Row[]>>();
  return async (db, values) => {
    if (values.length > KEPT_LENGTHS) {
      return (await db.executeQuery<Row>(build(db, values).compile())).rows;
    }
    let run = byLength.get(values.length);
    if (run === undefined) {
      const placeholders = Array.from({ length: values.length }, (_, i) => `value ${i}`);
      run = precompiled(placeholders as unknown as V[], (on: Kysely<DB>, ...given: V[]) =>
        build(on, given),
      );
      byLength.set(values.length, run);
    }
    return run(db, ...values);
  };
}
