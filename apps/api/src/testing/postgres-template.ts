import pg from 'pg';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * A test app on PostgreSQL gets a database of its own. Running every migration for each one
 * costs seconds of DDL; copying a database migrated once (CREATE DATABASE … TEMPLATE) costs a
 * tenth of that. The template is made once per run of the suite (see global-setup.ts).
 */

/**
 * Makes the template afresh and migrates it. Returns its name, or null when the role may not
 * create databases (the suite then falls back to a migrated schema per test app).
 */
export async function createTemplate(url: string): Promise<string | null> {
  const template = `${databaseNameOf(url)}_template`;
  const created = await asAdmin(url, async (client) => {
    await client.query(`drop database if exists ${quoted(template)}`);
    try {
      await client.query(`create database ${quoted(template)}`);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === '42501') return false;
      throw error;
    }
  });
  if (!created) return null;
  const templateUrl = withDatabase(url, template);
  await asAdmin(templateUrl, (client) => client.query('create extension if not exists pg_trgm'));
  const database = openDatabase(templateUrl, { poolSize: 1 });
  try {
    await migrateToLatest(database);
  } finally {
    await database.close();
  }
  return template;
}

export async function dropTemplate(url: string, template: string): Promise<void> {
  await asAdmin(url, (client) => client.query(`drop database if exists ${quoted(template)}`));
}

/** A new database copied from the template; returns its URL and the way to drop it. */
export async function cloneTemplate(
  url: string,
  template: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${databaseNameOf(url)}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await asAdmin(url, (client) =>
    client.query(`create database ${quoted(name)} template ${quoted(template)}`),
  );
  return {
    url: withDatabase(url, name),
    drop: async () => {
      await asAdmin(url, (client) => client.query(`drop database ${quoted(name)}`));
    },
  };
}

async function asAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database name as an SQL identifier: the test database's name may hold any character. */
function quoted(name: string): string {
  return pg.escapeIdentifier(name);
}

function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(name)}`;
  return next.toString();
}
