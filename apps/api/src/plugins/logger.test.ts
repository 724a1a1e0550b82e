import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logDestination } from './logger.js';

/** A stdout that is not a terminal: a pipe, a file, a log collector. */
const pipe = () =>
  Object.assign(new PassThrough(), { isTTY: false }) as unknown as NodeJS.WriteStream;

describe('logDestination', () => {
  it('writes JSON lines to stdout itself when it is not a terminal, one per event', async () => {
    const stdout = pipe();
    const destination = await logDestination(stdout);
    expect(destination).toBe(stdout);
    const log = pino({ base: undefined }, destination);
    log.info({ req: { method: 'GET', url: '/x' }, res: { statusCode: 200 } }, 'request completed');
    log.warn('careful');
    const lines = String((stdout as unknown as PassThrough).read())
      .trim()
      .split('\n');
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toMatchObject([
      { level: 30, req: { method: 'GET', url: '/x' }, res: { statusCode: 200 } },
      { level: 40, msg: 'careful' },
    ]);
  });

  it('drops the lines of a reader gone away (EPIPE), and no other failure', async () => {
    const stdout = pipe();
    await logDestination(stdout);
    await logDestination(stdout);
    expect(stdout.listenerCount('error')).toBe(1);
    const broken = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    expect(() => stdout.emit('error', broken)).not.toThrow();
    const full = Object.assign(new Error('no space'), { code: 'ENOSPC' });
    expect(() => stdout.emit('error', full)).toThrow('no space');
  });
});
