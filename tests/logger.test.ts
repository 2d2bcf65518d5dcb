// The server's log: lines for a person in development (pino-pretty), pino's JSON elsewhere (production's collector).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What createLogger writes for a request line and the migrations line, in a process of its own (its stdout). */
async function logged(pretty: boolean): Promise<string[]> {
  const script = `
    import { createLogger } from './server/core/logger.ts';
    const logger = createLogger('info', { pretty: ${pretty} });
    logger.info({ req: { method: 'GET', path: '/about' }, res: { status: 200 }, responseTime: 12 }, 'request completed');
    logger.info('54 migrations applied');
  `;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH },
  });
  return stdout.trim().split('\n');
}

describe('the log', () => {
  it('is one short line per event for a person in development', async () => {
    expect(await logged(true)).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/about 200 12 ms$/),
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: 54 migrations applied$/),
    ]);
  }, 30_000);

  it('is JSON lines otherwise', async () => {
    const [request, migrations] = (await logged(false)).map((line) => JSON.parse(line));
    expect(request).toMatchObject({ level: 30, req: { method: 'GET', path: '/about' }, res: { status: 200 } });
    expect(migrations).toMatchObject({ level: 30, msg: '54 migrations applied' });
  }, 30_000);
});
