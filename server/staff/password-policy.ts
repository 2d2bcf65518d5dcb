// The staff password policy (OWASP ASVS V6): 12 to 1024 characters, no composition rules, no forced rotation, none of
// the 10,000 most common passwords (common-passwords.txt, see common-passwords.NOTICE), and hard enough to guess by
// zxcvbn's estimate (score 3 of 4 or more) with its common and English dictionaries plus the words an attacker would
// try first here: the institute's name and cities, and the member's own name and e-mail.
import fs from 'node:fs';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { CAMPUS_DIRECTORY, INSTITUTE } from '../../common/site';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;
/** zxcvbn's scale: 0-2 fall to an online or a slow offline attack; 3 is "safely unguessable" against those. */
export const PASSWORD_MIN_SCORE = 3;

/** A password the policy refuses; its message is safe to show to the person choosing it. */
export class PasswordPolicyError extends Error {}

/** Who the password is for: their name and e-mail are the first things a guesser tries. */
export type PasswordOwner = { email?: string; name?: string | null };

let commonPasswords: Set<string> | undefined;

/** The list sits beside this module in the source tree and beside the bundle in dist/server (copied by the build). */
function loadCommonPasswords(): Set<string> {
  if (commonPasswords) return commonPasswords;
  const text = fs.readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  commonPasswords = new Set(text.split('\n').filter(Boolean));
  return commonPasswords;
}

/** The institute's own words, lower case: its names, the words in them, its cities and its web address. */
export const INSTITUTE_WORDS: string[] = [
  ...new Set(
    [INSTITUTE.name, INSTITUTE.shortName, new URL(INSTITUTE.siteUrl).hostname, ...Object.keys(CAMPUS_DIRECTORY)]
      .flatMap((text) => [text, ...text.split(/[^a-z]+/i)])
      .map((word) => word.toLowerCase().trim())
      .filter((word) => word.length >= 3),
  ),
  'skylineinstitute',
  'siliguri',
  'kolkata',
  'calcutta',
  'darjeeling',
  'bengal',
];

let estimator: Promise<ZxcvbnFactory> | undefined;

/** zxcvbn with its dictionaries: several megabytes, so loaded on the first password set, once per process. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      translations: english.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary, institute: INSTITUTE_WORDS },
      useLevenshteinDistance: true,
    });
  })();
  estimator.catch(() => {
    estimator = undefined;
  });
  return estimator;
}

/** The owner's name, e-mail and the parts of both, as zxcvbn's "user inputs". */
function ownerWords(owner: PasswordOwner): string[] {
  const texts = [owner.email ?? '', owner.name ?? ''].filter(Boolean);
  return [
    ...new Set(
      texts.flatMap((text) => [text, ...text.split(/[^\p{L}\p{N}]+/u)]).filter((word) => [...word].length >= 3),
    ),
  ].map((word) => word.toLowerCase());
}

/**
 * Throws PasswordPolicyError when the password may not be used. Every path that sets a password calls this:
 * a password link, a member's own change, `npm run staff -- add` and ADMIN_PASSWORD at start.
 */
export async function assertPasswordAllowed(password: string, owner: PasswordOwner = {}): Promise<void> {
  // Counted in characters as people see them, not UTF-16 units.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH)
    throw new PasswordPolicyError(`The password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  if (length > PASSWORD_MAX_LENGTH)
    throw new PasswordPolicyError(`The password must be at most ${PASSWORD_MAX_LENGTH} characters`);
  // The list is lower case; "Password1234" is as guessable as "password1234".
  if (loadCommonPasswords().has(password.toLowerCase()))
    throw new PasswordPolicyError('This password is one of the most common passwords; please choose another');
  if (owner.email && password.trim().toLowerCase() === owner.email.trim().toLowerCase())
    throw new PasswordPolicyError('The password must not be the e-mail address');
  const zxcvbn = await loadEstimator();
  const { score, feedback } = zxcvbn.check(password, ownerWords(owner));
  if (score >= PASSWORD_MIN_SCORE) return;
  const hint = feedback.warning ?? feedback.suggestions[0];
  throw new PasswordPolicyError(
    `This password is too easy to guess.${hint ? ` ${hint}` : ''} ` +
      'A few unrelated words together make a strong password that is easy to remember.',
  );
}
