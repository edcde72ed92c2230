import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BoundedCache } from './bounded-cache.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies smaller than this go out as they are: compressing them saves less than a packet. */
const COMPRESS_THRESHOLD = 1024;

/**
 * A public answer serialized once: the JSON text, a strong ETag of it, and its brotli and gzip
 * encodings, so a read costs no query, no JSON.stringify and no compression (decision 029).
 */
export type CachedBody = {
  text: string;
  contentType: string;
  /** Hash of the text; each content coding gets its own suffix (a strong ETag names one set of bytes). */
  hash: string;
  br: Buffer | null;
  gzip: Buffer | null;
};

type Entry = { body: Promise<CachedBody>; expiresAt: number; /** Set once the body is built. */ ready?: CachedBody };
type Space = { entries: BoundedCache<Entry>; generation: number };

/**
 * The bodies one database handle's caches keep at most (decision 073). Their keys are the code's
 * own (a list, per language), never a client's text, so these ceilings are never met in use.
 */
export const CACHED_BODIES = { entries: 256, bytes: 32 * 1024 * 1024 };
/** A body counts this much until it is built and its real size is known. */
const UNBUILT_BYTES = 64 * 1024;

/**
 * Caches live beside the database handle they were read from (not in a module-wide map), so
 * every app instance and test server has its own, and code holding only `db` (repositories,
 * seeders) can invalidate them after a write.
 */
const spaces = new WeakMap<object, Space>();

const spaceOf = (owner: object): Space => {
  let space = spaces.get(owner);
  if (!space) {
    space = { entries: new BoundedCache<Entry>(CACHED_BODIES), generation: 0 };
    spaces.set(owner, space);
  }
  return space;
};

/**
 * A text body with its hash and (when worth it) its brotli and gzip encodings: at maximum levels
 * for bodies that rarely change, at brotli 5 / gzip 6 for bodies that change with every write
 * (the rating summaries: 3 KB at brotli 11 takes 35 ms, at 5 well under one).
 */
export async function encodeBody(text: string, contentType: string, levels: 'max' | 'fast' = 'max'): Promise<CachedBody> {
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 27);
  if (Buffer.byteLength(text) < COMPRESS_THRESHOLD) return { text, contentType, hash, br: null, gzip: null };
  const max = levels === 'max';
  const [br, gz] = await Promise.all([
    brotli(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: max ? 11 : 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
    gzipAsync(text, { level: max ? 9 : 6 }),
  ]);
  return { text, contentType, hash, br, gzip: gz };
}

/** What a cached body holds in memory: its text and its encodings (what the caches' byte ceilings count). */
export const cachedBodyBytes = (body: CachedBody) => 2 * body.text.length + (body.br?.length ?? 0) + (body.gzip?.length ?? 0);

export const serializeBody = (value: unknown) => encodeBody(JSON.stringify(value), 'application/json; charset=utf-8');

/**
 * The cached body under `key`, built by `load` (the JSON text, written by the route's contract
 * serializer) when missing or older than `ttlMs`. The TTL bounds how long another instance's write
 * stays unseen here; writes through this process invalidate at once.
 */
export function cachedBody(owner: object, key: string, ttlMs: number, load: () => Promise<string>): Promise<CachedBody> {
  const space = spaceOf(owner);
  const now = Date.now();
  const entry = space.entries.get(key, now);
  if (entry && entry.expiresAt > now) return entry.body;
  const generation = space.generation;
  const body = load().then((text) => encodeBody(text, 'application/json; charset=utf-8'));
  const fresh: Entry = { body, expiresAt: now + ttlMs };
  space.entries.set(key, fresh, UNBUILT_BYTES, Infinity, now);
  body.catch(() => {
    // A failed read is not cached; the next request tries again.
    if (space.entries.get(key)?.body === body) space.entries.delete(key);
  });
  void body.then(
    (built) => {
      // Invalidated while loading: the rows read may predate the write.
      if (space.generation !== generation && space.entries.get(key)?.body === body) space.entries.delete(key);
      else {
        fresh.ready = built;
        space.entries.resize(key, fresh, cachedBodyBytes(built));
      }
    },
    () => undefined,
  );
  return body;
}

/**
 * The body cached under `key` when it is built and still fresh, without waiting or loading: the
 * fast lane (decision 041) answers from it, and leaves a miss to the route, which loads it.
 */
export function peekCachedBody(owner: object, key: string): CachedBody | undefined {
  const now = Date.now();
  const entry = spaces.get(owner)?.entries.get(key, now);
  return entry?.ready && entry.expiresAt > now ? entry.ready : undefined;
}

