import { randomBytes } from 'node:crypto';
import type { Config } from './config/config.js';
import type { DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { isDatabaseEmpty, seedDemoData } from './db/seed/demo-data.js';
import { hashPassword } from './lib/password.js';
import { fileStoreOf } from './lib/storage/index.js';
import { nowIso } from './lib/time.js';
import { countAdmins, insertAdmin } from './modules/auth/auth.repository.js';

type Say = (message: string) => void;

/** Everything the server does once before it listens: schema, first admin, demo data. */
export async function prepareDatabase(
  config: Config,
  database: DatabaseHandle,
  say: Say,
): Promise<void> {
  const applied = await migrateToLatest(database);
  if (applied.length > 0) say(`Applied migrations: ${applied.join(', ')}`);
  await ensureFirstAdmin(config, database, say);
  if (
    config.demoData === 'auto' &&
    database.dialect === 'sqlite' &&
    (await isDatabaseEmpty(database.db))
  ) {
    say('The embedded database is empty: loading demo data (DEMO_DATA=off to skip)…');
    const summary = await seedDemoData(database.db, {
      uploadDir: config.uploadDir,
      privateDir: config.privateDir,
      files: fileStoreOf({ config, db: database.db }),
    });
    say(
      `Demo data loaded: ${Object.entries(summary)
        .map(([t, n]) => `${n} ${t}`)
        .join(', ')}`,
    );
  }
}

/** With no admin at all, creates one from ADMIN_EMAIL/ADMIN_PASSWORD or a printed random password. */
async function ensureFirstAdmin(config: Config, database: DatabaseHandle, say: Say): Promise<void> {
  if ((await countAdmins(database.db)) > 0) return;
  const email = config.adminEmail ?? 'admin@example.com';
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  await insertAdmin(database.db, {
    name: 'Administrator',
    email,
    password_hash: await hashPassword(password),
    now: nowIso(),
  });
  say(
    config.adminPassword
      ? `Created the first administrator ${email} with the password from ADMIN_PASSWORD.`
      : [
          'Created the first administrator. Sign in with:',
          `    email:    ${email}`,
          `    password: ${password}`,
          'This password is shown only once; change it with `npm run admin -- reset-password --email ' +
            email +
            '`.',
        ].join('\n'),
  );
}
