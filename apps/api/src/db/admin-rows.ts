import type { Role } from '@job-board/contract';
import type { Db } from './database.js';
import type { AdminStatus } from './schema.js';

/** The admin with this email, whatever its case. */
export function findAdminByEmail(db: Db, email: string) {
  return db
    .selectFrom('admins')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/**
 * Stores a new admin (the email lower-cased, no picture) and answers its id; the status is the
 * table's default unless given (an invited admin).
 */
export async function insertAdminRow(
  db: Db,
  admin: {
    name: string;
    email: string;
    password_hash: string;
    role: Role;
    now: string;
    status?: AdminStatus;
  },
): Promise<number> {
  const row = await db
    .insertInto('admins')
    .values({
      name: admin.name,
      email: admin.email.toLowerCase(),
      password_hash: admin.password_hash,
      img_url: null,
      role: admin.role,
      ...(admin.status ? { status: admin.status } : {}),
      created_at: admin.now,
      updated_at: admin.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
