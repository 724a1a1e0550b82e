/** One run of the benchmark: every section asked for, in order, into one report. */
import { ensureBuilt } from './build.js';
import { measureBrowser } from './browser.js';
import { measureCpuPerRequest } from './cpu-per-request.js';
import { openClient, type BenchClient } from './client.js';
import { openDataset } from './dataset.js';
import { measureInteractions } from './interactions.js';
import { measureExports } from './export.js';
import { measureLoad } from './load.js';
import { describeMachine } from './machine.js';
import type { BenchOptions, SectionName } from './options.js';
import { measurePaging } from './paging.js';
import { measureReadPaths } from './latency.js';
import type { Report, SectionResult } from './report.js';
import { measureSearches } from './search.js';
import { ensureBenchTrash } from './trash-fixture.js';
import { measureStartup } from './startup.js';

type Say = (message: string) => void;

const TITLES: Record<SectionName, string> = {
  latency: 'Read paths',
  search: 'Search',
  paging: 'Paging',
  export: 'Exports',
  load: 'Load',
  cpu: 'CPU per request',
  startup: 'Start-up',
  browser: 'Browser',
  interactions: 'Interactions',
};

/** Sections that run the built server. */
const NEEDS_BUILD: readonly SectionName[] = ['load', 'cpu', 'startup', 'browser', 'interactions'];

export type BenchResult = { report: Report; failed: SectionName[] };

export async function runBench(
  options: BenchOptions,
  command: string,
  say: Say = console.log,
): Promise<BenchResult> {
  const startedAt = new Date();
  const machine = describeMachine();
  if (options.sections.some((name) => NEEDS_BUILD.includes(name))) ensureBuilt(options.build, say);
  const dataset = await openDataset(options, say);
  let client: BenchClient | undefined;
  const sections: SectionResult[] = [];
  const failed: SectionName[] = [];
  try {
    client = await openClient(dataset);
    await ensureBenchTrash(client, dataset.database.db);
    const open = client;
    const run: Record<SectionName, () => Promise<SectionResult>> = {
      latency: () => measureReadPaths(open, dataset.database.db, options.requests),
      search: () => measureSearches(open, dataset.database, options.requests),
      paging: () => measurePaging(open, options.requests),
      export: () => measureExports(open, dataset.database.db, options.requests),
      load: () =>
        measureLoad(dataset.serverEnv, open.token, {
          seconds: options.duration,
          connections: options.connections,
        }),
      cpu: () =>
        measureCpuPerRequest(
          dataset.serverEnv,
          open.token,
          dataset.database.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL',
        ),
      startup: () => measureStartup(dataset.serverEnv, options.starts),
      browser: () => measureBrowser(dataset.serverEnv, options.lighthouse),
      interactions: () => measureInteractions(dataset.serverEnv, options.repeats),
    };
    for (const name of options.sections) {
      say(`Measuring: ${TITLES[name]}…`);
      const started = performance.now();
      try {
        const section = await run[name]();
        sections.push(section);
        if (section.rows.some((row) => row.figure === '')) failed.push(name);
      } catch (error) {
        failed.push(name);
        const message = error instanceof Error ? error.message : String(error);
        say(`${TITLES[name]} failed: ${message}`);
        sections.push({
          name,
          title: TITLES[name],
          rows: [{ measure: 'the section failed', figure: '', reference: '', ratio: '' }],
          notes: [`failed: ${message.split('\n')[0]}`],
        });
      }
      say(`  ${TITLES[name]} took ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    }
  } finally {
    await client?.close();
    await dataset.database.close();
  }
  const dialect = dataset.database.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  return {
    report: {
      title:
        options.users === undefined
          ? dialect
          : `${dialect}, ${options.users.toLocaleString('en-US')} users`,
      startedAt,
      command,
      machine,
      database: {
        dialect,
        version: dataset.version,
        label: dataset.label,
        rows: dataset.rows,
      },
      sections,
    },
    failed,
  };
}
