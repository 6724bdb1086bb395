import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// ADR 0031: a comparison reply is kept as the bytes it is sent as, made once per cached reply. Writing a
// kept Buffer costs the server next to nothing; a string was encoded again on every request, and the
// load-all replies (Lifetime Income 225 KB) are what a browser would rather receive compressed.

export interface EncodedReply {
  /** The JSON, UTF-8. */
  identity: Buffer;
  /** The same bytes gzipped, or null when the reply is too small for that to gain anything. */
  gzip: Buffer | null;
  /**
   * Brotli (about half gzip's size on these replies), made in the background: null until then, and on
   * a small reply.
   */
  br: Buffer | null;
  /** Settles when `br` is final (tests wait on it). */
  brDone: Promise<void>;
}

/** Below this, a compressed body's header and the client's inflating cost more than the bytes saved. */
export const COMPRESS_MIN_BYTES = 4 * 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Encodes once what every request for the same reply then sends: the UTF-8 bytes and gzip now (a few
 * milliseconds, off the event loop), brotli after.
 */
export async function encodeReply(json: string): Promise<EncodedReply> {
  const identity = Buffer.from(json, 'utf8');
  if (identity.length < COMPRESS_MIN_BYTES)
    return { identity, gzip: null, br: null, brDone: Promise.resolve() };
  const gzipped = await gzipAsync(identity);
  const encoded: EncodedReply = {
    identity,
    gzip: gzipped.length < identity.length ? gzipped : null,
    br: null,
    brDone: Promise.resolve(),
  };
  encoded.brDone = brotliAsync(identity, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      // Quality 11 took up to a second of CPU for each new reply kept, paid again for every adviser's
      // other criteria; 6 costs about what gzip does, for nearly all of the gain.
      [constants.BROTLI_PARAM_QUALITY]: 6,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  }).then(
    (compressed) => {
      if (compressed.length < (encoded.gzip ?? identity).length) encoded.br = compressed;
    },
    // gzip and the plain bytes still serve; nothing is lost but the smaller body.
    () => undefined,
  );
  return encoded;
}

/** The bytes a kept reply holds once brotli is made (issue 33: the cache's budget is in bytes). */
export const encodedBytes = (encoded: EncodedReply) =>
  encoded.identity.length + 2 * (encoded.gzip?.length ?? 0);

export type ContentCoding = 'br' | 'gzip';

/** Sends the encoded reply: brotli or gzip when the client takes it and it is ready, else the plain bytes. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, encoded: EncodedReply) {
  reply.type('application/json; charset=utf-8');
  const bodies = new Map<ContentCoding, Buffer>();
  if (encoded.br) bodies.set('br', encoded.br);
  if (encoded.gzip) bodies.set('gzip', encoded.gzip);
  if (bodies.size === 0) return reply.send(encoded.identity);
  reply.header('vary', 'accept-encoding');
  // The client's Accept-Encoding (RFC 9110 §12.5.3): the highest q above 0, named or by `*`; ties go
  // to the first available (brotli, the smaller). No header: plain bytes.
  const header = request.headers['accept-encoding'];
  const coding = header
    ? (negotiate(header.toLowerCase(), [...bodies.keys()]) as ContentCoding | null)
    : null;
  const body = coding && bodies.get(coding);
  if (!coding || !body) return reply.send(encoded.identity);
  return reply.header('content-encoding', coding).send(body);
}
