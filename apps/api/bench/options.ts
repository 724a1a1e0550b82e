import { parseArgs } from 'node:util';
import { MAX_SCALE, MAX_USERS } from '../src/db/seed/demo-data.js';

/** The parts of the report, in the order they run and appear. */
export const SECTIONS = [
  'latency',
  'search',
  'paging',
  'export',
  'load',
  'cpu',
  'startup',
  'browser',
  'interactions',
] as const;
export type SectionName = (typeof SECTIONS)[number];

/** The admin app's screens the browser section loads. */
export const SCREENS = ['login', 'home', 'users'] as const;
export type Screen = (typeof SCREENS)[number];

export type BenchOptions = {
  /** `sqlite:<file>` or `postgres://…`; absent: a cached SQLite file under data/bench/. */
  database: string | undefined;
  scale: number;
  /** Users to seed instead of the scale's share (the seed's `users` option). */
  users: number | undefined;
  /** Requests per call in the one-at-a-time sections. */
  requests: number;
  /** Seconds of each autocannon run. */
  duration: number;
  /** Concurrent connections of each autocannon run. */
  connections: number;
  /** Cold starts per server (the median is reported). */
  starts: number;
  sections: readonly SectionName[];
  /** Fresh pages per browser interaction (the median and the worst are reported). */
  repeats: number;
  /** Screens Lighthouse scores (the template is scored whenever one is). */
  lighthouse: readonly Screen[];
  /** Markdown report file (docs/performance.md), relative to the current directory. */
  out: string | undefined;
  /** Build the API and the admin app first, even when a build is present. */
  build: boolean;
};

export const USAGE = `Usage: npm run bench -- [options]
  --database URL   sqlite:<file> or postgres://… (seeded only when empty); default: a SQLite file
                   under data/bench/, seeded once per scale and users and reused
  --scale N        demo data volume, 1 to ${MAX_SCALE} (default 100)
  --users N        seed N users instead of 300 per unit of scale
  --requests N     requests per call, one at a time (default 30)
  --duration S     seconds of each load run at 50 connections (default 10)
  --connections N  connections of each load run (default 50)
  --starts N       cold starts per server (default 3)
  --repeats N      fresh pages per browser interaction (default 5)
  --only LIST      only these sections, comma-separated: ${SECTIONS.join(', ')}
  --lighthouse L   screens Lighthouse scores, comma-separated: ${SCREENS.join(', ')} or none (default all)
  --out FILE       also write the report as Markdown (e.g. docs/performance.md)
  --build          rebuild the API and the admin app first (otherwise when missing or older than the sources)`;

export class UsageError extends Error {}

function wholeNumber(
  name: string,
  text: string | undefined,
  fallback: number,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
) {
  if (text === undefined) return fallback;
  const value = Number(text.trim());
  if (!/^\d+$/.test(text.trim()) || value < min || value > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max} (got "${text}").`);
  }
  return value;
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        database: { type: 'string' },
        scale: { type: 'string' },
        users: { type: 'string' },
        requests: { type: 'string' },
        duration: { type: 'string' },
        connections: { type: 'string' },
        starts: { type: 'string' },
        repeats: { type: 'string' },
        only: { type: 'string' },
        lighthouse: { type: 'string' },
        out: { type: 'string' },
        build: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const database = values.database?.trim() || undefined;
  if (database !== undefined && !/^(sqlite:|postgres(ql)?:\/\/)/.test(database)) {
    throw new UsageError('--database must start with sqlite: or postgres://.');
  }
  const sections = values.only === undefined ? [...SECTIONS] : parseSections(values.only);
  return {
    database,
    scale: wholeNumber('scale', values.scale, 100, 1, MAX_SCALE),
    users:
      values.users === undefined ? undefined : wholeNumber('users', values.users, 0, 1, MAX_USERS),
    requests: wholeNumber('requests', values.requests, 30, 1, 100_000),
    duration: wholeNumber('duration', values.duration, 10, 1, 600),
    connections: wholeNumber('connections', values.connections, 50, 1, 10_000),
    starts: wholeNumber('starts', values.starts, 3, 1, 50),
    repeats: wholeNumber('repeats', values.repeats, 5, 1, 100),
    sections,
    lighthouse: values.lighthouse === undefined ? [...SCREENS] : parseScreens(values.lighthouse),
    out: values.out?.trim() || undefined,
    build: values.build ?? false,
  };
}

const listOf = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

function parseScreens(text: string): Screen[] {
  const names = listOf(text);
  if (names.length === 1 && names[0] === 'none') return [];
  const unknown = names.filter((name) => !(SCREENS as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new UsageError(`--lighthouse takes screens from: ${SCREENS.join(', ')}, or none.`);
  }
  return SCREENS.filter((screen) => names.includes(screen));
}

function parseSections(text: string): SectionName[] {
  const names = listOf(text);
  const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new UsageError(
      `--only takes sections from: ${SECTIONS.join(', ')}${unknown.length ? ` (not: ${unknown.join(', ')})` : ''}.`,
    );
  }
  return SECTIONS.filter((section) => names.includes(section));
}
