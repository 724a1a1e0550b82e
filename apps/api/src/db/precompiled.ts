import type { Compilable, CompiledQuery, Kysely } from 'kysely';

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
    compiled.set(db, query);
    return query;
  };
  return async (db, ...values) => {
    const query = compiled.get(db) ?? compile(db);
    const result = await db.executeQuery<Row>({ ...query, parameters: values });
    return result.rows;
  };
}
