// A newcomer's first start: a fresh clone of this repository's HEAD, `npm install`, then `npm start` until /readyz
// answers 200 (the build, the embedded database's migrations and demo content, the first listen). Also counts the
// warnings `npm install` prints. Goal (issue 32): first start at most 45 s; npm install prints no warning.
// Run: npx tsx bench/first-start.ts   (FIRST_START_KEEP=1 keeps the clone, in the temporary folder, for a look)
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/production/support';
import { describeMachine, type GoalRow, printTable, ROOT, runBenchmark, writeResult } from './support';

const GOAL_SECONDS = 45;

/** Runs a command in the clone, returning its output and how long it took. */
function timed(command: string, args: string[], cwd: string): { seconds: number; output: string } {
  const started = performance.now();
  const output = execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return { seconds: (performance.now() - started) / 1000, output };
}

/** `npm start` until /readyz says 200; its output, to tell where the time went. */
async function firstStart(cwd: string): Promise<{ seconds: number; output: string }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start ended with ${child.exitCode}:\n${output}`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (ready) return { seconds: (performance.now() - started) / 1000, output };
      if (performance.now() - started > 600_000) throw new Error(`not ready after 10 minutes:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    // npm, sh and node: the whole group.
    process.kill(-(child.pid as number), 'SIGTERM');
  }
}

const round = (seconds: number) => Math.round(seconds * 10) / 10;

runBenchmark(async () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'skyline-first-start-'));
  const clone = path.join(work, 'site');
  try {
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, clone]);
    const install = timed('npm', ['install', '--no-audit', '--no-fund'], clone);
    const warnings = install.output.split('\n').filter((line) => /^npm warn/i.test(line));
    const start = await firstStart(clone);
    const images = /responsive images \(\w+\): .*/.exec(start.output)?.[0] ?? 'not found';
    const prospectus = /prospectus\.pdf .*/.exec(start.output)?.[0] ?? 'not found';
    const build = /^build: .*/m.exec(start.output)?.[0] ?? 'not found';
    const goals: GoalRow[] = [
      {
        figure: 'npm start on a fresh clone until /readyz (s)',
        value: round(start.seconds),
        goal: `<= ${GOAL_SECONDS}`,
        met: start.seconds <= GOAL_SECONDS,
      },
      { figure: 'npm install (s), for the record', value: round(install.seconds), goal: '', met: true },
      { figure: 'warnings printed by npm install', value: warnings.length, goal: '0', met: warnings.length === 0 },
    ];
    printTable('First start of a fresh clone', goals);
    console.log(`${build}\n${images}\n${prospectus}`);
    if (warnings.length) console.log(warnings.join('\n'));
    writeResult('first-start', {
      machine: describeMachine(),
      goals,
      allMet: goals.every((goal) => goal.met),
      steps: { build, images, prospectus },
      installWarnings: warnings,
    });
  } finally {
    if (!process.env.FIRST_START_KEEP) rmSync(work, { recursive: true, force: true });
  }
});
