import type { IncomingMessage } from 'node:http';
import { Server as NetServer } from 'node:net';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyCompress from '@fastify/compress';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { createDb, migrate, runAsAdminRead, type Db } from './db/index.ts';
import { seedDatabase } from './db/seeds/index.ts';
import { seedLbpRate } from './repositories/payments.ts';
import { bookingHoldsJob } from './jobs/booking-holds.ts';
import { orderExpiryJob } from './jobs/order-expiry.ts';
import { reportTotalsCatchUpJob } from './jobs/report-totals-catch-up.ts';
import { sessionRemindersJob } from './jobs/session-reminders.ts';
import { rateLimiterPlugin } from './lib/limits/rate-limiter.ts';
import { accessLineWriter, responseMs, type AccessLineWriter } from './lib/http/access-line.ts';
import { deviceCookies, type DeviceCookies } from './lib/security/device-cookie.ts';
import { AdminLane } from './lib/http/admin-lane.ts';
import { FastLane } from './lib/http/fast-lane.ts';
import { requestIdMaker } from './lib/http/request-id.ts';
import { stdoutLogStream } from './lib/http/log-stream.ts';
import { connectRedis } from './lib/services/redis.ts';
import { mailPlugin } from './mail/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { tracingPlugin } from './plugins/tracing.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { unavailable } from './http/errors.ts';
import { notFoundCodeOf } from './http/route.ts';
import { contractSerializerCompiler } from './http/serializers.ts';
import { contractValidatorCompiler } from './http/validation.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session/index.ts';
import { createDatabaseSessionStore } from './plugins/session/database-store.ts';
import { createRedisSessionStore } from './plugins/session/redis-store.ts';
import { registerRoutes } from './routes/index.ts';
import { catalogueFreshness } from './jobs/catalogue-freshness.ts';
import spaRoutes from './routes/spa.ts';
import { createStorage, type Storage } from './storage/index.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    config: Config;
    db: Db;
    redis: Redis | null;
    storage: Storage;
    /** Precomputed public answers before the router (decision 041). */
    fastLane: FastLane;
    /** Every route as registered (method, path, config): a test checks each has a contract. */
    registeredRoutes: Array<{ method: string; url: string; contract: boolean; page: boolean }>;
    /** The browsers that signed in to an account before (OWASP's device cookies, decision 073). */
    deviceCookies: DeviceCookies;
    /** True from SIGTERM on: /ready answers 503 (decision 082). */
    draining: boolean;
    /** True once the instance has stopped listening: every answer closes its connection (decision 082). */
    closingConnections: boolean;
  }
}

export type BuildOptions = {
  /** Replace the logger (tests pass false). */
  logger?: FastifyServerOptions['logger'];
};

/** Request URLs are logged without their query: signed links and e-mails must not reach logs. */
const withoutQuery = (url: string) => url.split('?')[0];

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // The serializers are what keep secrets out of the logs: a request is logged as method, path
    // without query and address (never its headers, so no cookie, authorization or CSRF token), a
    // reply as its status (never its Set-Cookie). A redaction pass on top cloned every access line
    // to remove paths these objects never have (decision 041).
    serializers: {
      req: (req) => ({ method: req.method, url: withoutQuery(req.url), remoteAddress: req.ip }),
      res: (reply) => ({ statusCode: reply.statusCode }),
    },
  };
}

/**
 * One access line per request (method, path, status, time) instead of Fastify's two (decision 029),
 * built by the fast lane's direct writer when the request's logger writes the same bytes
 * (decision 067; the req serializer above is a pure function of method, path and address).
 */
export class AccessLogController extends LogController {
  #write: AccessLineWriter | null = null;

  /** The app's logger, once Fastify has made it. */
  useLogger(log: FastifyBaseLogger) {
    this.#write = accessLineWriter(log);
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (error) super.requestCompleted(error, request, reply);
    else if (this.#write?.writesFor(reply.log, request.id)) {
      this.#write({
        reqId: request.id,
        method: request.method,
        url: request.url,
        ip: request.ip,
        statusCode: reply.statusCode,
        responseTime: responseMs(reply.elapsedTime),
      });
    } else reply.log.info({ req: request, res: reply, responseTime: responseMs(reply.elapsedTime) }, 'request completed');
  }
}

/** Trusts the `hops` nearest proxies: request.ip is the address the last of them saw. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * What @fastify/cors (options below) adds to an answer to a request without an Origin header;
 * the fast lane adds the same (a test compares the lane's answers with Fastify's).
 */
const CORS_WITHOUT_ORIGIN: Array<[string, string]> = [
  ['vary', 'Origin'],
  ['access-control-allow-credentials', 'true'],
];

