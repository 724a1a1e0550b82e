import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseOptions, SECTIONS, UsageError } from './options.js';
import { formatText, goalLines, type Report, type Row } from './report.js';
import { writeReportFile } from './report-file.js';

const dir = mkdtempSync(path.join(tmpdir(), 'bench-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const row = (measure: string, goal: string, met: boolean, gap = 'p95 1.0 ms'): Row => ({
  measure,
  figure: '1.0 / 2.0 ms',
  reference: 'goal p95 ≤ 20 ms',
  ratio: '0.10× goal',
  check: { goal, met, gap },
});

function reportOn(dialect: 'SQLite' | 'PostgreSQL', figure: string): Report {
  return {
    title: dialect,
    startedAt: new Date('2026-01-02T03:04:00Z'),
    command: `npm run bench -- --scale 1 # ${figure}`,
    machine: { cpu: 'CPU', cores: 2, ramGb: 4, node: '20', os: 'Linux', loadAverage: 0.5 },
    database: { dialect, version: '1', label: 'test', rows: { users: 300 } },
    sections: [
      {
        name: 'latency',
        title: 'Read paths',
        rows: [
          { ...row('a', 'every read path: p95 ≤ 20 ms', true), figure },
          row('b', 'every read path: p95 ≤ 20 ms', false, 'p95 31.0 ms, 11.0 ms over'),
          row('stats', 'GET /api/jobs/stats: p95 ≤ 20 ms', true, 'p95 2.0 ms'),
          { measure: 'no goal', figure: '3 kB', reference: 'template 1 kB', ratio: '3.00×' },
        ],
        notes: ['how'],
      },
    ],
  };
}

describe('the report', () => {
  it('gives one line per goal: a shared goal sums up its rows and names the missed ones', () => {
    expect(goalLines(reportOn('SQLite', '1.0 / 2.0 ms'))).toEqual([
      '- Missed: every read path: p95 ≤ 20 ms — 1 of 2 rows: Read paths · b (p95 31.0 ms, 11.0 ms over)',
      '- Met: GET /api/jobs/stats: p95 ≤ 20 ms — p95 2.0 ms',
    ]);
    const text = formatText(reportOn('SQLite', '1.0 / 2.0 ms'));
    expect(text).toMatch(
      /Read paths\s+b\s+1\.0 \/ 2\.0 ms\s+goal p95 ≤ 20 ms\s+0\.10× goal\s+MISSED/,
    );
    expect(text).toMatch(/Read paths\s+no goal\s+3 kB\s+template 1 kB\s+3\.00×$/m);
  });

  it("replaces its own database's block of the file and keeps the other's", () => {
    const file = path.join(dir, 'performance.md');
    writeReportFile(file, reportOn('SQLite', 'first sqlite'));
    writeReportFile(file, reportOn('PostgreSQL', 'postgres run'));
    writeReportFile(file, reportOn('SQLite', 'second sqlite'));
    // Notes written by hand between the introduction and the blocks stay.
    const notes = '## Where the goals stand\n\nWritten by hand.\n';
    writeFileSync(file, readFileSync(file, 'utf8').replace('<!-- bench:', `${notes}\n<!-- bench:`));
    writeReportFile(file, { ...reportOn('SQLite', 'million'), title: 'SQLite, 1,000,000 users' });
    const markdown = readFileSync(file, 'utf8');
    expect(markdown).toContain(`${notes}\n<!-- bench:SQLite:start -->`);
    expect(markdown.match(/^# Performance$/gm)).toHaveLength(1);
    expect(markdown).not.toContain('first sqlite');
    expect(markdown).toContain('| Read paths | a | second sqlite |');
    expect(markdown).toContain('| Read paths | a | postgres run |');
    expect(markdown).toContain('| Read paths | a | million |');
    expect(markdown.indexOf('## SQLite\n')).toBeLessThan(markdown.indexOf('## PostgreSQL'));
    expect(markdown.indexOf('## PostgreSQL')).toBeLessThan(
      markdown.indexOf('## SQLite, 1,000,000'),
    );
  });
});

describe('the options', () => {
  it('default to every section at scale 100 and read the rest', () => {
    expect(parseOptions([])).toMatchObject({
      scale: 100,
      requests: 30,
      repeats: 5,
      sections: SECTIONS,
    });
    expect(parseOptions(['--only', 'interactions', '--repeats', '9'])).toMatchObject({
      sections: ['interactions'],
      repeats: 9,
    });
    expect(
      parseOptions(['--scale', '1000', '--users', '1000000', '--only', 'search,latency']),
    ).toMatchObject({ scale: 1000, users: 1_000_000, sections: ['latency', 'search'] });
    expect(parseOptions(['--lighthouse', 'none']).lighthouse).toEqual([]);
  });

  it('refuse what they cannot run', () => {
    expect(() => parseOptions(['--scale', '0'])).toThrow(UsageError);
    expect(() => parseOptions(['--only', 'latency,speed'])).toThrow(/not: speed/);
    expect(() => parseOptions(['--database', 'mysql://x'])).toThrow(UsageError);
    expect(() => parseOptions(['--lighthouse', 'home,settings'])).toThrow(UsageError);
    expect(() => parseOptions(['--repeats', '0'])).toThrow(UsageError);
  });
});
