/**
 * The benchmark at scale 1, end to end, so it never rots: a fresh database seeded by the bench,
 * every section (the browser ones when Chromium is there), short runs. No timing is asserted: the
 * report must have every section and a figure on every row, and the Markdown file must hold them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBench } from './bench.js';
import { hasChromium } from './browser.js';
import { exportPaths } from './export.js';
import { INTERACTIONS } from './interactions.js';
import { readPaths } from './latency.js';
import { parseOptions, SECTIONS, type SectionName } from './options.js';
import { pagedLists } from './paging.js';
import { goalLines } from './report.js';
import { writeReportFile } from './report-file.js';

const dir = mkdtempSync(path.join(tmpdir(), 'bench-smoke-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The bench makes its own database; the PostgreSQL run of the suite has nothing to add here.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run bench at scale 1', () => {
  it('measures every section and writes the report', { timeout: 300_000 }, async () => {
    const inChromium: readonly SectionName[] = ['browser', 'interactions'];
    const sections = hasChromium()
      ? SECTIONS
      : SECTIONS.filter((name) => !inChromium.includes(name));
    const argv = [
      '--database',
      `sqlite:${path.join(dir, 'bench.sqlite')}`,
      '--scale',
      '1',
      '--requests',
      '2',
      '--duration',
      '1',
      '--starts',
      '1',
      '--repeats',
      '1',
      '--lighthouse',
      'login',
      '--only',
      sections.join(','),
    ];
    const { report, failed } = await runBench(parseOptions(argv), 'npm run bench -- …', () => {});

    expect(failed).toEqual([]);
    expect(report.sections.map((section) => section.name)).toEqual(sections);
    expect(report.database.rows.users).toBe(300);
    for (const section of report.sections) {
      expect(section.rows.length, section.name).toBeGreaterThan(0);
      for (const row of section.rows) {
        expect(row.figure, `${section.title} · ${row.measure}`).toMatch(/\d/);
        expect(row.reference, `${section.title} · ${row.measure}`).toMatch(/\d/);
      }
    }
    const rowsOf = (name: string) => report.sections.find((s) => s.name === name)!.rows;
    // One row per read path and caller, every search term of three lists, two deep pages a list,
    // one row per export.
    expect(rowsOf('latency').length).toBeGreaterThanOrEqual(readPaths().length);
    expect(rowsOf('search').map((row) => row.measure.split(' ')[0])).toEqual(
      expect.arrayContaining(['users.list', 'jobs.list', 'partners.list']),
    );
    expect(rowsOf('paging')).toHaveLength(pagedLists().length * 2);
    expect(rowsOf('export')).toHaveLength(exportPaths().length);
    expect(rowsOf('load')).toHaveLength(4);
    expect(rowsOf('startup')).toHaveLength(2);
    if (hasChromium()) {
      expect(rowsOf('browser').map((row) => row.measure)).toEqual([
        '/admin/login JavaScript on the wire',
        '/admin/home JavaScript on the wire',
        '/admin/users JavaScript on the wire',
        '/admin/login CSS on the wire',
        '/admin/home CSS on the wire',
        '/admin/users CSS on the wire',
        '/admin/login Lighthouse mobile performance',
      ]);
      // Each interaction's two figures.
      expect(rowsOf('interactions').map((row) => row.measure)).toEqual(
        INTERACTIONS.flatMap((interaction) => [
          `${interaction.name}: press → paint`,
          `${interaction.name}: event duration`,
        ]),
      );
    }

    const file = writeReportFile(path.join(dir, 'performance.md'), report);
    const markdown = readFileSync(file, 'utf8');
    expect(markdown).toContain('## SQLite');
    for (const section of report.sections) {
      for (const row of section.rows) {
        expect(markdown).toContain(`| ${section.title} | ${row.measure} | ${row.figure} |`);
      }
    }
    const goals = goalLines(report);
    expect(goals.length).toBeGreaterThan(0);
    for (const line of goals) expect(markdown).toContain(line);
  });
});