/** Builds the whole app as one Fastify instance; server.ts listens, tests build it in-process. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Log lines are written in 32 KB batches, at least once a second, by a synchronous write (as
  // pino's default destination does): a write per line was a tenth of a request's CPU, and an
  // asynchronous write is a hop to libuv's thread pool, which shares the app's core. The batch is
  // an array joined once, not sonic-boom's growing string (decision 054); what is still waiting is
  // written when the process exits.
  const logStream = options.logger === undefined ? stdoutLogStream() : undefined;
  // A hop count becomes Fastify's own hop test (its types accept no number); addresses as they are.
  const trustProxy = typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy;
  const requestIdFor = requestIdMaker(trustProxy);
  const lane = new FastLane({ requestId: requestIdFor, trustProxy });
  const accessLog = new AccessLogController();
  const app = Fastify({
    logger: options.logger ?? { ...(loggerOptions(config) as object), stream: logStream },
    logController: accessLog,
    trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: (req: IncomingMessage) => {
      const incoming = req.headers['x-request-id'];
      return requestIdFor(typeof incoming === 'string' ? incoming : undefined, req.socket.remoteAddress);
    },
    requestIdHeader: false,
    // While closing, a request that reached this instance on an open connection is answered, not
    // turned away with 503: nginx does not replay a POST that reached an instance (decision 082).
    return503OnClosing: false,
    serverFactory: lane.serverFactory,
  });
  accessLog.useLogger(app.log);
  app.decorate('fastLane', lane);
  const registeredRoutes: FastifyInstance['registeredRoutes'] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      registeredRoutes.push({ method, url: route.url, contract: Boolean(route.config?.contract), page: Boolean(route.config?.page) });
    }
  });
  // Closing: Fastify answers every request (the lane's included) while it drains.
  app.addHook('preClose', async () => lane.close());
  app.decorate('draining', false);
  app.decorate('closingConnections', false);
  app.addHook('onSend', async (_request, reply) => {
    if (app.closingConnections) reply.header('Connection', 'close');
  });

  // Connection errors outside a request (a restart of PostgreSQL or Redis) are logged, never fatal.
  // Admin reads on PostgreSQL get connections of their own with a statement_timeout (decision 087).
  const db = createDb(config.database, (error) => app.log.warn({ err: error }, 'database connection lost'), {
    adminReadTimeoutMs: config.adminReadTimeoutMs,
    adminReadConnections: config.adminReadConcurrency + 1,
  });
  await migrate(db);
  await seedDatabase(db, { demoAccount: config.seedDemoData });
  if (config.usdLbpRate) await seedLbpRate(db, config.usdLbpRate);
  const redis = config.redisUrl
    ? await connectRedis(config.redisUrl, config.redisKeyPrefix, {
        onDown: (error) => app.log.warn({ err: error }, 'Redis connection lost'),
        onUp: () => app.log.info('Redis connection is back'),
      })
    : null;

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('redis', redis);
  app.decorate('storage', createStorage(config.storage, db));
  app.addHook('onClose', async () => {
    await db.destroy();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });

  // Admin reads in their own lane: a slow report never takes every database connection (decision 082).
  const adminLane = new AdminLane(config.adminReadConcurrency);
  const ADMIN_SLOT = Symbol('admin slot');
  const isAdminRead = (request: FastifyRequest) => request.method === 'GET' && request.routeOptions.url?.startsWith('/api/admin/') === true;
  // The rest of an admin read (its hooks, its handler) runs in the admin read's scope: its queries
  // take the admin connections, stopped by PostgreSQL past ADMIN_READ_TIMEOUT_MS (decision 087).
  app.addHook('onRequest', (request, _reply, done) => {
    if (isAdminRead(request)) runAsAdminRead(done);
    else done();
  });
  app.addHook('onRequest', async (request) => {
    if (!isAdminRead(request)) return;
    if (!(await adminLane.enter())) throw unavailable();
    (request as FastifyRequest & { [ADMIN_SLOT]?: true })[ADMIN_SLOT] = true;
  });
  const releaseAdminSlot = async (request: FastifyRequest) => {
    const held = request as FastifyRequest & { [ADMIN_SLOT]?: true };
    if (held[ADMIN_SLOT]) {
      held[ADMIN_SLOT] = undefined;
      adminLane.release();
    }
  };
  app.addHook('onResponse', releaseAdminSlot);
  app.addHook('onRequestAbort', releaseAdminSlot);

  registerErrorHandler(app);
  // Every route validates and serializes with its contract's zod schemas (decision 066); outside
  // production each answer is also checked against its contract.
  app.setValidatorCompiler(contractValidatorCompiler(notFoundCodeOf));
  app.setSerializerCompiler(contractSerializerCompiler(config.env !== 'production'));
  // Helmet's headers computed once, a Permissions-Policy and X-Request-Id (decision 029).
  await app.register(securityHeadersPlugin, { allowedOrigins: config.allowedOrigins, https: config.secureCookies });
  // A GET or HEAD has no body to decompress: such routes get no decompression hook (decision 039).
  app.addHook('onRoute', (route) => {
    if (route.decompress === undefined && [route.method].flat().every((m) => m === 'GET' || m === 'HEAD')) route.decompress = false;
  });
  // Dynamic answers over 1 KB go out compressed; cached bodies and built assets come precompressed.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // What the app sends that is worth compressing (a cheaper test than the default's).
    customTypes: /^(?:application\/json|text\/|image\/svg\+xml|application\/javascript)/,
  });
  await app.register(fastifyCors, {
    origin: config.allowedOrigins,
    credentials: true,
    allowedHeaders: ['Content-Type', 'Accept', 'X-XSRF-TOKEN', 'X-Requested-With'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  lane.setCommonHeaders(Object.entries(app.securityHeaders), CORS_WITHOUT_ORIGIN, app.log);
  await app.register(fastifyCookie);
  await app.register(sessionPlugin, {
    store: redis ? createRedisSessionStore(redis) : createDatabaseSessionStore(db),
    secret: config.sessionSecret,
    lifetimeMs: config.sessionLifetimeMs,
    maxAgeMs: config.sessionMaxAgeMs,
    secureCookies: config.secureCookies,
    cookie: config.sessionCookie,
  });
  app.decorate('deviceCookies', deviceCookies(config.sessionSecret, config.secureCookies));
  await app.register(csrfPlugin, { allowedOrigins: config.allowedOrigins });
  await app.register(authPlugin);
  // app.limiter (database or Redis) and app.mailer (the outbox and its worker; /dev/mailbox
  // outside production). Registered after the onClose hook above, so they stop before the
  // database and Redis close (onClose hooks run in reverse order).
  await app.register(rateLimiterPlugin);
  // app.metrics (counters) and GET /metrics with METRICS_TOKEN (decision 081).
  await app.register(metricsPlugin);
  // Traces over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set (decision 081).
  await app.register(tracingPlugin);
  await app.register(mailPlugin);
  await app.register(orderExpiryJob);
  await app.register(bookingHoldsJob);
  await app.register(sessionRemindersJob);
  await app.register(reportTotalsCatchUpJob);
  await app.register(catalogueFreshness);

  await registerRoutes(app);
  await app.register(spaRoutes);
  return app;
}

/** How long the proxy keeps an idle connection to an instance (deploy/nginx.conf: keepalive_timeout 1s), and a margin. */
const PROXY_IDLE_CLOSE_MS = 1500;
const netServerClose = NetServer.prototype.close;

