// `npm test`: lint, types and the build one after the other, then the unit and API tests (jest) beside the tests of
// the built server (production, then browser). The browser suite mostly waits (on pages, servers and timers: about
// half of 2 cores), so jest runs at a lower priority (nice 10) and fills the idle processor without slowing the
// browser tests down; its output is kept and printed whole when it ends, so the two never interleave.
import { spawn } from 'node:child_process';

/** Runs `command args` with its output shown as it comes; resolves with its exit code. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function runAll(...steps) {
  for (const [command, ...args] of steps) {
    const code = await run(command, args);
    if (code !== 0) return code;
  }
  return 0;
}

const first = await runAll(['npm', 'run', 'lint'], ['npm', 'run', 'typecheck'], ['npm', 'run', 'build']);
if (first !== 0) process.exit(first);

const chunks = [];
const jest = spawn('nice', ['-n', '10', 'npm', 'run', 'test:api'], { stdio: ['ignore', 'pipe', 'pipe'] });
jest.stdout.on('data', (chunk) => chunks.push(chunk));
jest.stderr.on('data', (chunk) => chunks.push(chunk));
let jestEnded = false;
const jestDone = new Promise((resolve) =>
  jest.on('exit', (code, signal) => {
    jestEnded = true;
    resolve(code ?? (signal ? 1 : 0));
  }),
);

// Stopped from outside (CI's time limit, ^C): what jest said so far is shown before leaving.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    jest.kill(signal);
    process.stdout.write(Buffer.concat(chunks));
    process.exit(1);
  });
}

const built = await runAll(['npm', 'run', 'test:production'], ['npm', 'run', 'test:e2e']);
if (!jestEnded) console.log('\nThe tests of the built server are done; waiting for the unit and API tests (jest)…');
const api = await jestDone;
console.log('\n── unit and API tests (npm run test:api), run beside the tests above ──\n');
process.stdout.write(Buffer.concat(chunks));
console.log(
  `\nnpm test: unit and API tests ${api === 0 ? 'passed' : 'FAILED'}; ` +
    `production and browser tests ${built === 0 ? 'passed' : 'FAILED'}`,
);
process.exit(api || built);
