import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/app.ts';
import { TestClient } from '../helpers/client.ts';
import { createUser } from '../helpers/factories.ts';

/** Issue 23, part 2 (decision 081): Prometheus metrics behind a bearer token, and OpenTelemetry traces. */
const TOKEN = randomBytes(24).toString('hex');

describe('GET /metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => server.close());
  const scrape = (authorization?: string) =>
    fetch(`${server.url}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });

  it('answers 401 without the token or with a wrong one', async () => {
    for (const header of [undefined, `Bearer ${TOKEN.slice(1)}x`, `Basic ${TOKEN}`, 'Bearer ']) {
      const response = await scrape(header);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.text()).not.toContain('http_requests_total');
    }
  });

  it('counts requests by route template, method and status, the fast lane included, with a latency histogram', async () => {
    for (let i = 0; i < 3; i++) await fetch(`${server.url}/api/courses`);
    await fetch(`${server.url}/api/orders/DRS-123456`);
    await fetch(`${server.url}/no/such/page/${randomBytes(4).toString('hex')}`, { headers: { Accept: 'application/json' } });
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    const count = (line: string) => Number(new RegExp(`^${line.replace(/[{}"/.]/g, '\\$&')} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
    expect(count('http_requests_total{route="/api/courses",method="GET",status="200"}')).toBeGreaterThanOrEqual(3);
    // A template, never the raw path (bounded labels).
    expect(text).toMatch(/route="\/api\/orders\/:reference",method="GET",status="4\d\d"/);
    expect(text).not.toContain('DRS-123456');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",route="\/api\/courses",method="GET",status="200"\} \d+/);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
    expect(text).toMatch(/^darsak_db_pool_connections\{state="total"\} \d+$/m);
    expect(text).toMatch(/^darsak_mail_outbox\{state="queued"\} \d+$/m);
    expect(text).toMatch(/^darsak_mail_outbox\{state="failed"\} \d+$/m);
    expect(text).toMatch(/^darsak_mail_outbox_oldest_queued_seconds [\d.e-]+$/m);
    for (const name of ['logins_refused', 'logins_throttled', 'orders_placed', 'orders_paid', 'bookings_held', 'bookings_confirmed']) {
      expect(text).toMatch(new RegExp(`^darsak_${name}_total \\d+$`, 'm'));
    }
  });

  it('counts refused logins and shows the oldest queued e-mail', async () => {
    const before = await (await scrape(`Bearer ${TOKEN}`)).text();
    const refused = (text: string) => Number(/^darsak_logins_refused_total (\d+)$/m.exec(text)?.[1]);
    const user = await createUser(server);
    const client = new TestClient(server.url);
    await client.csrf();
    expect((await client.post('/login', { email: user.email, password: 'not-the-password' })).status).toBe(422);
    await server.app.db
      .insertInto('mail_outbox')
      .values({
        recipient: 'x@example.com',
        subject: 's',
        text_body: 't',
        html_body: 'h',
        reply_to: null,
        status: 'pending',
        attempts: 0,
        next_attempt_at: new Date(Date.now() + 3_600_000).toISOString(),
        last_error: null,
        created_at: new Date(Date.now() - 120_000).toISOString(),
        sent_at: null,
      })
      .execute();
    const after = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(refused(after)).toBe(refused(before) + 1);
    expect(Number(/^darsak_mail_outbox_oldest_queued_seconds ([\d.]+)$/m.exec(after)?.[1])).toBeGreaterThanOrEqual(119);
  });

  it('is not in the public API reference', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });
});

describe('without METRICS_TOKEN', () => {
  it('answers 404, with or without a bearer token', async () => {
    const server = await startTestServer();
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${server.url}/metrics`, { headers: { Authorization: 'Bearer anything-at-all-here' } })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

/** A tiny OTLP/HTTP receiver: collects the JSON bodies posted to /v1/traces. */
async function otlpReceiver() {
  const bodies: unknown[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  type OtlpSpan = {
    traceId: string;
    spanId: string;
    parentSpanId?: string;
    name: string;
    attributes: Array<{ key: string; value: Record<string, unknown> }>;
  };
  const spans = () =>
    (bodies as Array<{ resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }> }>).flatMap((b) =>
      b.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)),
    );
  return { url: `http://127.0.0.1:${port}`, spans, bodies, close: () => new Promise<void>((done) => server.close(() => done())) };
}

describe('OpenTelemetry traces', () => {
  it('sends a server span per request to OTEL_EXPORTER_OTLP_ENDPOINT, a child of the W3C traceparent it was sent', async () => {
    const receiver = await otlpReceiver();
    const server = await startTestServer({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SERVICE_NAME: 'darsak-test' });
    const traceId = randomBytes(16).toString('hex');
    const parent = randomBytes(8).toString('hex');
    try {
      const traceparent = `00-${traceId}-${parent}-01`;
      await fetch(`${server.url}/api/courses`, { headers: { traceparent } }); // builds the cached body (Fastify)
      await fetch(`${server.url}/api/courses`, { headers: { traceparent } }); // the fast lane
      await fetch(`${server.url}/api/orders/DRS-123456`, { headers: { traceparent } });
    } finally {
      await server.close(); // flushes the batch
    }
    const spans = receiver.spans().filter((s) => s.traceId === traceId);
    await receiver.close();
    expect(spans.length).toBe(3);
    for (const span of spans) expect(span.parentSpanId).toBe(parent);
    expect(spans.map((s) => s.name).sort()).toEqual(['GET /api/courses', 'GET /api/courses', 'GET /api/orders/:reference']);
    const status = spans
      .find((s) => s.name === 'GET /api/orders/:reference')!
      .attributes.find((a) => a.key === 'http.response.status_code');
    expect(status?.value).toEqual({ intValue: 404 }); // no such order
    expect(JSON.stringify(receiver.bodies)).toContain('darsak-test');
  });
});
