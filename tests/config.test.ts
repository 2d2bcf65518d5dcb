import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ConfigError, loadConfig } from '../server/core/config';

const run = promisify(execFile);

describe('configuration', () => {
  it('has the contract defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.env).toBe('development');
    expect(config.trustProxy).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT must be between 1 and 65535/],
    [{ DATABASE_URL: 'mysql://localhost/x' }, /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/],
    [{ NODE_ENV: 'production', EMBEDDED_DATABASE: '1' }, /SESSION_SECRET is required when NODE_ENV=production/],
    [
      { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) },
      /^Invalid configuration: DATABASE_URL is required when NODE_ENV=production \(set EMBEDDED_DATABASE=1 /,
    ],
    [
      { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), EMBEDDED_DATABASE: 'yes' },
      /EMBEDDED_DATABASE must be 1 or 0/,
    ],
    [{ SESSION_SECRET: `${'n'.repeat(32)},short` }, /SESSION_SECRET must be at least 16 characters/],
    [{ ADMIN_EMAIL: 'not-an-email' }, /ADMIN_EMAIL must be an e-mail address/],
    [{ SMTP_URL: 'http://mail.example.com' }, /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ MAIL_FROM: 'office at example' }, /MAIL_FROM must be an address/],
    [{ ENQUIRY_INBOX: 'a@example.com, nope' }, /ENQUIRY_INBOX must be e-mail addresses separated by commas/],
    [{ PUBLIC_URL: 'ftp://example.com' }, /PUBLIC_URL must be an http\(s\):\/\/ URL/],
    [{ PASSWORD_HASH_COST: 'cheap' }, /PASSWORD_HASH_COST must be standard or test/],
    [
      { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), EMBEDDED_DATABASE: '1', PASSWORD_HASH_COST: 'test' },
      /PASSWORD_HASH_COST cannot be test when NODE_ENV=production/,
    ],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow(ConfigError);
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow(message);
  });

  it('reads the e-mail settings: no SMTP by default, the inbox as a list, links to this server outside production', () => {
    const defaults = loadConfig({});
    expect(defaults.smtpUrl).toBeUndefined();
    expect(defaults.enquiryInbox).toEqual([]);
    expect(defaults.publicUrl).toBe('http://localhost:3000');
    expect(defaults.mailFrom).toBe('"Skyline Institute" <no-reply@skylineinstitute.in>');
    const set = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: '"Admissions" <admissions@example.com>',
      ENQUIRY_INBOX: ' one@example.com ,two@example.com',
      PUBLIC_URL: 'https://www.example.com/',
    });
    expect(set).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      mailFrom: '"Admissions" <admissions@example.com>',
      enquiryInbox: ['one@example.com', 'two@example.com'],
      publicUrl: 'https://www.example.com',
    });
  });

  it("hashes passwords at argon2's standard cost unless the suite runs in tests or asks for the test cost", () => {
    expect(loadConfig({}).passwordHashCost).toBe('standard');
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      EMBEDDED_DATABASE: '1',
      TOTP_KEY: 'ab'.repeat(32),
    } as const;
    expect(loadConfig(production).passwordHashCost).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test' }).passwordHashCost).toBe('test');
    expect(loadConfig({ PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe('test');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'standard' }).passwordHashCost).toBe('standard');
  });

  it('runs production on the embedded database only when EMBEDDED_DATABASE=1 says so', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), TOTP_KEY: 'ab'.repeat(32) };
    expect(loadConfig({ ...production, EMBEDDED_DATABASE: '1' }).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ ...production, EMBEDDED_DATABASE: '0' })).toThrow(/DATABASE_URL is required/);
    expect(loadConfig({ ...production, DATABASE_URL: 'postgres://db/skyline' }).databaseUrl).toBe(
      'postgres://db/skyline',
    );
    // Development and tests keep their embedded default.
    expect(loadConfig({}).databaseUrl).toBeUndefined();
  });

  it('reads SESSION_SECRET as a comma-separated list: the first signs, all verify', () => {
    expect(loadConfig({ SESSION_SECRET: 'a'.repeat(16) }).sessionSecrets).toEqual(['a'.repeat(16)]);
    expect(loadConfig({ SESSION_SECRET: ` ${'n'.repeat(32)} ,${'o'.repeat(32)},` }).sessionSecrets).toEqual([
      'n'.repeat(32),
      'o'.repeat(32),
    ]);
    expect(loadConfig({}).sessionSecrets).toEqual([]);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses and subnets, never as "trust all"', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    for (const off of ['', '0', 'false']) expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      'fd00::/8',
      'loopback',
    ]);
    // `true` would make Express take the left-most X-Forwarded-For, which the client writes.
    for (const bad of ['true', 'yes', 'TRUE', '10.0.0.0/33', '10.0.0/8', 'proxy.internal', '11', '1,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/^Invalid configuration: TRUST_PROXY must be/);
    }
  });

  it.each([
    ['PORT', 'not-a-port'],
    ['DATABASE_URL', 'http://example.com/db'],
  ])('a bad %s stops the server start with one clear line', async (name, value) => {
    const result = await run(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH, [name]: value, DATA_DIR: '/tmp/skyline-config-test' },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${name} `));
  });

  it('a production start without DATABASE_URL stops with one line saying so', async () => {
    const result = await run(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        TOTP_KEY: 'ab'.repeat(32),
        DATA_DIR: '/tmp/skyline-config-test',
      },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: DATABASE_URL is required when NODE_ENV=production ' +
        '(set EMBEDDED_DATABASE=1 to run on the embedded database in DATA_DIR)',
    ]);
  });
});

test('server/core/config.ts is the only server file that reads settings from process.env', () => {
  const root = path.resolve(import.meta.dirname, '../server');
  const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file));
  const readers = files.filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes('process.env'));
  // dev.ts hands its whole environment on to the prospectus script it runs; it reads no setting from it.
  expect(readers.sort()).toEqual(['core/config.ts', 'dev.ts']);
  expect(fs.readFileSync(path.join(root, 'dev.ts'), 'utf8').match(/.{3}process\.env\b/g)).toEqual(['...process.env']);
});
