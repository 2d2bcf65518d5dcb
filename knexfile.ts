// For the knex CLI (e.g. `npx knex migrate:status`); the server itself migrates at start (server/db/migrate.ts).
import { migrationSource } from './migrations/index';

export default {
  client: 'pg',
  connection: process.env.DATABASE_URL,
  migrations: { migrationSource },
};
