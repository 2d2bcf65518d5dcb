// Writes the latest figures of every benchmark (bench/results/*.json) into docs/performance.md, between the
// results markers, so the published tables are exactly what the scripts measured.
// Run: npx tsx bench/report.ts
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOC = path.join(ROOT, 'docs', 'performance.md');
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
    memoryGiB: number;
    node: string;
    postgres: string;
    loadAverage: number[];
    measuredAt: string;
  };
  goals: GoalRow[];
  allMet: boolean;
  /** Per page (Lighthouse): a run of some pages keeps the others' figures, each with its own time. */
  figures?: Record<string, { measuredAt?: string }>;
};

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
];

const cell = (value: unknown) => (value === undefined || value === '' ? '' : String(value).replace(/\|/g, '\\|'));

function section(benchmark: (typeof BENCHMARKS)[number]): string {
  const file = path.join(ROOT, 'bench', 'results', `${benchmark.name}.json`);
  const lines = [`### ${benchmark.title}`, '', `\`${benchmark.command}\``, ''];
  if (!existsSync(file)) return [...lines, '_Not measured yet._', ''].join('\n');
  const result = JSON.parse(readFileSync(file, 'utf8')) as Result;
  const m = result.machine;
  lines.push(
    `Finished ${m.measuredAt.replace('T', ' ').slice(0, 16)} UTC; load average (1, 5, 15 min) then ` +
      `${m.loadAverage.join(', ')} on ${m.cpus} cores. ${result.allMet ? 'Every goal met.' : `**${result.goals.filter((g) => !g.met).length} goal(s) not met.**`}`,
    '',
    ...pagesMeasuredEarlier(result),
    '| figure | value | baseline | ratio | goal | met? |',
    '| --- | ---: | ---: | ---: | --- | --- |',
  );
  for (const row of result.goals) {
    lines.push(
      `| ${cell(row.figure)} | ${cell(row.value)} | ${cell(row.baseline)} | ${cell(row.ratio)} | ${cell(row.goal)} | ${row.met ? 'yes' : '**no**'} |`,
    );
  }
  return [...lines, ''].join('\n');
}

const generated = [START, '', ...BENCHMARKS.map(section), END].join('\n');
const document = readFileSync(DOC, 'utf8');
const from = document.indexOf(START);
const to = document.indexOf(END);
if (from < 0 || to < from) throw new Error(`${DOC} has no ${START} … ${END} block`);
writeFileSync(DOC, document.slice(0, from) + generated + document.slice(to + END.length));
console.log(`updated ${path.relative(ROOT, DOC)}`);
