import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';

/** What a fast-lane answer logs: Fastify's access line (app.ts) for the same request. */
export type AccessEntry = { reqId: string; method: string; url: string; ip: string | undefined; statusCode: number; responseTime: number };

const ACCESS_MESSAGE = 'request completed';

/**
 * An answer's time as the access line gives it: milliseconds to the microsecond. JavaScript
 * prints a full double's shortest form (0.12345678901234) in about 200 ns, a rounded one in 30.
 */
export const responseMs = (ms: number): number => Math.round(ms * 1000) / 1000;
/** Distinct (method, path, address) and status texts kept at most; then they are made again. */
const MAX_CACHED = 256;
/** Longer paths (a client's own text, up to the header limit) are written without being kept: 256 x 512 at most (decision 073). */
const MAX_CACHED_URL = 512;
const REQUEST_ID = /^[\w-]{1,100}$/;

const {
  lsCacheSym,
  timeSym,
  chindingsSym,
  streamSym,
  serializersSym,
  stringifiersSym,
  endSym,
  messageKeySym,
  nestedKeySym,
  mixinSym,
  formattersSym,
  hooksSym,
  needsMetadataGsym,
  msgPrefixSym,
  levelValSym,
} = pino.symbols as typeof pino.symbols & { msgPrefixSym: symbol; levelValSym: symbol };

export type AccessLineWriter = ((entry: AccessEntry) => void) & {
  /** True when lines are built here, false when each goes through log.info. */
  readonly direct: boolean;
  /**
   * True when `log` is a request's logger that writes the same line as this writer: the child
   * Fastify makes of the root logger for the request, binding only its reqId, with the root's
   * level, serializers and formatting (no route logLevel or logSerializers). The access log
   * controller (app.ts) writes through this writer then, through `log.info` otherwise.
   */
  writesFor(log: FastifyBaseLogger, reqId: string): boolean;
};

type Internals = Record<symbol, unknown>;
type Serializer = (value: unknown) => unknown;

/**
 * Decisions 064 and 067. The access line, byte for byte what
 * `log.info({ reqId, req: { method, url, ip }, res: { statusCode }, responseTime }, 'request completed')`
 * writes, without pino's generic pass over the object (a key loop, two JSON.stringify calls and
 * the serializers on every line: 3.3 us of a signed-in read's CPU, against under 1 us here).
 * The serialized `req` and `res` parts are made by the logger's own serializers, once per distinct
 * method, path and address and once per status: the app's serializers are pure functions of those
 * fields (app.ts). The line then goes to the logger's stream as pino would hand it over.
 *
 * Through pino.symbols (its interface for integrations, which Fastify also uses): when the logger
 * has anything that changes a line (a mixin, a log formatter, hooks, a message prefix, a nested key,
 * another message key, stringifiers, a stream that wants metadata), or is not pino, every line goes
 * through `log.info` as before. A test compares both writers' lines.
 *
 * The fast lane writes every line through it; Fastify's access log controller (app.ts) too, for
 * requests whose logger `writesFor` accepts: the request's reqId binding is written as that
 * child logger's bindings would be, and a path with a query gets its `req` part made afresh.
 */
