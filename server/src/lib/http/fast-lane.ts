import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from './request-id.ts';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { accessLineWriter, responseMs, type AccessEntry } from './access-line.ts';

type ServerTimeouts = Pick<FastifyServerOptions, 'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout' | 'maxRequestsPerSocket'>;

/**
 * A fast-lane answer; the lane adds the headers every response carries and Content-Length. The
 * lane keeps its header list per `headers` array: answer from constant (or cached) arrays, never
 * changed once returned.
 */
export type LaneAnswer = { status: number; headers: Array<[string, string]>; payload: Buffer | string | null };

/**
 * The request headers a lane answer may depend on, read from `request.rawHeaders` (decision 054):
 * node builds `request.headers` lazily, header by header, on first use, which the floor never
 * pays. Each is present at most once (a repeated one leaves the request to Fastify, which joins
 * repeated headers as node does).
 */
export type LaneHeaders = { cookie?: string; 'accept-encoding'?: string; 'if-none-match'?: string; 'x-request-id'?: string };

/**
 * Answers a GET of its exact path, or returns undefined to leave the request to Fastify (which
 * then answers it the usual way, hooks and all). A promise that rejects leaves it to Fastify too.
 * It reads request headers from `headers` only.
 */
export type LaneHandler = (request: IncomingMessage, headers: LaneHeaders) => LaneAnswer | undefined | Promise<LaneAnswer | undefined>;

/** A lane answer as metrics and traces see it: the request (its url is the route's exact path), status, milliseconds, start (performance.now()). */
export type LaneObserver = (request: IncomingMessage, status: number, ms: number, started: number) => void;

export type FastLaneOptions = {
  /** The app's request id from the X-Request-Id header's value and the socket's peer: the function Fastify's genReqId applies. */
  requestId: (incoming: string | undefined, peer: string | undefined) => string;
  /** Fastify's trustProxy as the app passes it: false, a hop test or proxy addresses. */
  trustProxy: TrustProxy;
};

/**
 * The lane's view of the request headers (LaneHeaders), or undefined to leave the request to
 * Fastify: an Origin (CORS decides), a body (Content-Length, Transfer-Encoding), or a header the
 * lane reads sent twice.
 */
export function laneHeaders(raw: string[]): LaneHeaders | undefined {
  const headers: LaneHeaders = {};
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    let key: keyof LaneHeaders;
    switch (name.length) {
      case 6:
        if (name.toLowerCase() === 'cookie') key = 'cookie';
        else if (name.toLowerCase() === 'origin') return undefined;
        else continue;
        break;
      case 12:
        if (name.toLowerCase() === 'x-request-id') key = 'x-request-id';
        else continue;
        break;
      case 13:
        if (name.toLowerCase() === 'if-none-match') key = 'if-none-match';
        else continue;
        break;
      case 14:
        if (name.toLowerCase() === 'content-length') return undefined;
        continue;
      case 15:
        if (name.toLowerCase() === 'accept-encoding') key = 'accept-encoding';
        else continue;
        break;
      case 17:
        if (name.toLowerCase() === 'transfer-encoding') return undefined;
        continue;
      default:
        continue;
    }
    if (headers[key] !== undefined) return undefined;
    headers[key] = raw[i + 1]!;
  }
  return headers;
}

/**
 * A handler headers array's flat header list, bodiless (a 304) and with a Content-Length slot
 * last; the request id's value goes at `id`. Filled in place per request: writeHead turns an array
 * into the header block at once and keeps nothing of it (node's _storeHeader), as the floor's
 * constant array is used.
 */
type Template = { bare: string[]; sized: string[]; id: number };

/** What the access line of a lane answer needs once the response has finished. */
type Answered = { lane: FastLane; request: IncomingMessage; id: string; status: number; started: number };
const LANE_ANSWER = Symbol('lane answer');
type LaneResponse = ServerResponse & { [LANE_ANSWER]?: Answered };

/** One 'finish' listener for every lane answer (no closure and once-wrapper per request). */
function logAnswered(this: LaneResponse): void {
  const answered = this[LANE_ANSWER];
  if (answered) answered.lane.logAnswered(answered);
}

/**
 * Decision 041. Public reads that are the same for everyone (GET /api/tutors, /api/courses) are
 * answered before Fastify's router and hook chain, from the bodies the routes cache (decision 029):
 * on this 2-core machine Fastify alone, answering precomputed bytes, reaches about 0.7x a bare
 * node:http server, which is the whole budget of issue 9 for a public read. GET /api/user, asked on
 * every signed-in page load, is answered here too when its session needs no write (decision 042).
 *
 * The lane answers only what it is sure of: a bodiless GET of the exact path (no query), without
 * an Origin header (CORS decides those), while the app is not closing, and when the handler has an
 * answer. Everything else goes to Fastify. The answer carries the same headers as Fastify's (the
 * security headers, X-Request-Id, CORS's Vary and credentials header, the handler's own), ETag and
 * 304 included, and writes the same access log line; a test compares the two byte for byte.
 */
export class FastLane {
  readonly #handlers = new Map<string, LaneHandler>();
  readonly #options: FastLaneOptions;
  readonly #trust: ((address: string, hop: number) => boolean) | null;
  /** Set by the app once known: the security headers, then (after X-Request-Id) CORS's for a request without Origin. */
  #before: Array<[string, string]> | null = null;
  #after: Array<[string, string]> = [];
  #writeAccessLine: ((entry: AccessEntry) => void) | null = null;
  #templates = new WeakMap<Array<[string, string]>, Template>();
  #closing = false;
  #answered = 0;
  #observers: LaneObserver[] = [];

