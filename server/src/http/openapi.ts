import type { ApiErrorCode } from '@darsak/common';
import { ALL_ENDPOINTS, errorBodySchema, isWrite, type Endpoint } from '@darsak/common/contracts';
import { z } from 'zod';

/**
 * The OpenAPI 3.1 document of the API, generated from the contracts (decision 066): paths with
 * their parameters, bodies and answers, the security of each (the session cookie, and the CSRF
 * header on writes), and the one error shape with the codes each endpoint may answer.
 */

type JsonSchema = Record<string, unknown>;
type Document = Record<string, unknown> & {
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
};

/** The status of each code an endpoint declares (documentation: the handlers throw the same). */
function statusOfCode(code: ApiErrorCode): number {
  if (code.endsWith('.not_found') || code === 'applications.no_cv') return 404;
  if (/^(orders|ratings|users|applications)\.(already|not_|.*cannot_be)/.test(code)) return 409;
  if (code === 'auth.throttled' || code === 'reset.code_too_many_attempts' || code.startsWith('throttle.')) return 429;
  if (code === 'server.unavailable') return 503;
  if (code === 'auth.password_confirmation_required') return 423;
  if (['auth.disabled', 'auth.login_unverified', 'auth.unverified', 'reset.not_verified', 'auth.forbidden', 'auth.origin'].includes(code))
    return 403;
  if (code.startsWith('users.cannot_')) return 403;
  return 422;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'The request is malformed',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Not in a state that allows it',
  413: 'Too large',
  419: 'CSRF token mismatch',
  422: 'Invalid input (Laravel’s {message, errors}, with error_codes beside)',
  423: 'Password confirmation required (POST /user/confirm-password, then again)',
  429: 'Too many attempts (Retry-After)',
  503: 'Temporarily unavailable (Retry-After)',
};

/** Converts one schema; named parts ($defs, from .meta({id})) move to the components. */
function convert(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  const { $schema: _schema, $defs, ...rest } = json as { $schema?: string; $defs?: Record<string, JsonSchema> } & JsonSchema;
  for (const [name, def] of Object.entries($defs ?? {})) components[name] ??= relink(def) as JsonSchema;
  return relink(rest) as JsonSchema;
}

/** '#/$defs/X' -> '#/components/schemas/X' throughout. */
function relink(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relink);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === '$ref' && typeof inner === 'string' ? inner.replace('#/$defs/', '#/components/schemas/') : relink(inner),
      ]),
    );
  }
  return value;
}

/** The properties of an object schema as OpenAPI parameters. */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query', components: Record<string, JsonSchema>) {
  if (!schema) return [];
  const json = convert(schema, 'input', components) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** Every status an endpoint may answer with an error, and the codes of each. */
function errorStatuses(endpoint: Endpoint): Map<number, Set<string>> {
  const statuses = new Map<number, Set<string>>();
  const add = (status: number, code: string) => (statuses.get(status) ?? statuses.set(status, new Set()).get(status)!).add(code);
  if (endpoint.access !== 'public') add(401, 'auth.unauthenticated');
  if (endpoint.access === 'verified') add(403, 'auth.unverified');
  if (endpoint.access === 'admin' || endpoint.access === 'tutor') add(403, 'auth.forbidden');
  if (isWrite(endpoint)) {
    add(419, 'csrf.mismatch');
    add(403, 'auth.origin');
  }
  if (endpoint.params) add(404, endpoint.notFound ?? 'http.not_found');
  if (endpoint.body || endpoint.query) add(422, 'validation.failed');
  if (endpoint.body) {
    add(400, 'http.invalid_json');
    add(413, 'http.too_large');
  }
  for (const code of endpoint.errors) add(statusOfCode(code), code);
  return statuses;
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const operationId = (endpoint: Endpoint) =>
  `${endpoint.method.toLowerCase()}${openApiPath(endpoint.path)
    .replace(/[{}]/g, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')}`;

export type OpenApiOptions = { serverUrl: string; version: string; sessionCookie: string; includeInternal?: boolean };

export function openApiDocument(options: OpenApiOptions, endpoints: Endpoint[] = ALL_ENDPOINTS): Document {
  const components: Record<string, JsonSchema> = {};
  components.Error = convert(errorBodySchema, 'output', components);
  delete components.Error.id;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    if (endpoint.internal && !options.includeInternal) continue;
    const responses: Record<string, unknown> = {};
    for (const [status, schema] of Object.entries(endpoint.responses)) {
      const description = Number(status) === 304 ? 'Not modified (ETag)' : Number(status) === 302 ? 'Redirect' : 'Success';
      if (schema === null) responses[status] = { description };
      else if (schema === 'file') responses[status] = { description, content: { [endpoint.produces ?? 'application/octet-stream']: {} } };
      else
        responses[status] = {
          description,
          content: { [endpoint.produces ?? 'application/json']: { schema: convert(schema, 'output', components) } },
        };
    }
    for (const [status, codes] of errorStatuses(endpoint)) {
      responses[String(status)] = {
        description: `${STATUS_TEXT[status] ?? 'Error'}. Codes: ${[...codes].join(', ')}`,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    const body = endpoint.body
      ? {
          required: true,
          content: {
            [endpoint.bodyType === 'multipart'
              ? 'multipart/form-data'
              : endpoint.bodyType === 'form'
                ? 'application/x-www-form-urlencoded'
                : 'application/json']: {
              schema: convert(endpoint.body, 'input', components),
            },
          },
        }
      : undefined;
    const security =
      endpoint.access === 'public'
        ? isWrite(endpoint)
          ? [{ csrfHeader: [] }]
          : []
        : [isWrite(endpoint) ? { sessionCookie: [], csrfHeader: [] } : { sessionCookie: [] }];
    (paths[openApiPath(endpoint.path)] ??= {})[endpoint.method.toLowerCase()] = {
      operationId: operationId(endpoint),
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.params || endpoint.query
        ? { parameters: [...parametersOf(endpoint.params, 'path', components), ...parametersOf(endpoint.query, 'query', components)] }
        : {}),
      ...(body ? { requestBody: body } : {}),
      responses,
      security,
      'x-access': endpoint.access,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Darsak API',
      version: options.version,
      description:
        'The API of Darsak, a tutoring and course-selling application. It behaves like a Laravel Sanctum back end: ' +
        'GET /sanctum/csrf-cookie starts a session and sets the readable XSRF-TOKEN cookie; every write sends its value in ' +
        'X-XSRF-TOKEN (419 otherwise). Errors are {message, code} or, for invalid input, Laravel’s {message, errors} with ' +
        'error_codes beside errors; code is stable, message is English.',
    },
    servers: [{ url: options.serverUrl }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: options.sessionCookie,
          description: 'The session, set by /sanctum/csrf-cookie and /login',
        },
        csrfHeader: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN', description: 'The XSRF-TOKEN cookie’s value, on every write' },
      },
    },
  };
}