export function accessLineWriter(log: FastifyBaseLogger): AccessLineWriter {
  const slow = (entry: AccessEntry) =>
    log.info(
      {
        reqId: entry.reqId,
        req: { method: entry.method, url: entry.url, ip: entry.ip },
        res: { statusCode: entry.statusCode },
        responseTime: entry.responseTime,
      },
      ACCESS_MESSAGE,
    );
  const logger = log as unknown as Internals;
  if (!plain(logger)) return Object.assign(slow, { direct: false, writesFor: () => false });

  const serializers = logger[serializersSym] as Record<string, Serializer | undefined>;
  /** A property as pino writes an object value; null when the serializer made anything else (then log.info writes the line). */
  const property = (key: string, value: unknown): string | null => {
    const serialized = serializers[key] ? serializers[key](value) : value;
    if (serialized === null || typeof serialized !== 'object') return null;
    try {
      return `,"${key}":${JSON.stringify(serialized)}`;
    } catch {
      return null; // circular: pino's safe stringify
    }
  };
  // By method, then path, then address (no key string to build per line); all dropped beyond MAX_CACHED.
  const reqParts = new Map<string, Map<string, Map<string | undefined, string | null>>>();
  let reqPartCount = 0;
  const resParts = new Map<number, string | null>();
  const reqPart = (method: string, url: string, ip: string | undefined) => {
    // A query is never kept: the serializer drops it, and signed links must not stay in memory either.
    if (url.includes('?') || url.length > MAX_CACHED_URL) return property('req', { method, url, ip });
    let part = reqParts.get(method)?.get(url)?.get(ip);
    if (part === undefined) {
      if (reqPartCount >= MAX_CACHED) {
        reqParts.clear();
        reqPartCount = 0;
      }
      part = property('req', { method, url, ip });
      let byUrl = reqParts.get(method);
      if (!byUrl) reqParts.set(method, (byUrl = new Map()));
      let byIp = byUrl.get(url);
      if (!byIp) byUrl.set(url, (byIp = new Map()));
      byIp.set(ip, part);
      reqPartCount += 1;
    }
    return part;
  };
  const resPart = (statusCode: number) => {
    let part = resParts.get(statusCode);
    if (part === undefined) {
      if (resParts.size >= MAX_CACHED) resParts.clear();
      part = property('res', { statusCode });
      resParts.set(statusCode, part);
    }
    return part;
  };
  const tail = `,"msg":${JSON.stringify(ACCESS_MESSAGE)}${logger[endSym] as string}`;
  // What a line never changes: pino keeps a logger's level text, time function, stream and
  // (for the root logger Fastify makes) bindings for its life; read once, not per line through
  // its symbol-keyed properties.
  const levelText = (logger[lsCacheSym] as Record<number, string>)[30]!;
  const time = logger[timeSym] as () => string;
  const stream = logger[streamSym] as { write(line: string): unknown };
  // The text between the reqId's value and the responseTime's, kept for the last distinct
  // (method, path, address, status): a service's traffic repeats them, a load test always.
  let last: { method: string; url: string; ip: string | undefined; statusCode: number; middle: string } | null = null;

  const direct = (entry: AccessEntry) => {
    if ((logger[levelValSym] as number) > 30) return; // info is off
    let middle: string;
    if (
      last !== null &&
      last.url === entry.url &&
      last.ip === entry.ip &&
      last.statusCode === entry.statusCode &&
      last.method === entry.method
    )
      middle = last.middle;
    else {
      const req = reqPart(entry.method, entry.url, entry.ip);
      const res = resPart(entry.statusCode);
      if (req === null || res === null) return slow(entry);
      middle = `"${req}${res},"responseTime":`;
      // A path with a query is never kept (reqPart): signed links must not stay in memory.
      if (!entry.url.includes('?')) last = { method: entry.method, url: entry.url, ip: entry.ip, statusCode: entry.statusCode, middle };
    }
    // Request ids are word characters and dashes (app.ts), which pino writes between quotes as they are.
    if (!REQUEST_ID.test(entry.reqId)) return slow(entry);
    stream.write(
      levelText +
        time() +
        (logger[chindingsSym] as string) +
        ',"reqId":"' +
        entry.reqId +
        middle +
        // pino writes a number as JavaScript prints it, and null when it is not finite.
        (Number.isFinite(entry.responseTime) ? String(entry.responseTime) : 'null') +
        tail,
    );
  };
  const chindings = logger[chindingsSym] as string;
  const writesFor = (log: FastifyBaseLogger, reqId: string): boolean => {
    const child = log as unknown as Internals;
    return (
      Object.getPrototypeOf(child) === logger &&
      child[chindingsSym] === `${chindings},"reqId":"${reqId}"` &&
      REQUEST_ID.test(reqId) &&
      child[levelValSym] === logger[levelValSym] &&
      child[serializersSym] === logger[serializersSym] &&
      child[stringifiersSym] === logger[stringifiersSym] &&
      child[msgPrefixSym] === logger[msgPrefixSym] &&
      (child[formattersSym] as { log?: unknown }).log === undefined
    );
  };
  return Object.assign(direct, { direct: true, writesFor });
}

/** A pino logger whose lines nothing but the level, time, bindings and serializers shape. */
function plain(logger: Internals): boolean {
  const formatters = logger[formattersSym] as { log?: unknown } | undefined;
  const hooks = logger[hooksSym] as { logMethod?: unknown; streamWrite?: unknown } | undefined;
  const stringifiers = logger[stringifiersSym] as object | undefined;
  const stream = logger[streamSym] as (Internals & { write?: unknown }) | undefined;
  const lsCache = logger[lsCacheSym] as Record<number, unknown> | undefined;
  return (
    typeof logger[levelValSym] === 'number' &&
    typeof lsCache?.[30] === 'string' &&
    typeof logger[timeSym] === 'function' &&
    typeof logger[chindingsSym] === 'string' &&
    typeof logger[endSym] === 'string' &&
    typeof logger[serializersSym] === 'object' &&
    ['reqId', 'responseTime', 'msg'].every((key) => (logger[serializersSym] as Record<string, unknown>)[key] === undefined) &&
    typeof stream?.write === 'function' &&
    stream[needsMetadataGsym] !== true &&
    formatters !== undefined &&
    formatters.log === undefined &&
    hooks !== undefined &&
    hooks.logMethod === undefined &&
    hooks.streamWrite === undefined &&
    stringifiers !== undefined &&
    Object.getOwnPropertySymbols(stringifiers).length === 0 &&
    Object.keys(stringifiers).length === 0 &&
    logger[mixinSym] === undefined &&
    logger[msgPrefixSym] === undefined &&
    logger[nestedKeySym] === null &&
    logger[messageKeySym] === 'msg'
  );
}