/**
 * SIGTERM (decision 082), in the order that gives nginx nothing it cannot retry:
 * 1. /ready answers 503 at once; for `delayMs` (the time a balancer that polls it takes to
 *    notice) the instance serves as before, its kept-alive connections reused, so the proxy
 *    opens no new ones.
 * 2. It stops listening, keeping its connections: a new connection is refused, which nginx
 *    retries on another instance, writes included. From then on every answer closes its
 *    connection (the fast lane steps aside).
 * 3. Idle connections are left for the proxy to close (keepalive_timeout, 1 s): the instance
 *    closing one while nginx writes a POST into it would lose that POST, which nginx never
 *    replays (a 502 in the rolling-restart test). After PROXY_IDLE_CLOSE_MS what is still idle
 *    was not the proxy's and is closed.
 * 4. Fastify's close: requests in flight are answered, jobs stop (each finishes its run under
 *    way), the database and Redis close.
 * Resolves true when all that ended within `delayMs + graceMs`, false when it had to give up.
 */
export async function drainAndClose(app: FastifyInstance, options: { delayMs: number; graceMs: number }): Promise<boolean> {
  app.draining = true;
  const server = app.server;
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>(
    (done) => (timer = setTimeout(() => done(false), options.delayMs + PROXY_IDLE_CLOSE_MS + options.graceMs)),
  );
  const closed = (async () => {
    await pause(options.delayMs);
    // net.Server's own close stops listening without http.Server's closing of idle connections.
    const ended = new Promise<void>((r) => server.once('close', () => r()));
    netServerClose.call(server);
    app.closingConnections = true;
    app.fastLane.close();
    await Promise.race([ended, pause(PROXY_IDLE_CLOSE_MS)]);
    // Fastify's close closes what is idle now and waits for the rest through this.
    server.close = ((callback?: (error?: Error) => void) => {
      server.closeIdleConnections();
      void ended.then(() => callback?.());
      return server;
    }) as typeof server.close;
    await app.close();
    return true as const;
  })();
  const result = await Promise.race([closed, deadline]);
  clearTimeout(timer);
  if (!result) server.closeAllConnections();
  return result;
}