/** Forgets every cached body read from `owner` (call after writing what they are built from). */
export function invalidateCachedBodies(owner: object): void {
  const space = spaces.get(owner);
  if (!space) return;
  space.generation += 1;
  space.entries.clear();
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

/** True when If-None-Match names this body in any of its codings (or is `*`). */
function notModified(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return (
      t === '*' ||
      t
        .replace(/^W\//, '')
        .replace(/^"|"$/g, '')
        .replace(/-(br|gz)$/, '') === hash
    );
  });
}

/** A cached body's answer to one request: status, the headers the body decides, and the bytes. */
export type CachedAnswer = { status: 200 | 304; headers: Array<[string, string]>; payload: Buffer | string | null };

/**
 * The answer to a request for a cached body: 304 when the client holds it, else the best encoding
 * it accepts, with a strong ETag, Vary (Accept-Encoding added to `vary`, what is there already:
 * CORS's Origin) and the given Cache-Control. Shared by the routes and the fast lane, so both
 * answer the same headers.
 */
export function cachedAnswer(
  requestHeaders: IncomingHttpHeaders,
  body: CachedBody,
  cacheControl: string,
  vary: string | undefined,
  /** Request headers the body depends on besides Accept-Encoding (the page: its language). */
  varyAlso?: string,
): CachedAnswer {
  const accept = requestHeaders['accept-encoding'];
  const fresh = notModified(requestHeaders['if-none-match'], body.hash);
  // The same request headers get the same answer: kept per body for the few Accept-Encoding
  // values browsers send (decision 054), so a read negotiates and builds its headers once.
  // The last request's answer first, compared field by field: a key string built and hashed per
  // request was most of this function's cost, and consecutive requests mostly ask alike.
  const last = lastAnswers.get(body);
  if (
    last !== undefined &&
    last.accept === accept &&
    last.fresh === fresh &&
    last.cacheControl === cacheControl &&
    last.vary === vary &&
    last.varyAlso === varyAlso
  )
    return last.answer;
  const key = `${fresh ? 304 : 200}\n${accept ?? ''}\n${cacheControl}\n${vary ?? ''}\n${varyAlso ?? ''}`;
  let answers = answersByBody.get(body);
  let answer = answers?.get(key);
  if (!answer) {
    answer = negotiate(accept, fresh, body, cacheControl, vary, varyAlso);
    if (!answers) answersByBody.set(body, (answers = new Map()));
    if (answers.size < ANSWERS_PER_BODY && key.length <= ANSWER_KEY_MAX_LENGTH) answers.set(key, answer);
  }
  if (key.length <= ANSWER_KEY_MAX_LENGTH) lastAnswers.set(body, { accept, fresh, cacheControl, vary, varyAlso, answer });
  return answer;
}

type LastAnswer = {
  accept: string | undefined;
  fresh: boolean;
  cacheControl: string;
  vary: string | undefined;
  varyAlso: string | undefined;
  answer: CachedAnswer;
};
const lastAnswers = new WeakMap<CachedBody, LastAnswer>();

/** Distinct request header sets whose answers a body keeps; any others are built per request. */
const ANSWERS_PER_BODY = 32;
/**
 * A browser's Accept-Encoding is a few dozen characters; a longer one (a client's own text, up to
 * the header limit) is answered without being kept, so a body's answers stay a few KB (decision 073).
 */
const ANSWER_KEY_MAX_LENGTH = 256;
const answersByBody = new WeakMap<CachedBody, Map<string, CachedAnswer>>();

function negotiate(
  accept: string | undefined,
  fresh: boolean,
  body: CachedBody,
  cacheControl: string,
  vary: string | undefined,
  varyAlso: string | undefined,
): CachedAnswer {
  const coding = body.br && accept ? encodings.negotiate(accept) : null;
  const [payload, suffix, contentEncoding] =
    coding === 'br' && body.br
      ? [body.br, '-br', 'br']
      : coding === 'gzip' && body.gzip
        ? [body.gzip, '-gz', 'gzip']
        : [body.text, '', null];
  const ours = varyAlso ? `Accept-Encoding, ${varyAlso}` : 'Accept-Encoding';
  const headers: Array<[string, string]> = [
    ['vary', vary ? `${vary}, ${ours}` : ours],
    ['cache-control', cacheControl],
    ['etag', `"${body.hash}${suffix}"`],
  ];
  if (fresh) return { status: 304, headers, payload: null };
  if (contentEncoding) headers.push(['content-encoding', contentEncoding]);
  headers.push(['content-type', body.contentType]);
  return { status: 200, headers, payload };
}

/** Sends a cached body through Fastify (see cachedAnswer). */
export function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  cacheControl: string,
  /** Request headers the body depends on besides Accept-Encoding (the page: its language). */
  varyAlso?: string,
): FastifyReply {
  const vary = reply.getHeader('vary');
  const answer = cachedAnswer(request.headers, body, cacheControl, vary === undefined ? undefined : String(vary), varyAlso);
  for (const [name, value] of answer.headers) reply.header(name, value);
  return reply.status(answer.status).send(answer.payload ?? undefined);
}
