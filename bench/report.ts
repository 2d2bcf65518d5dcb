// Writes the latest figures of every benchmark (bench/results/*.json) into docs/performance.md, between the
// results markers, so the published tables are exactly what the scripts measured.
// Run: npx tsx bench/report.ts
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOC = path.join(ROOT, 'docs', 'performance.md');
/** Lighthouse's table, a row for each of its 39 pages, is a page of its own, linked from table 5. */
const PAGES_DOC = path.join(ROOT, 'docs', 'performance-pages.md');
const START = '<!-- results:start -->';
const END = '<!-- results:end -->';

type GoalRow = {
  figure: string;
  value: number | string;
  baseline?: number | string;
  ratio?: number;
  goal: string;
  met: boolean;
};
type Result = {
  machine: {
    cpus: number;
    memoryGiB?: number;
    node?: string;
    postgres?: string;
    loadAverage: number[];
    measuredAt: string;
  };
  goals: GoalRow[];
  allMet: boolean;
  /** Per page (Lighthouse): a run of some pages keeps the others' figures, each with its own time. */
  figures?: Record<string, { measuredAt?: string; faces?: string }>;
};

/** bench/leads.ts writes its goal rows as `rows`, bench/mail.ts one figure of its own: both read as the others. */
type MailResult = {
  finished: string;
  loadavg: number[];
  cores: number;
  mails: number;
  nodemailer_alone: { per_second: number };
  outbox: { per_second: number; recorded_sent: number };
  ratio: number;
  goal_met: boolean;
};
function normalized(raw: Record<string, unknown>): Result {
  if ('finished' in raw) {
    const mail = raw as unknown as MailResult;
    return {
      machine: { cpus: mail.cores, loadAverage: mail.loadavg, measuredAt: mail.finished },
      goals: [
        {
          figure: `${mail.mails.toLocaleString('en')} e-mails through the outbox, mails/s (beside nodemailer alone)`,
          value: mail.outbox.per_second,
          baseline: mail.nodemailer_alone.per_second,
          ratio: mail.ratio,
          goal: '≥ 50% of nodemailer alone',
          met: mail.goal_met,
        },
        {
          figure: 'recorded as sent',
          value: mail.outbox.recorded_sent,
          goal: String(mail.mails),
          met: mail.outbox.recorded_sent === mail.mails,
        },
      ],
      allMet: mail.goal_met && mail.outbox.recorded_sent === mail.mails,
    };
  }
  const result = raw as Partial<Result> & { rows?: GoalRow[]; machine: Result['machine'] };
  const goals = result.goals ?? result.rows ?? [];
  return { ...result, goals, allMet: result.allMet ?? goals.every((row) => row.met) } as Result;
}

/** "Pages measured at other times: …" when a result's pages were not all measured by its latest run. */
function pagesMeasuredEarlier(result: Result): string[] {
  const latest = result.machine.measuredAt.slice(0, 13);
  const byTime = new Map<string, string[]>();
  for (const [page, figure] of Object.entries(result.figures ?? {})) {
    if (!figure.measuredAt || figure.measuredAt.slice(0, 13) === latest) continue;
    const time = figure.measuredAt.replace('T', ' ').slice(0, 16);
    byTime.set(time, [...(byTime.get(time) ?? []), page]);
  }
  if (!byTime.size) return [];
  const runs = [...byTime].map(([time, pages]) => `${pages.map((page) => `\`${page}\``).join(', ')} at ${time} UTC`);
  return [`These pages' figures are from an earlier run of the script: ${runs.join('; ')}.`, ''];
}

