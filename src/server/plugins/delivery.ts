import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Smaller answers are not worth a compressor's time (nor the extra header). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * How answers travel: compressed when the browser accepts it (the built client's files were
 * compressed at build time; answers made per request, JSON and rendered pages, are compressed here),
 * and each page or API answer carries an ETag so a repeat visit costs one small round trip (architecture §9).
 * Registered before the static files, as @fastify/compress requires.
 */
export async function registerDelivery(app: FastifyInstance): Promise<void> {
  // An ETag is the hash of the uncompressed body, so it is computed before compression.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!cacheable(request) || reply.statusCode !== 200) return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', hasCredentials(request) ? 'private, no-cache' : 'no-cache');
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const tag = reply.getHeader('etag')?.toString() ?? etagOf(payload);
    reply.header('etag', tag);
    if (!matches(request.headers['if-none-match'], tag)) return payload;
    reply.code(304);
    return '';
  });
  await app.register(compress, {
    global: true,
    // Only answers are compressed: a compressed request body could unpack past the body limit.
    globalDecompression: false,
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 4 compresses nearly as well as 11 for JSON and HTML at a small part of the cost per request.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
  });
}

const etagOf = (body: string | Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** A rendered page's body as it is sent: its ETag, and each compressed copy, made once however often it is sent. */
export interface PageBody {
  html: string;
  etag: string;
  encoded: { br?: Buffer; gzip?: Buffer };
}

export const pageBody = (html: string): PageBody => ({ html, etag: etagOf(html), encoded: {} });

/**
 * A rendered page, from the not-found handler, which @fastify/compress does not reach (it compresses
 * routes): with its ETag (a repeat visit is a 304) and compressed as the browser accepts. The page may
 * come from the cache of rendered pages, so each compressed copy is kept with it.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageBody): FastifyReply {
  reply.header('etag', page.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (reply.statusCode === 200 && matches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const encoding = Buffer.byteLength(page.html) >= COMPRESS_FROM_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(page.html);
  const body = (page.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.html, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
        })
      : gzipSync(page.html));
  return reply.header('content-encoding', encoding).send(body);
}

/** Brotli if the browser takes it, else gzip, else none; an encoding given `q=0` is refused. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** Pages and API reads: what a browser may keep and ask about again. Static files set their own headers. */
function cacheable(request: FastifyRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

/** An answer made for someone signed in is theirs alone: no shared cache may keep it. */
function hasCredentials(request: FastifyRequest): boolean {
  return Boolean(request.headers.authorization ?? request.headers.cookie);
}

/** If-None-Match as RFC 9110 compares it for GET: weakly, against any of a list, or `*`. */
export function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(tag));
}
