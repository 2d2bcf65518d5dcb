// Answers that are sent many times unchanged (rendered pages, cached public reads) are compressed once per
// encoding and kept with the answer, instead of once per request as the compression middleware would.
import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import accepts from 'accepts';
import type { Request, Response } from 'express';

export type Encoding = 'br' | 'gzip';

/** One answer's bytes and ETag, with its compressed forms made on first demand, off the event loop. */
export type Precompressed = {
  bytes: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The compressed forms that are made, for a caller that cannot wait (server/content/fast-reads.ts). */
  ready: Partial<Record<Encoding, Buffer>>;
};

/** Below this, compressing is not worth a header (the compression middleware's threshold too). */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const precompressed = (bytes: Buffer, etag: string): Precompressed => ({
  bytes,
  etag,
  encoded: {},
  ready: {},
});

function encode(answer: Precompressed, encoding: Encoding): Promise<Buffer> {
  // Made once, so the strongest settings are affordable: a few milliseconds for a 100 KB page.
  answer.encoded[encoding] ??= (
    encoding === 'br'
      ? brotli(answer.bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzip(answer.bytes, { level: 9 })
  ).then((made) => {
    answer.ready[encoding] = made;
    return made;
  });
  return answer.encoded[encoding];
}

/**
 * Brotli whenever the client takes it: browsers list it after gzip ('gzip, deflate, br, zstd') with the same
 * weight, and a negotiation that honours their order would always pick gzip (8% larger on a page here).
 * (Express's `req.acceptsEncodings` is this same `accepts` call; a bare request has what it reads, the headers.)
 */
function preferredEncoding(req: IncomingMessage): Encoding | 'identity' {
  const accepted = accepts(req);
  if (accepted.encodings('br')) return 'br';
  return accepted.encodings('gzip') ? 'gzip' : 'identity';
}

/** The encoding `sendPrecompressed` sends `answer` in, to `req`. */
export const encodingFor = (req: IncomingMessage, answer: Precompressed): Encoding | 'identity' =>
  answer.bytes.length >= MIN_BYTES ? preferredEncoding(req) : 'identity';

/** The ETag of `answer` in `encoding`: each encoding is its own representation. */
export const etagFor = (answer: Precompressed, encoding: Encoding | 'identity'): string =>
  encoding === 'identity' ? answer.etag : answer.etag.replace(/"$/, `-${encoding}"`);

/**
 * Sends the answer in the best encoding the client accepts. Each encoding is its own representation, with its own
 * ETag; Express answers a matching If-None-Match with 304. Content-Type and status are the caller's to set.
 */
export async function sendPrecompressed(req: Request, res: Response, answer: Precompressed): Promise<void> {
  res.vary('Accept-Encoding');
  const encoding = encodingFor(req, answer);
  if (encoding === 'br' || encoding === 'gzip') {
    const body = await encode(answer, encoding);
    res.set({ 'Content-Encoding': encoding, ETag: etagFor(answer, encoding) }).send(body);
    return;
  }
  res.set('ETag', etagFor(answer, encoding)).send(answer.bytes);
}
