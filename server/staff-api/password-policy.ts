// The staff password policy (OWASP ASVS V6): at least 12 characters, no composition rules, none of the 10,000
// most common passwords (common-passwords.txt, see common-passwords.NOTICE), and no forced rotation.
import fs from 'node:fs';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;

/** A password the policy refuses; its message is safe to show to the person choosing it. */
export class PasswordPolicyError extends Error {}

let commonPasswords: Set<string> | undefined;

/** The list sits beside this module in the source tree and beside the bundle in dist/server (copied by the build). */
function loadCommonPasswords(): Set<string> {
  if (commonPasswords) return commonPasswords;
  const text = fs.readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  commonPasswords = new Set(text.split('\n').filter(Boolean));
  return commonPasswords;
}

/** Throws PasswordPolicyError when the password may not be used; every password-setting path calls this. */
export function assertPasswordAllowed(password: string, email?: string): void {
  // Counted in characters as people see them, not UTF-16 units.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH)
    throw new PasswordPolicyError(`The password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  if (length > PASSWORD_MAX_LENGTH)
    throw new PasswordPolicyError(`The password must be at most ${PASSWORD_MAX_LENGTH} characters`);
  // The list is lower case; "Password1234" is as guessable as "password1234".
  if (loadCommonPasswords().has(password.toLowerCase()))
    throw new PasswordPolicyError('This password is one of the most common passwords; please choose another');
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase())
    throw new PasswordPolicyError('The password must not be the e-mail address');
}
