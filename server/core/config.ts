// The only reader of process.env: the environment is parsed once, here, into a typed config.
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_RETENTION_MONTHS } from '../../common/privacy';
import { INSTITUTE } from '../../common/site';
import { parseTotpKeys, type TotpKeyring } from './totp-keys';

/** Express's named ranges, accepted in a TRUST_PROXY list. */
const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address or subnet (`10.0.0.0/8`, `fd00::/8`) as Express's proxy-addr reads it. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_PROXY_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

const TOTP_KEY_MESSAGE =
  'must be one or more 32-byte keys, each 64 hex digits or base64 (openssl rand -base64 32), separated by commas';

const TRUST_PROXY_MESSAGE =
  'must be a hop count (1, 2) or a comma-separated list of proxy addresses or subnets (10.0.0.0/8), never true: ' +
  'trusting every hop would take the client address from the X-Forwarded-For the client writes';

/**
 * TRUST_PROXY: unset, empty, 0 or false trust no proxy; a whole number trusts that many hops in front of the server;
 * otherwise a list of the proxies' addresses or subnets. `true` (trust every hop) is refused: Express would then
 * take the left-most X-Forwarded-For, which the client writes, so anyone could pick the address rate limits count.
 */
const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops <= 10) return hops;
      ctx.addIssue({ code: 'custom', message: 'must be at most 10 hops' });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => entry !== '' && isProxyAddress(entry))) return entries;
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
    return z.NEVER;
  });

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
    // A comma-separated list while rotating: the first signs, every one verifies (docs/deploy.md).
    SESSION_SECRET: z
      .string()
      .optional()
      .transform((value, ctx): string[] => {
        const secrets = (value ?? '')
          .split(',')
          .map((secret) => secret.trim())
          .filter(Boolean);
        if (secrets.some((secret) => secret.length < 16)) {
          ctx.addIssue({ code: 'custom', message: 'must be at least 16 characters (each, in a comma-separated list)' });
          return z.NEVER;
        }
        return secrets;
      }),
    EMBEDDED_DATABASE: z.enum(['0', '1'], { error: 'must be 1 or 0' }).optional(),
    TOTP_KEY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (!value?.trim()) return undefined;
        const keys = parseTotpKeys(value);
        if (keys) return keys;
        ctx.addIssue({ code: 'custom', message: TOTP_KEY_MESSAGE });
        return z.NEVER;
      }),
    ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
    // The full password policy (common passwords too) is applied when the account is made, in accounts.ts.
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    // Read by `npm run staff -- add EMAIL` only; its length is checked there with a clearer message.
    STAFF_PASSWORD: z.string().optional(),
    TRUST_PROXY: trustProxySetting,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    STATIC_DIR: z.string().optional(),
    REQUIRE_2FA: z.enum(['admin', 'all', 'none'], { error: 'must be admin, all or none' }).optional(),
    PASSWORD_HASH_COST: z.enum(['standard', 'test'], { error: 'must be standard or test' }).optional(),
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
    SMTP_URL: z
      .string()
      .optional()
      .refine(
        (value) => !value || /^smtps?:\/\/[^\s]+$/.test(value),
        'must be an smtp:// or smtps:// URL (smtp://user:password@host:587)',
      )
      .transform((value) => (value ? value : undefined)),
    MAIL_FROM: z
      .string()
      .optional()
      .refine((value) => !value || /<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/.test(value.trim()), {
        message: 'must be an address (office@example.com) or a name and address ("Office" <office@example.com>)',
      }),
    ENQUIRY_INBOX: z
      .string()
      .optional()
      .transform((value, ctx): string[] => {
        const addresses = (value ?? '')
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        for (const address of addresses)
          if (!z.email().safeParse(address).success) {
            ctx.addIssue({ code: 'custom', message: 'must be e-mail addresses separated by commas' });
            return z.NEVER;
          }
        return addresses;
      }),
    RETENTION_MONTHS: z.coerce
      .number({ error: 'must be a number of months' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(120, 'must be at most 120')
      .default(DEFAULT_RETENTION_MONTHS),
    PUBLIC_URL: z
      .string()
      .optional()
      .refine((value) => !value || /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(value), 'must be an http(s):// URL')
      .transform((value) => (value ? value.replace(/\/+$/, '') : undefined)),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET.length) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    // In a container the embedded database is lost with the container: production says so on purpose or not at all.
    if (env.NODE_ENV === 'production' && !env.DATABASE_URL && env.EMBEDDED_DATABASE !== '1') {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message:
          'is required when NODE_ENV=production (set EMBEDDED_DATABASE=1 to run on the embedded database in DATA_DIR)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.TOTP_KEY) {
      ctx.addIssue({ code: 'custom', path: ['TOTP_KEY'], message: 'is required when NODE_ENV=production' });
    }
    if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST === 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: 'cannot be test when NODE_ENV=production',
      });
    }
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  /** SESSION_SECRET's list: the first signs cookies and links, every one verifies them; empty: none given. */
  sessionSecrets: string[];
  /** Keys for TOTP secrets at rest (server/core/totp-keys.ts): the first encrypts, all decrypt. */
  totpKeys: TotpKeyring | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** The password for `npm run staff -- add`, so it never appears as an argument. */
  staffPassword: string | undefined;
  /** Express's `trust proxy`: false, a hop count, or the proxies' addresses and subnets; never `true`. */
  trustProxy: false | number | string[];
  logLevel: string;
  /** Folder holding the built public site and staff panel (dist/). */
  distDir: string;
  /** Who must sign in with a second factor: admins only, everyone, or nobody. */
  requireTwoFactor: 'admin' | 'all' | 'none';
  /** argon2id's cost for new password hashes (server/staff/accounts.ts): standard, or test (never in production). */
  passwordHashCost: 'standard' | 'test';
  /** A staff session unused this long ends. */
  sessionIdleMs: number;
  /** A staff session ends this long after sign-in however active it is. */
  sessionAbsoluteMs: number;
  /** SMTP server the outbox sends through; unset: e-mails stay in the outbox for admins to read. */
  smtpUrl: string | undefined;
  /** The From of every e-mail. */
  mailFrom: string;
  /** Staff addresses for new-enquiry alerts when an applicant has no owner; empty: the active admins' addresses. */
  enquiryInbox: string[];
  /** The site's address as visitors and staff reach it, for links in e-mails (no trailing slash). */
  publicUrl: string;
  /**
   * Months after their last submission that the retention job erases a person who never reached Applied or
   * Enrolled (server/privacy/retention.ts).
   */
  retentionMonths: number;
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
    sessionSecrets: e.SESSION_SECRET,
    totpKeys: e.TOTP_KEY,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    staffPassword: e.STAFF_PASSWORD,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    distDir: path.resolve(e.STATIC_DIR ?? 'dist'),
    // Production protects admins by default; development and tests opt in, so a fresh checkout signs in plainly.
    requireTwoFactor: e.REQUIRE_2FA ?? (e.NODE_ENV === 'production' ? 'admin' : 'none'),
    passwordHashCost: e.PASSWORD_HASH_COST ?? (e.NODE_ENV === 'test' ? 'test' : 'standard'),
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM?.trim() || `"${INSTITUTE.shortName}" <no-reply@skylineinstitute.in>`,
    enquiryInbox: e.ENQUIRY_INBOX,
    // Production links point at the public site; elsewhere at this server, so a developer can follow them.
    publicUrl: e.PUBLIC_URL ?? (e.NODE_ENV === 'production' ? INSTITUTE.siteUrl : `http://localhost:${e.PORT}`),
    retentionMonths: e.RETENTION_MONTHS,
  };
}
