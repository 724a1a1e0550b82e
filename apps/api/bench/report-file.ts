/**
 * docs/performance.md holds one block per kind of run, titled by its database ("SQLite",
 * "PostgreSQL", "SQLite, 1,000,000 users"): a run replaces its own block and keeps the others,
 * so the file shows a full run on each database side by side. What is written above the first
 * block (the introduction and any notes on the figures) is kept as it is.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatMarkdown, type Report } from './report.js';

/** Blocks with these titles come first, in this order; the others follow by title. */
const FIRST = ['SQLite', 'PostgreSQL'];

const BLOCK = /<!-- bench:(.+?):start -->[\s\S]*?<!-- bench:\1:end -->/g;

const INTRO = [
  '# Performance',
  '',
  'Written by `npm run bench` (`apps/api/bench`, options in `apps/api/bench/options.ts`): one run',
  'per database measures every figure next to its reference in the same run on the same machine',
  '(server time of every read path, search next to a LIKE scan, deep pages next to page 1,',
  'throughput next to a bare Fastify on the same core, cold start and memory, bytes on the wire',
  'and Lighthouse next to the bare Vite React-TS template). Each block below says how to',
  'reproduce it; a run with `--out docs/performance.md` replaces the block of its kind.',
  '',
].join('\n');

const rank = (title: string) => {
  const index = FIRST.indexOf(title);
  return index < 0 ? FIRST.length : index;
};

export function writeReportFile(file: string, report: Report): string {
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const existing = existsSync(target) ? readFileSync(target, 'utf8') : '';
  const blocks = new Map<string, string>();
  for (const match of existing.matchAll(BLOCK)) blocks.set(match[1]!, match[0]);
  blocks.set(
    report.title,
    [
      `<!-- bench:${report.title}:start -->`,
      formatMarkdown(report).trimEnd(),
      `<!-- bench:${report.title}:end -->`,
    ].join('\n'),
  );
  const ordered = [...blocks].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  mkdirSync(path.dirname(target), { recursive: true });
  const firstBlock = existing.search(/<!-- bench:/);
  const head = firstBlock > 0 ? `${existing.slice(0, firstBlock).trimEnd()}\n` : INTRO;
  writeFileSync(target, `${head}\n${ordered.map(([, block]) => block).join('\n\n')}\n`);
  return target;
}
