// The JSON answers of the cached public reads. The content cache (server/core/content-cache.ts) hands out the same
// object while the content is unchanged, so its JSON text, ETag and compressed forms are made once per object
// rather than once per request, and the answers sent before Express (fast-reads.ts) find them here.
import { createHash } from 'node:crypto';
import { type Precompressed, precompressed } from '../http/precompressed';

/** Short, so a staff edit shows within half a minute, while the ETag lets browsers revalidate cheaply. */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=30';

const serialised = new WeakMap<object, Precompressed>();

/** `body` as JSON bytes with its ETag: made on first use, the same afterwards. */
export function serialisedAnswer(body: object): Precompressed {
  let answer = serialised.get(body);
  if (!answer) {
    const json = Buffer.from(JSON.stringify(body));
    answer = precompressed(json, `"${createHash('sha1').update(json).digest('base64url')}"`);
    serialised.set(body, answer);
  }
  return answer;
}

/** The answer already made for `body`, if one was: what the fast path may send without making anything. */
export const madeAnswer = (body: unknown): Precompressed | undefined =>
  typeof body === 'object' && body !== null ? serialised.get(body) : undefined;
