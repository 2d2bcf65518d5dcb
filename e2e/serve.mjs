// Starts the built server for the browser tests on a freshly created PostgreSQL database (with demo content).
import { spawn } from 'node:child_process';
import { recreateDatabase } from '../tests/helpers/fresh-database.mjs';

const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// E2E_DATABASE and E2E_PORT let parallel runs on one machine keep apart.
const name = process.env.E2E_DATABASE ?? 'skyline_e2e';
const databaseUrl = recreateDatabase(base, name);

const child = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: process.env.E2E_PORT ?? '3100',
    DATABASE_URL: databaseUrl,
    DATA_DIR: name === 'skyline_e2e' ? '/tmp/skyline-e2e-data' : `/tmp/${name}-data`,
    SESSION_SECRET: 'e2e-session-secret-0123456789',
    ADMIN_EMAIL: 'staff@example.com',
    ADMIN_PASSWORD: 'e2e-password-123',
    LOG_LEVEL: 'warn',
    // The browser suite signs in hundreds of times: argon2's least cost (never allowed in production).
    PASSWORD_HASH_COST: 'test',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
