import type { z } from 'zod';
import type { ApiErrorCode } from '../api-errors.ts';

/**
 * One declaration per endpoint (issue 17, decision 066): the server registers the route from it
 * (Fastify validates with its schemas and serializes with its answers), the OpenAPI document is
 * generated from it, and the SPA's client is typed from it (types only: zod stays out of the
 * SPA's bundles).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it: anyone, a signed-in user (401 otherwise), one with a verified e-mail (403),
 * an admin (403), a tutor (403). The guard runs before validation, as Laravel's middleware runs
 * before a form request: a stranger learns nothing from a 422.
 */
export type Access = 'public' | 'user' | 'verified' | 'admin' | 'tutor';

/** An answer's body: a zod schema, `null` for no body (204), or 'file' for a download. */
export type AnswerSchema = z.ZodType | null | 'file';

export type Endpoint = {
  method: HttpMethod;
  /** Fastify's path syntax: /api/orders/:reference. */
  path: string;
  /** One line for the reference page. */
  summary: string;
  /** Groups endpoints on the reference page (the contract module's resource). */
  tag: string;
  access: Access;
  /** Path parameters, each parsed in one place (contracts/params.ts); a value that does not parse is 404. */
  params?: z.ZodType;
  /** The code of that 404 (the resource's own 'not found'). */
  notFound?: ApiErrorCode;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * How the body travels: JSON (default), multipart/form-data (files; read by the handler through
   * the contract), or an HTML form (application/x-www-form-urlencoded, from a page the server
   * rendered: its CSRF token travels as the `_token` field, as in Laravel's forms).
   */
  bodyType?: 'json' | 'multipart' | 'form';
  /** Every answer by status: 2xx bodies; error statuses are the one error shape. */
  responses: Partial<Record<200 | 201 | 202 | 204 | 302 | 304 | 503, AnswerSchema>>;
  /** The error codes it may answer, besides those its access, CSRF and validation imply. */
  errors: readonly ApiErrorCode[];
  /** Text answers (HTML, CSV, PDF) name their media type; JSON is the default. */
  produces?: string;
  /** Not in the public reference (the development mailbox). */
  internal?: boolean;
  /**
   * Laravel's password.confirm: the session must have confirmed the password (a login, or POST
   * /user/confirm-password) within PASSWORD_TIMEOUT seconds, else 423 before the body is read.
   */
  passwordConfirm?: true;
};

/** Declares an endpoint; the literal types are kept, so the client and the routes see them. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

/** Writes carry the CSRF token (Sanctum): every method but GET. */
export const isWrite = (endpoint: Pick<Endpoint, 'method'>) => endpoint.method !== 'GET';

/** The key the typed client names an endpoint by: 'POST /api/orders'. */
export type EndpointKey<E extends Endpoint> = `${E['method']} ${E['path']}`;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The body of its successful answer (the first 2xx with a body), as the client receives it. */
export type SuccessBody<E extends Endpoint> = E['responses'] extends { 200: infer S }
  ? Out<S>
  : E['responses'] extends { 201: infer S }
    ? Out<S>
    : E['responses'] extends { 202: infer S }
      ? Out<S>
      : undefined;

/** Path parameters as the client sends them (strings or numbers), as the server reads them (parsed). */
export type ParamsIn<E extends Endpoint> = E extends { params: infer P extends z.ZodType }
  ? { [K in keyof z.output<P>]: string | number }
  : undefined;
export type ParamsOut<E extends Endpoint> = E extends { params: infer P } ? Out<P> : undefined;
export type QueryIn<E extends Endpoint> = E extends { query: infer Q } ? In<Q> : undefined;
export type QueryOut<E extends Endpoint> = E extends { query: infer Q } ? Out<Q> : undefined;
export type BodyIn<E extends Endpoint> = E extends { bodyType: 'multipart' }
  ? FormDataLike
  : E extends { body: infer B }
    ? In<B>
    : undefined;
export type BodyOut<E extends Endpoint> = E extends { body: infer B } ? Out<B> : undefined;

/** A multipart body: the browser's FormData (kept structural, so common needs no DOM types). */
export type FormDataLike = { append(name: string, value: unknown, fileName?: string): void };

/** Fills a path's parameters: fillPath('/api/orders/:reference', {reference: 'DRS-…'}). */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  if (!params) return path;
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillPath: ${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}
