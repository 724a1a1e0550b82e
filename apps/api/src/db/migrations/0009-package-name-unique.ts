import { sql, type Kysely } from 'kysely';

/**
 * Package names are unique whatever their case (the service checks first; this index makes two
 * concurrent creates of "Gold" and "gold" end in one package and one 409).
 *
 * Packages already sharing a name in another case keep theirs for the oldest (lowest id); each
 * later one is renamed "{name} ({id})" — packages may have invoices and subscriptions, so none
 * is merged or deleted, and the admin can rename them afterwards.
 * Frozen: change with a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number; name: string }>`
    select id, name from packages
    where lower(name) in (select lower(name) from packages group by lower(name) having count(*) > 1)
    order by id`.execute(db);
  const kept = new Set<string>();
  for (const row of rows) {
    const key = row.name.toLowerCase();
    if (!kept.has(key)) {
      kept.add(key);
      continue;
    }
    let name = `${row.name} (${row.id})`;
    for (let n = 2; await nameTaken(db, name); n += 1) name = `${row.name} (${row.id}-${n})`;
    await sql`update packages set name = ${name} where id = ${row.id}`.execute(db);
  }
  await db.schema
    .createIndex('packages_lower_name_unique')
    .unique()
    .on('packages')
    .expression(sql`lower(name)`)
    .execute();
}

async function nameTaken(db: Kysely<unknown>, name: string): Promise<boolean> {
  const { rows } = await sql`select 1 from packages where lower(name) = lower(${name})`.execute(db);
  return rows.length > 0;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('packages_lower_name_unique').ifExists().execute();
}