  constructor(options: FastLaneOptions) {
    this.#options = options;
    const trust = options.trustProxy;
    this.#trust = trust === false ? null : typeof trust === 'function' ? trust : proxyAddr.compile(trust);
  }

  /** Fastify's serverFactory: the lane first, Fastify's handler for everything it leaves. */
  readonly serverFactory = (fastify: RequestListener, options: ServerTimeouts): Server => {
    const { keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket } = options;
    const server = createServer((request, response) => this.#handle(request, response, fastify));
    // What Fastify sets on the server it makes itself (the options come with its defaults applied).
    server.keepAliveTimeout = keepAliveTimeout ?? 72_000;
    server.requestTimeout = requestTimeout ?? 0;
    server.setTimeout(connectionTimeout ?? 0);
    if (maxRequestsPerSocket) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };

  /**
   * Headers every lane answer starts with, in the order Fastify's hooks set them: `before`, then
   * X-Request-Id, then `after`. The lane answers nothing until they are set.
   */
  setCommonHeaders(before: Array<[string, string]>, after: Array<[string, string]>, log: FastifyBaseLogger): void {
    this.#before = before;
    this.#after = after;
    this.#templates = new WeakMap();
    this.#writeAccessLine = accessLineWriter(log);
  }

  /** Answers GET `path` through `handler` when it can (see the class comment). */
  get(path: string, handler: LaneHandler): void {
    this.#handlers.set(path, handler);
  }

  /** Told of each lane answer once sent (metrics, traces; decision 081); none by default. */
  observe(observer: LaneObserver): void {
    this.#observers.push(observer);
  }

  /** How many requests the lane has answered (the rest went to Fastify). */
  get answered(): number {
    return this.#answered;
  }

  /** From now on Fastify answers everything (it turns new requests away with 503 while closing). */
  close(): void {
    this.#closing = true;
  }

  #handle(request: IncomingMessage, response: ServerResponse, fastify: RequestListener): void {
    const handler = this.#handlerFor(request);
    const headers = handler && laneHeaders(request.rawHeaders);
    if (!headers) {
      fastify(request, response);
      return;
    }
    const started = performance.now();
    let result: ReturnType<LaneHandler>;
    try {
      result = handler!(request, headers);
    } catch {
      result = undefined; // Fastify answers it, with its own error handling if the fault is real.
    }
    if (result === undefined) fastify(request, response);
    else if (result instanceof Promise) {
      result.then(
        (answer) => (answer ? this.#send(request, response, answer, headers, started) : fastify(request, response)),
        () => fastify(request, response),
      );
    } else this.#send(request, response, result, headers, started);
  }

  /** The handler for a bodiless GET of its exact path while the app is open (the headers are checked by laneHeaders). */
  #handlerFor(request: IncomingMessage): LaneHandler | undefined {
    if (request.method !== 'GET' || this.#closing || !this.#before) return undefined;
    return this.#handlers.get(request.url ?? '');
  }

  /**
   * The flat header list for a handler's headers, made once per headers array (handlers answer
   * from constant or cached arrays): the common headers in Fastify's order, the handler's in the
   * order it set them, a name already there (Vary) taking the handler's value where it was.
   */
  #template(own: Array<[string, string]>): Template {
    let template = this.#templates.get(own);
    if (!template) {
      const headers: Array<[string, string]> = [...this.#before!, ['x-request-id', ''], ...this.#after];
      for (const [name, value] of own) {
        const at = headers.findIndex(([n]) => n === name);
        if (at >= 0) headers[at] = [name, value];
        else headers.push([name, value]);
      }
      const flat = headers.flat();
      template = { bare: flat, sized: [...flat, 'content-length', ''], id: this.#before!.length * 2 + 1 };
      this.#templates.set(own, template);
    }
    return template;
  }

  #send(request: IncomingMessage, response: ServerResponse, answer: LaneAnswer, headersIn: LaneHeaders, started: number): void {
    const id = this.#options.requestId(headersIn['x-request-id'], request.socket.remoteAddress);
    const template = this.#template(answer.headers);
    const headers = answer.payload === null ? template.bare : template.sized;
    headers[template.id] = id;
    if (answer.payload !== null) headers[headers.length - 1] = String(Buffer.byteLength(answer.payload));
    response.writeHead(answer.status, headers);
    response.end(answer.payload ?? undefined);
    this.#answered += 1;
    (response as LaneResponse)[LANE_ANSWER] = { lane: this, request, id, status: answer.status, started };
    response.on('finish', logAnswered);
  }

  /** Fastify's access line (app.ts): the same fields, so the log reads the same whichever path answered. */
  logAnswered({ request, id, status, started }: Answered): void {
    const responseTime = responseMs(performance.now() - started);
    this.#writeAccessLine?.({
      reqId: id,
      method: request.method!,
      url: request.url!,
      ip: this.#ip(request),
      statusCode: status,
      responseTime,
    });
    for (const observer of this.#observers) observer(request, status, responseTime, started);
  }

  /** request.ip as Fastify computes it. */
  #ip(request: IncomingMessage): string | undefined {
    if (!this.#trust) return request.socket.remoteAddress;
    const addresses = proxyAddr.all(request, this.#trust);
    return addresses[addresses.length - 1];
  }
}
