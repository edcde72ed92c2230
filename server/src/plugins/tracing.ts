import { performance } from 'node:perf_hooks';
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, defaultTextMapGetter, type Span } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_NAME,
  ATTR_SERVICE_VERSION,
} from '@opentelemetry/semantic-conventions';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SPAN = Symbol('span');
type Traced = { [SPAN]?: Span };

/**
 * OpenTelemetry traces (decision 081), only when OTEL_EXPORTER_OTLP_ENDPOINT is set: one server
 * span per request, named by its route template, a child of the caller's W3C traceparent when it
 * sends one, exported over OTLP/HTTP in batches by the official SDK. The request's log lines carry
 * its trace id. The provider is the app's own (not registered globally), so several apps in one
 * process (tests) each export their own; closing the app flushes what is waiting.
 */
export const tracingPlugin = fp(
  async (app: FastifyInstance) => {
    const endpoint = app.config.otel.endpoint;
    if (!endpoint) return;
    const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` });
    const provider = new BasicTracerProvider({
      resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: app.config.otel.serviceName, [ATTR_SERVICE_VERSION]: app.config.version }),
      spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
    });
    const tracer = provider.getTracer('darsak');
    const propagator = new W3CTraceContextPropagator();
    const parentOf = (headers: Record<string, unknown>) => propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter);
    const finish = (span: Span, status: number, end?: number) => {
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end(end);
    };

    app.addHook('onRequest', async (request) => {
      const routeName = request.routeOptions.url ?? 'unmatched';
      const span = tracer.startSpan(
        `${request.method} ${routeName}`,
        { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: request.method, [ATTR_HTTP_ROUTE]: routeName } },
        parentOf(request.headers),
      );
      (request as Traced)[SPAN] = span;
      const { traceId, spanId } = span.spanContext();
      request.log = request.log.child({ traceId, spanId });
    });
    app.addHook('onResponse', async (request, reply) => {
      const span = (request as Traced)[SPAN];
      if (span) finish(span, reply.statusCode);
    });
    // The fast lane's answers are spans too, timed from the lane's own clock.
    app.fastLane.observe((request, status, ms, started) => {
      const start = performance.timeOrigin + started;
      const span = tracer.startSpan(
        `${request.method} ${request.url}`,
        {
          kind: SpanKind.SERVER,
          startTime: start,
          attributes: { [ATTR_HTTP_REQUEST_METHOD]: request.method!, [ATTR_HTTP_ROUTE]: request.url! },
        },
        parentOf(request.headers),
      );
      finish(span, status, start + ms);
    });
    app.addHook('onClose', async () => provider.shutdown());
  },
  { name: 'tracing' },
);
