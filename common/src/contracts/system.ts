import { z } from 'zod';
import { defineEndpoint } from './define.ts';

/** The process and its documentation. */

export const health = defineEndpoint({
  method: 'GET',
  path: '/health',
  tag: 'System',
  summary: 'Answers while the process lives',
  access: 'public',
  responses: { 200: z.object({ status: z.literal('ok') }) },
  errors: [],
});

export const ready = defineEndpoint({
  method: 'GET',
  path: '/ready',
  tag: 'System',
  summary: 'Answers 200 when the database (and Redis) answer, 503 otherwise and while the instance stops',
  access: 'public',
  responses: { 200: z.object({ status: z.literal('ready') }), 503: z.object({ status: z.literal('unavailable') }) },
  errors: [],
});

export const csrfCookie = defineEndpoint({
  method: 'GET',
  path: '/sanctum/csrf-cookie',
  tag: 'Account',
  summary: 'Starts the session and sets the readable XSRF-TOKEN cookie (SPEC section 7)',
  access: 'public',
  responses: { 204: null },
  errors: [],
});

export const openApiDocument = defineEndpoint({
  method: 'GET',
  path: '/api/openapi.json',
  tag: 'System',
  summary: 'This API as an OpenAPI 3.1 document, generated from the contracts',
  access: 'public',
  responses: { 200: 'file' },
  errors: [],
});

export const apiReference = defineEndpoint({
  method: 'GET',
  path: '/api/docs',
  tag: 'System',
  summary: 'The API reference page for integrators',
  access: 'public',
  produces: 'text/html',
  responses: { 200: 'file' },
  errors: [],
});

export const apiReferenceScript = defineEndpoint({
  method: 'GET',
  path: '/api/docs/reference.js',
  tag: 'System',
  summary: 'The reference page’s renderer (Scalar), served only for that page',
  access: 'public',
  internal: true,
  produces: 'text/javascript',
  responses: { 200: 'file', 304: null },
  errors: [],
});

export const metrics = defineEndpoint({
  method: 'GET',
  path: '/metrics',
  tag: 'System',
  summary: 'Prometheus metrics, with METRICS_TOKEN as a bearer token (404 when it is not set)',
  access: 'public',
  internal: true,
  produces: 'text/plain; version=0.0.4',
  responses: { 200: 'file' },
  errors: ['auth.unauthenticated', 'http.not_found'],
});