/** Which faces each page's Chromium could draw with (bench/lighthouse.ts, LIGHTHOUSE_PHONE_FACES). */
function pagesFaces(result: Result): string[] {
  const byFaces = new Map<string, string[]>();
  for (const [page, figure] of Object.entries(result.figures ?? {})) {
    const faces = figure.faces ?? "the machine's fonts alone";
    byFaces.set(faces, [...(byFaces.get(faces) ?? []), page]);
  }
  if (byFaces.size < 2) return byFaces.size ? [`Every page drawn with ${[...byFaces.keys()][0]}.`, ''] : [];
  const groups = [...byFaces].map(([faces, pages]) => `${pages.map((page) => `\`${page}\``).join(', ')} with ${faces}`);
  return [`Faces: ${groups.join('; ')}.`, ''];
}

const BENCHMARKS = [
  {
    name: 'first-start',
    title: "0. A newcomer's first start (fresh clone, npm install, npm start until /readyz)",
    command: 'npx tsx bench/first-start.ts',
  },
  { name: 'api-throughput', title: '1. Public API throughput', command: 'npx tsx bench/api-throughput.ts' },
  {
    name: 'first-run-reads',
    title: '1b. Public reads as a new user measures them (no warm-up; PostgreSQL and the embedded database)',
    command: 'npx tsx bench/first-run-reads.ts',
  },
  { name: 'ssr-pages', title: '2. Server-rendered pages', command: 'npx tsx bench/ssr-pages.ts' },
  { name: 'staff-lists', title: '3. Staff lists at scale', command: 'npx tsx bench/staff-lists.ts' },
  { name: 'csv-export', title: '4. CSV export', command: 'npx tsx bench/csv-export.ts' },
  { name: 'lighthouse', title: '5. Pages in the browser (Lighthouse)', command: 'npx tsx bench/lighthouse.ts' },
  { name: 'leads', title: '6. Lead pipeline at 300,000 applicants', command: 'npx tsx bench/leads.ts' },
  {
    name: 'likely-duplicates',
    title: '6b. Likely duplicates at 300,000 applicants',
    command: 'npx tsx bench/likely-duplicates.ts',
  },
  { name: 'mail', title: '7. E-mail outbox', command: 'npx tsx bench/mail.ts' },
  { name: 'import', title: '8. CSV import of applicants (10,000 rows)', command: 'npx tsx bench/import.ts' },
];

const cell = (value: unknown) => (value === undefined || value === '' ? '' : String(value).replace(/\|/g, '\\|'));

/** Rows of one kind (`list: stage (median ms)`, `list: owner (median ms)`, …) beyond this many read as one line. */
const GROUP_AT_LEAST = 4;

/**
 * Many rows of one kind (the lead pipeline's 13 list filters, its 24 reports) as one line: the slowest of them,
 * named, against the goal they share, met only if every one is. Each row stays in the script's JSON file.
 */
function grouped(goals: GoalRow[]): GoalRow[] {
  const kind = (row: GoalRow) => /^([^:]+): .* \(([^)]*)\)$/.exec(row.figure);
  const groups = new Map<string, GoalRow[]>();
  for (const row of goals) {
    const match = kind(row);
    const key = match ? `${match[1]}|${match[2]}|${row.goal}` : `|${row.figure}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].flatMap((rows) => {
    if (rows.length < GROUP_AT_LEAST) return rows;
    const slowest = rows.reduce((worst, row) => (Number(row.value) > Number(worst.value) ? row : worst));
    const [, prefix, unit] = kind(slowest) as RegExpExecArray;
    const name = slowest.figure.slice(prefix.length + 2, -(unit.length + 3));
    return [
      {
        ...slowest,
        figure: `${prefix}: the slowest of ${rows.length} (${name}) (${unit})`,
        met: rows.every((row) => row.met),
      },
    ];
  });
}

function goalTable(goals: GoalRow[]): string[] {
  return [
    '| figure | value | baseline | ratio | goal | met? |',
    '| --- | ---: | ---: | ---: | --- | --- |',
    ...grouped(goals).map(
      (row) =>
        `| ${cell(row.figure)} | ${cell(row.value)} | ${cell(row.baseline)} | ${cell(row.ratio)} | ${cell(row.goal)} | ${row.met ? 'yes' : '**no**'} |`,
    ),
  ];
}

/**
 * Lighthouse's rows (`/about LCP ms (median of 5 runs)`, …) as one line a page, a column a figure: the goal under
 * each heading, a page's own goal beside its value where it differs, a missed goal in bold. Each run's figures are
 * in the JSON (bench/results/lighthouse.json).
 */
