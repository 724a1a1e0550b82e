import type { SectionName } from './options.js';

/** A goal of the report: met or missed, and by how much. */
export type Check = {
  /** The goal as written in the Goals section; rows sharing a goal are summed up in one line. */
  goal: string;
  met: boolean;
  /** The figure against the goal, e.g. "p95 41.2 ms, 2.1× the goal". */
  gap: string;
};

/** One line of the table: a figure next to its reference. */
export type Row = {
  measure: string;
  figure: string;
  reference: string;
  ratio: string;
  check?: Check;
};

export type SectionResult = {
  name: SectionName;
  title: string;
  rows: Row[];
  /** What a reader needs to read the rows (how it was measured, what was skipped and why). */
  notes: string[];
};

export type Machine = {
  cpu: string;
  cores: number;
  ramGb: number;
  node: string;
  os: string;
  /** One-minute load average when the run started: how busy the machine was besides the run. */
  loadAverage: number;
};

export type Report = {
  /** What the run measured, as its block of the report is titled: "SQLite", "SQLite, 1,000,000 users". */
  title: string;
  startedAt: Date;
  command: string;
  machine: Machine;
  database: { dialect: string; version: string; label: string; rows: Record<string, number> };
  sections: SectionResult[];
};

const HEADERS = ['Section', 'Measure', 'Figure', 'Reference', 'Ratio', 'Goal'] as const;

const verdict = (row: Row) => (row.check ? (row.check.met ? 'met' : 'MISSED') : '');

function tableCells(report: Report): string[][] {
  return report.sections.flatMap((section) =>
    section.rows.map((row) => [
      section.title,
      row.measure,
      row.figure,
      row.reference,
      row.ratio,
      verdict(row),
    ]),
  );
}

const formatCount = (n: number) => n.toLocaleString('en-US');

/** The plain-text table printed at the end of a run. */
export function formatText(report: Report): string {
  const cells = tableCells(report);
  const widths = HEADERS.map((header, i) =>
    Math.max(header.length, ...cells.map((line) => line[i]!.length)),
  );
  const line = (values: readonly string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const notes = report.sections.flatMap((section) =>
    section.notes.map((note) => `${section.title}: ${note}`),
  );
  return [
    describeRun(report),
    '',
    line(HEADERS),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
    '',
    ...notes,
    '',
    'Goals',
    ...goalLines(report),
  ].join('\n');
}

function describeRun(report: Report): string {
  const { machine, database } = report;
  return [
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGb} GB RAM, Node ${machine.node}, ${machine.os}, load average ${machine.loadAverage.toFixed(2)} at the start`,
    `Database: ${database.label} (${database.dialect} ${database.version}); ${Object.entries(
      database.rows,
    )
      .map(([table, n]) => `${table} ${formatCount(n)}`)
      .join(', ')}`,
  ].join('\n');
}

/** One line per goal: each row's own goal, or one line for all rows sharing a goal. */
export function goalLines(report: Report): string[] {
  const groups = new Map<string, { measure: string; check: Check }[]>();
  for (const section of report.sections) {
    for (const row of section.rows) {
      if (!row.check) continue;
      const group = groups.get(row.check.goal) ?? [];
      group.push({ measure: `${section.title} · ${row.measure}`, check: row.check });
      groups.set(row.check.goal, group);
    }
  }
  return [...groups].map(([goal, rows]) => {
    if (rows.length === 1) {
      const { check } = rows[0]!;
      return `- ${check.met ? 'Met' : 'Missed'}: ${goal} — ${check.gap}`;
    }
    const missed = rows.filter((row) => !row.check.met);
    if (missed.length === 0) return `- Met: ${goal} — all ${rows.length} rows`;
    return `- Missed: ${goal} — ${missed.length} of ${rows.length} rows: ${missed
      .map((row) => `${row.measure} (${row.check.gap})`)
      .join('; ')}`;
  });
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|');

/** One database's block of docs/performance.md: the machine, the table, the notes and the goals. */
export function formatMarkdown(report: Report): string {
  const { machine, database } = report;
  const cells = tableCells(report);
  return [
    `## ${report.title}`,
    '',
    `Run of ${report.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC:`,
    '',
    '```sh',
    report.command,
    '```',
    '',
    '### Machine',
    '',
    `- CPU: ${machine.cpu}, ${machine.cores} cores`,
    `- RAM: ${machine.ramGb} GB`,
    `- Node ${machine.node}, ${machine.os}`,
    `- Load average (1 min) when the run started: ${machine.loadAverage.toFixed(2)}`,
    `- Database: ${database.dialect} ${database.version} (${database.label})`,
    `- Rows: ${Object.entries(database.rows)
      .map(([table, n]) => `${table} ${formatCount(n)}`)
      .join(', ')}`,
    '',
    '### Figures',
    '',
    `| ${HEADERS.join(' | ')} |`,
    `| ${HEADERS.map(() => '---').join(' | ')} |`,
    ...cells.map((line) => `| ${line.map(escapeCell).join(' | ')} |`),
    '',
    '### How it was measured',
    '',
    ...report.sections.flatMap((section) =>
      section.notes.map((note) => `- ${section.title}: ${note}`),
    ),
    '',
    '### Goals',
    '',
    ...goalLines(report),
    '',
  ].join('\n');
}
