import net from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../testing/test-app.js';
import { isDatabaseUnavailable, openDatabase, type DatabaseHandle } from './database.js';

const onPostgres = testDatabaseUrl.startsWith('postgres');

describe.skipIf(!onPostgres)('the PostgreSQL pool', () => {
  let database: DatabaseHandle;
  let admin: pg.Client;
  const lost: Error[] = [];

  beforeAll(async () => {
    database = openDatabase(testDatabaseUrl, {
      poolSize: 3,
      statementTimeoutMs: 300,
      onConnectionError: (error) => lost.push(error),
    });
    admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await database.close();
    await admin.end();
  });

  it('survives the server closing its idle connections, counts them and opens new ones', async () => {
    // Three connections at once, back in the pool as idle ones.
    const pids = await Promise.all(
      [1, 2, 3].map(async () => {
        const { rows } = await sql<{
          pid: number;
        }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(database.db);
        return rows[0]!.pid;
      }),
    );
    expect(database.poolStats().idle).toBeGreaterThan(0);
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    // Each closed connection is heard (no unhandled 'error' event ending the process)…
    await expect
      .poll(() => database.poolStats().errors, { timeout: 5000 })
      .toBe(new Set(pids).size);
    expect(lost.every((error) => /terminat/i.test(error.message))).toBe(true);
    // …and the next query gets a new one.
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(rows[0]!.one).toBe(1);
  });

  it('cancels a statement that runs past the statement timeout, as an outage', async () => {
    const error = await sql`select pg_sleep(2)`.execute(database.db).catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('57014');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});

describe('a database that cannot be reached', () => {
  let silent: net.Server;
  let silentPort = 0;
  const sockets: net.Socket[] = [];

  beforeAll(async () => {
    // Accepts connections and never answers: a hanging database, not a refusing one.
    silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
  });

  it('fails fast when it refuses connections, with an error read as an outage', async () => {
    const database = openDatabase('postgres://nobody:secret@127.0.0.1:1/none', {
      connectTimeoutMs: 500,
    });
    const started = Date.now();
    const error = await database.ping().catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(isDatabaseUnavailable(error)).toBe(true);
    await database.close();
  });

  it('gives up after the connect timeout when it accepts and never answers', async () => {
    const database = openDatabase(`postgres://nobody:secret@127.0.0.1:${silentPort}/none`, {
      connectTimeoutMs: 300,
    });
    const started = Date.now();
    const error = await database.ping().catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(isDatabaseUnavailable(error)).toBe(true);
    await database.close();
  });

  it('is told apart from errors of the statement itself', () => {
    const withCode = (code: string) => Object.assign(new Error('x'), { code });
    expect(isDatabaseUnavailable(withCode('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('SQLITE_BUSY'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('SQLITE_IOERR_WRITE'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('SQLITE_CONSTRAINT_UNIQUE'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
  });
});