function pageTable(goals: GoalRow[]): string[] {
  const pages = new Map<string, Map<string, GoalRow>>();
  const columns: string[] = [];
  for (const row of goals) {
    const space = row.figure.indexOf(' ');
    const column = row.figure.slice(space + 1).replace(/ \([^)]*\)$/, '');
    if (column.includes('every run')) continue;
    if (!columns.includes(column)) columns.push(column);
    const page = row.figure.slice(0, space);
    pages.set(page, (pages.get(page) ?? new Map()).set(column, row));
  }
  const usual = columns.map((column) => {
    const counts = new Map<string, number>();
    for (const rows of pages.values()) {
      const goal = rows.get(column)?.goal;
      if (goal !== undefined) counts.set(goal, (counts.get(goal) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  });
  const lines = [
    `| page | ${columns.join(' | ')} | met? |`,
    `| --- | ${columns.map(() => '---:').join(' | ')} | --- |`,
    `| goal | ${usual.map(cell).join(' | ')} |  |`,
  ];
  for (const [page, rows] of pages) {
    const cells = columns.map((column, i) => {
      const row = rows.get(column);
      if (!row) return '';
      const own = row.goal !== usual[i] && !row.goal.startsWith('(') ? ` (${row.goal})` : '';
      return row.met ? `${cell(row.value)}${cell(own)}` : `**${cell(row.value)}** (${cell(row.goal)})`;
    });
    const met = [...rows.values()].every((row) => row.met);
    lines.push(`| ${cell(page)} | ${cells.join(' | ')} | ${met ? 'yes' : '**no**'} |`);
  }
  return lines;
}

function section(benchmark: (typeof BENCHMARKS)[number]): string {
  const file = path.join(ROOT, 'bench', 'results', `${benchmark.name}.json`);
  const lines = [`### ${benchmark.title}`, '', `\`${benchmark.command}\``, ''];
  if (!existsSync(file)) return [...lines, '_Not measured yet._', ''].join('\n');
  const result = normalized(JSON.parse(readFileSync(file, 'utf8')));
  const m = result.machine;
  lines.push(
    `Finished ${m.measuredAt.replace('T', ' ').slice(0, 16)} UTC; load average (1, 5, 15 min) then ` +
      `${m.loadAverage.join(', ')} on ${m.cpus} cores. ${result.allMet ? 'Every goal met.' : `**${result.goals.filter((g) => !g.met).length} goal(s) not met.**`}`,
    '',
  );
  if (benchmark.name !== 'lighthouse')
    return [...lines, ...pagesMeasuredEarlier(result), ...goalTable(result.goals), ''].join('\n');
  const missed = [...new Set(result.goals.filter((g) => !g.met).map((g) => g.figure.slice(0, g.figure.indexOf(' '))))];
  writeFileSync(
    PAGES_DOC,
    [
      `# ${benchmark.title}: every page`,
      '',
      `Written by \`npx tsx bench/report.ts\` from \`bench/results/lighthouse.json\`; do not edit by hand. How it measures,`,
      'and where the goals stand: [performance.md](performance.md), table 5.',
      '',
      lines.at(-2) ?? '',
      '',
      ...pagesMeasuredEarlier(result),
      ...pagesFaces(result),
      ...pageTable(result.goals),
      '',
    ].join('\n'),
  );
  lines.push(
    `Every page's row: [performance-pages.md](performance-pages.md). Pages that missed a goal: ${missed.length ? missed.map((page) => `\`${page}\``).join(', ') : 'none'}.`,
  );
  return [...lines, ''].join('\n');
}

const generated = [START, '', ...BENCHMARKS.map(section), END].join('\n');
const document = readFileSync(DOC, 'utf8');
const from = document.indexOf(START);
const to = document.indexOf(END);
if (from < 0 || to < from) throw new Error(`${DOC} has no ${START} … ${END} block`);
writeFileSync(DOC, document.slice(0, from) + generated + document.slice(to + END.length));
console.log(`updated ${path.relative(ROOT, DOC)}`);
