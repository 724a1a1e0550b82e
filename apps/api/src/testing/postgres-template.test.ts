import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { cloneTemplate, createTemplate, dropTemplate } from './postgres-template.js';
import { testDatabaseUrl } from './test-app.js';

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(name)}`;
  return next.toString();
};

describe.runIf(testDatabaseUrl.startsWith('postgres'))(
  'the template of PostgreSQL test apps',
  () => {
    it('is migrated, copied into databases of their own and dropped, whatever the name', async () => {
      // A test database whose name is no bare SQL identifier.
      const baseName = `Job-Board ${process.pid}`;
      await query(testDatabaseUrl, `create database "${baseName}"`);
      const base = withDatabase(testDatabaseUrl, baseName);
      try {
        const template = await createTemplate(base);
        expect(template).toBe(`${baseName}_template`);
        const copy = await cloneTemplate(base, template!);
        try {
          expect(await query(copy.url, 'select count(*)::int as n from kysely_migration')).toEqual([
            { n: expect.any(Number) },
          ]);
          await query(
            copy.url,
            `insert into data_versions (name, version) values ('copy-only', 1)`,
          );
          const inTemplate = await query(
            withDatabase(base, template!),
            `select name from data_versions where name = 'copy-only'`,
          );
          expect(inTemplate).toEqual([]);
        } finally {
          await copy.drop();
        }
        await dropTemplate(base, template!);
        const left = await query(
          testDatabaseUrl,
          `select datname from pg_database where datname like '${baseName}%'`,
        );
        expect(left).toEqual([{ datname: baseName }]);
      } finally {
        await query(testDatabaseUrl, `drop database if exists "${baseName}" with (force)`);
      }
    });
  },
);
