import { timingSafeEqual } from 'node:crypto';
import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { poolOf } from '../db/index.ts';
import { AppError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { outboxTotals } from '../repositories/operations.ts';

/** The business counters routes increment (decision 081); cheap whether or not anything scrapes them. */
export type AppMetrics = {
  loginsRefused: Counter;
  loginsThrottled: Counter;
  ordersPlaced: Counter;
  ordersPaid: Counter;
  bookingsHeld: Counter;
  bookingsConfirmed: Counter;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    metrics: AppMetrics;
    metricsRegistry: Registry;
  }
}

/** Seconds: a public read is under a millisecond, an argon2 login about 50 ms, an upload up to seconds. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics in Prometheus' text format (decision 081), readable only with METRICS_TOKEN as a
 * bearer token; without the token set the route answers 404 and no request is timed. Requests are
 * counted and timed by route template (never the raw path: bounded labels), method and status,
 * the fast lane's answers included (one observe per answer). Gauges that need the database (the
 * mail outbox) are read when Prometheus scrapes, not per request.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    const counter = (name: string, help: string) => new Counter({ name, help, registers: [registry] });
    app.decorate('metricsRegistry', registry);
    app.decorate('metrics', {
      loginsRefused: counter('darsak_logins_refused_total', 'Logins refused for a wrong e-mail or password'),
      loginsThrottled: counter('darsak_logins_throttled_total', 'Logins refused by a lockout or a ceiling (429)'),
      ordersPlaced: counter('darsak_orders_placed_total', 'Orders placed'),
      ordersPaid: counter('darsak_orders_paid_total', 'Orders marked paid'),
      bookingsHeld: counter('darsak_bookings_held_total', 'Sessions booked (held until paid)'),
      bookingsConfirmed: counter('darsak_bookings_confirmed_total', 'Booked sessions confirmed by their payment'),
    });

    const token = app.config.metricsToken;
    route(app, contracts.system.metrics, async (request, reply) => {
      if (!token) throw new AppError(404, 'http.not_found');
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      if (!given || !sameSecret(given, token))
        throw new AppError(401, 'auth.unauthenticated', {}, { 'WWW-Authenticate': 'Bearer realm="metrics"' });
      const body = await registry.metrics();
      return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(body);
    });
    if (!token) return;

    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered',
      labelNames: ['route', 'method', 'status'],
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by route template',
      labelNames: ['route', 'method', 'status'],
      buckets: BUCKETS,
      registers: [registry],
    });
    const observe = (routeName: string, method: string, status: number, ms: number) => {
      const labels = { route: routeName, method, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, ms / 1000);
    };
    app.addHook('onResponse', async (request, reply) => {
      observe(request.routeOptions.url ?? 'unmatched', request.method, reply.statusCode, reply.elapsedTime);
    });
    app.fastLane.observe((request, status, ms) => observe(request.url!, request.method!, status, ms));

    const pool = poolOf(app.db);
    new Gauge({
      name: 'darsak_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting requests); SQLite has one connection',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        if (pool) {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        } else this.set({ state: 'total' }, 1);
      },
    });
    const outbox = async () => outboxTotals(app.db);
    new Gauge({
      name: 'darsak_mail_outbox',
      help: 'Mail outbox rows: queued (pending) and failed (gave up)',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        const totals = await outbox();
        this.set({ state: 'queued' }, totals.queued);
        this.set({ state: 'failed' }, totals.failed);
      },
    });
    new Gauge({
      name: 'darsak_mail_outbox_oldest_queued_seconds',
      help: 'Age of the oldest queued e-mail (0 when none is queued)',
      registers: [registry],
      async collect() {
        const { oldestQueuedAt } = await outbox();
        this.set(oldestQueuedAt ? Math.max(0, (Date.now() - Date.parse(oldestQueuedAt)) / 1000) : 0);
      },
    });
  },
  { name: 'metrics' },
);
