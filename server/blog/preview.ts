// Preview links: staff open a post that is not live (a draft, a scheduled or unpublished post) as visitors will see
// it, through a link signed with the session secret that works until it expires. Anyone holding the link may open
// it (to show a colleague), but it names one post and cannot be altered or extended.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a preview link works. */
export const PREVIEW_LINK_MS = 24 * 60 * 60 * 1000;

const signature = (secret: string, postId: number, expires: number) =>
  createHmac('sha256', secret).update(`blog-preview:${postId}:${expires}`).digest('base64url');

/** The `preview` query value for post `postId`, valid until `expires` (ms since the epoch), signed with `secrets[0]`. */
export function previewToken(secrets: readonly string[], postId: number, expires: number): string {
  return `${expires}.${signature(secrets[0], postId, expires)}`;
}

/**
 * Whether `token` was made by previewToken with any of `secrets` for this post and has not expired at `now`: links
 * signed before a rotation keep working while the old secret is still listed.
 */
export function previewTokenValid(secrets: readonly string[], postId: number, token: unknown, now: number): boolean {
  if (typeof token !== 'string') return false;
  const match = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires <= now) return false;
  const given = Buffer.from(match[2]);
  return secrets.some((secret) => {
    const expected = Buffer.from(signature(secret, postId, expires));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
