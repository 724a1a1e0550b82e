/**
 * `npm run bench`: the product's performance report. Seeds once and caches a database, then in
 * one run measures, each figure next to its reference: server time of every read path, search
 * next to a LIKE scan, deep pages next to page 1, whole CSV exports next to one plain SELECT
 * written as CSV, throughput and p99 next to a bare Fastify, cold start and idle memory, and in
 * Chromium the bytes on the wire and Lighthouse scores next to the bare Vite React-TS template.
 * `--out docs/performance.md` writes the Markdown report.
 *
 *   npm run bench                                   # SQLite at scale 100, cached in data/bench/
 *   npm run bench -- --scale 1000 --out docs/performance.md
 *   npm run bench -- --database postgres://… --scale 100
 *   npm run bench -- --only latency,search --requests 100
 */
import { runBench } from './bench.js';
import { parseOptions, USAGE, UsageError } from './options.js';
import { formatText } from './report.js';
import { writeReportFile } from './report-file.js';

async function main(argv: string[]) {
  const options = parseOptions(argv);
  // As the report prints it: a database password is not for a document.
  const command = ['npm run bench --', ...argv]
    .join(' ')
    .replace(/(postgres(?:ql)?:\/\/[^:/@\s]+:)[^@\s]+@/g, '$1…@');
  const { report, failed } = await runBench(options, command);
  console.log(`\n${formatText(report)}`);
  if (options.out) {
    const file = writeReportFile(options.out, report);
    console.log(`\nWrote ${file}.`);
  }
  if (failed.length > 0) {
    console.error(`\nSections that failed: ${failed.join(', ')}.`);
    process.exitCode = 1;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
  else console.error(error);
  process.exitCode = 1;
});
