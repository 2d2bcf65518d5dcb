// The only reader of process.env: the environment is parsed once, here, into a typed config.
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .string()
  .optional()
  .transform((value) => value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535')
      .default(3000),
    DATABASE_URL: z
      .string()
      .optional()
      .refine(
        (value) => value === undefined || value === '' || /^postgres(ql)?:\/\/[^\s]+$/.test(value),
        'must be a postgres:// or postgresql:// URL',
      )
      .transform((value) => (value ? value : undefined)),
    DATA_DIR: z.string().min(1).default('./data'),
    SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
    // The full password policy (common passwords too) is applied when the account is made, in accounts.ts.
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    // Read by `npm run staff -- add EMAIL` only; its length is checked there with a clearer message.
    STAFF_PASSWORD: z.string().optional(),
    TRUST_PROXY: booleanFlag,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    STATIC_DIR: z.string().optional(),
    REQUIRE_2FA: z.enum(['admin', 'all', 'none'], { error: 'must be admin, all or none' }).optional(),
    SESSION_IDLE_MINUTES: z.coerce
      .number({ error: 'must be a number of minutes' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(24 * 60, 'must be at most 1440')
      .default(30),
    SESSION_ABSOLUTE_HOURS: z.coerce
      .number({ error: 'must be a number of hours' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(24 * 30, 'must be at most 720')
      .default(12),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required when NODE_ENV=production' });
    }
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** The password for `npm run staff -- add`, so it never appears as an argument. */
  staffPassword: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  /** Folder holding the built public site and staff panel (dist/). */
  distDir: string;
  /** Who must sign in with a second factor: admins only, everyone, or nobody. */
  requireTwoFactor: 'admin' | 'all' | 'none';
  /** A staff session unused this long ends. */
  sessionIdleMs: number;
  /** A staff session ends this long after sign-in however active it is. */
  sessionAbsoluteMs: number;
};

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    sessionSecret: e.SESSION_SECRET,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    staffPassword: e.STAFF_PASSWORD,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    distDir: path.resolve(e.STATIC_DIR ?? 'dist'),
    // Production protects admins by default; development and tests opt in, so a fresh checkout signs in plainly.
    requireTwoFactor: e.REQUIRE_2FA ?? (e.NODE_ENV === 'production' ? 'admin' : 'none'),
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
  };
}
