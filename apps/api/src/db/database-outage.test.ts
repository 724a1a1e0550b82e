import { describe, expect, it } from 'vitest';
import type { QueryEvent } from './database.js';
import { trackDatabaseOutages } from './database-outage.js';

function setup() {
  let listener: ((event: QueryEvent) => void) | undefined;
  let time = 1_000;
  const lines: { level: string; object: Record<string, unknown>; message: string }[] = [];
  const log = {
    error: (object: Record<string, unknown>, message: string) =>
      lines.push({ level: 'error', object, message }),
    warn: (object: Record<string, unknown>, message: string) =>
      lines.push({ level: 'warn', object, message }),
  };
  const outage = trackDatabaseOutages(
    {
      dialect: 'postgres',
      observeQueries: (next) => {
        listener = next;
        return () => (listener = undefined);
      },
    },
    log as never,
    () => time,
  );
  return {
    outage,
    lines,
    statement: (durationMs: number, error?: unknown) =>
      listener?.({ sql: 'select 1', durationMs, ...(error ? { error } : {}) }),
    advance: (ms: number) => (time += ms),
  };
}

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
  code: 'ECONNREFUSED',
});

describe('database outages', () => {
  it('are logged once when they start and once when they end, with the requests refused', () => {
    const { outage, lines, statement, advance } = setup();
    for (let i = 0; i < 500; i += 1) {
      outage.refused(refused);
      statement(1, refused);
      advance(10);
    }
    outage.noticed(refused);
    expect(outage.ongoing()).toBe(true);
    expect(lines).toEqual([
      {
        level: 'error',
        object: {
          database: 'postgres',
          cause: { code: 'ECONNREFUSED', message: refused.message },
        },
        message: 'Database unavailable: answering 503 until it is back',
      },
    ]);
    // No stack: the cause is the database's state, not a bug.
    expect(JSON.stringify(lines)).not.toContain('at ');

    statement(3);
    expect(outage.ongoing()).toBe(false);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toEqual({
      level: 'warn',
      object: { database: 'postgres', downMs: 5000, refused: 500 },
      message: 'Database available again after 5.0 s; 500 requests were answered 503',
    });

    // The next outage is a new one, counted from zero.
    outage.refused(refused);
    advance(100);
    statement(1);
    expect(lines.map((line) => line.level)).toEqual(['error', 'warn', 'error', 'warn']);
    expect(lines[3]!.object).toMatchObject({ refused: 1 });
  });

  it('is not ended by a statement that began before it', () => {
    const { outage, lines, statement, advance } = setup();
    outage.refused(refused);
    advance(50);
    statement(200);
    expect(outage.ongoing()).toBe(true);
    expect(lines).toHaveLength(1);
    statement(10);
    expect(outage.ongoing()).toBe(false);
  });

  it('logs nothing while the database answers', () => {
    const { lines, statement } = setup();
    statement(1);
    statement(2, new Error('syntax error'));
    expect(lines).toEqual([]);
  });
});
