import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** The content tables: blog posts and web pages, each row known by its id and a unique slug. */
type ContentTable = 'blog_posts' | 'web_pages';

type ContentRow<T extends ContentTable> = Selectable<Database[T]>;

// Kysely cannot resolve the columns of a table chosen by a type parameter; both tables have the
// columns used here, so the queries are typed on one of them and their rows cast back.
const anyContentTable = (table: ContentTable) => table as 'web_pages';

/** Runs the write and answers the row as stored (throws when it wrote none). */
const stored = async <T extends ContentTable>(write: {
  returningAll(): { executeTakeFirstOrThrow(): Promise<unknown> };
}) => (await write.returningAll().executeTakeFirstOrThrow()) as ContentRow<T>;

/** The reads and writes both content tables share, bound to one of them. */
export const contentRows = <T extends ContentTable>(table: T) => ({
  /** Which of `slugs` are already held by a row (one indexed lookup). */
  async takenSlugs(db: Db, slugs: readonly string[]): Promise<Set<string>> {
    if (slugs.length === 0) return new Set();
    const rows = await db
      .selectFrom(anyContentTable(table))
      .select('slug')
      .where('slug', 'in', [...slugs])
      .execute();
    return new Set(rows.map((row) => row.slug));
  },
  insert: (db: Db, values: Insertable<Database[T]>) =>
    stored<T>(
      db.insertInto(anyContentTable(table)).values(values as Insertable<Database['web_pages']>),
    ),
  update: (db: Db, id: number, changes: Updateable<Database[T]>) =>
    stored<T>(
      db
        .updateTable(anyContentTable(table))
        .set(changes as Updateable<Database['web_pages']>)
        .where('id', '=', id),
    ),
});
