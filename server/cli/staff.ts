// `npm run staff -- add EMAIL`: creates a staff account or sets a new password on it.
// `npm run staff -- reset-2fa EMAIL`: a member (the last admin too) who lost their phone enrols again.
// The password comes from STAFF_PASSWORD or is typed on the terminal without echo, never from the command line
// (arguments end up in shell history and in every user's process list).
import { ConfigError, loadConfig } from '../core/config';
import { createDatabase } from '../db/index';
import { migrateLatest } from '../db/migrate';
import { enqueueMail } from '../mail/outbox';
import { createOrResetStaff, findStaffByEmail, setPasswordHashCost } from '../staff/accounts';
import { assertPasswordAllowed, PasswordPolicyError } from '../staff/password-policy';
import { isStaffEmail } from '../staff/sign-in-guard';
import { resetTwoFactor } from '../staff/totp';

const USAGE = [
  'Usage: npm run staff -- add EMAIL         (password from STAFF_PASSWORD, or asked for on the terminal)',
  '       npm run staff -- reset-2fa EMAIL   (clears two-factor sign-in: the member sets it up again)',
].join('\n');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads one line from the terminal without showing what is typed. */
function askHidden(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    stdout.write(prompt);
    let typed = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          stdout.write('\n');
          reject(new Error('cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

export const NO_PASSWORD_SOURCE =
  'There is no terminal to type the password on and STAFF_PASSWORD is not set: run this in a terminal ' +
  '(docker exec -it …) or set STAFF_PASSWORD; nothing was changed.';

async function obtainPassword(fromEnvironment: string | undefined): Promise<string> {
  if (fromEnvironment !== undefined) return fromEnvironment;
  if (!process.stdin.isTTY) fail(NO_PASSWORD_SOURCE);
  const first = await askHidden('New password: ');
  const second = await askHidden('Repeat it: ');
  if (first !== second) fail('The two passwords differ; nothing was changed.');
  return first;
}

const [command, email, ...rest] = process.argv.slice(2);
if ((command !== 'add' && command !== 'reset-2fa') || !email || rest.length) fail(USAGE);
if (!isStaffEmail(email)) fail(`${email} is not an e-mail address.\n${USAGE}`);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
setPasswordHashCost(config.passwordHashCost);

/** For the last admin, who cannot ask another: run on the server, so having its terminal is the proof. */
async function resetTwoFactorFromTerminal(): Promise<void> {
  const db = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let done: string | undefined;
  try {
    await migrateLatest(db.knex);
    const member = await findStaffByEmail(db.knex, email);
    if (member) {
      await db.knex.transaction(async (trx) => {
        await resetTwoFactor(trx, member.id);
        const { name } = (await trx('staff').where({ id: member.id }).first('name')) as { name: string };
        await enqueueMail(trx, {
          template: 'two_factor_reset',
          to: [member.email],
          params: { name, by: "The institute's server administrator (from the server's terminal)" },
        });
        await trx('audit_log').insert({
          staff_id: null,
          staff_email: 'server terminal',
          action: 'two_factor_reset',
          resource: 'staff',
          record_id: String(member.id),
          details: JSON.stringify({ email: member.email, via: 'npm run staff -- reset-2fa' }),
        });
      });
      done = member.email;
    }
  } finally {
    await db.close();
  }
  if (!done) fail(`There is no staff account ${email}; nothing was changed.`);
  console.log(
    `Two-factor sign-in reset for ${done}: signed out everywhere; they set it up again at their next sign-in.`,
  );
}

async function addOrResetPassword(): Promise<void> {
  const password = await obtainPassword(config.staffPassword).catch(() => fail('Cancelled; nothing was changed.'));
  const refused = (error: unknown) => {
    if (error instanceof PasswordPolicyError) fail(`${error.message.replace(/\.?$/, '.')} Nothing was changed.`);
    throw error;
  };
  // Checked before the database is opened, so a refused password costs nothing and says why.
  await assertPasswordAllowed(password, { email }).catch(refused);

  const db = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateLatest(db.knex);
    // Checked again there against the member's name, once the account is found.
    const { created } = await createOrResetStaff(db.knex, email, password).catch(refused);
    console.log(
      created ? `Staff account ${email} created.` : `New password set for ${email}; its open sessions were ended.`,
    );
  } finally {
    await db.close();
  }
}

await (command === 'reset-2fa' ? resetTwoFactorFromTerminal() : addOrResetPassword());
