import type { ApiErrorCode } from '@darsak/common';
import type { Access, Endpoint, ParamsOut, QueryOut, BodyOut } from '@darsak/common/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { LaneHandler } from '../lib/http/fast-lane.ts';

/**
 * Registers a route from its contract (decision 066): method and path, the guard its access
 * names (before validation, as Laravel's middleware runs before a form request), Fastify's
 * validation of params, query and body with the contract's schemas, and its answers serialized
 * from the contract's schemas. A route with no contract does not exist: a test walks every
 * registered route and fails on one without `config.contract`.
 */

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyContextConfig {
    /** The contract the route was registered from (http/route.ts). */
    contract?: Endpoint;
    /** A page of the SPA (HTML for people, not the API): no contract. */
    page?: boolean;
    /** false: the route never reads the session (public reads). */
    session?: boolean;
  }
}

/** What a response schema lets a handler answer: the schema's input (it is serialized from it). */
type AnswerOf<S> = S extends z.ZodType ? z.input<S> : S extends null ? undefined : unknown;
type FirstAnswer<E extends Endpoint> = E['responses'] extends { 200: infer S }
  ? AnswerOf<S>
  : E['responses'] extends { 201: infer S }
    ? AnswerOf<S>
    : unknown;

export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParamsOut<E>;
  Querystring: QueryOut<E>;
  Body: BodyOut<E>;
}>;

/**
 * A handler returns its answer's body (200, typed by the contract), or sends through `reply`
 * (another status, a file, a cached body): what it sends is serialized by the contract's schema
 * for that status, and checked against it outside production.
 */
export type ContractHandler<E extends Endpoint> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => Promise<FirstAnswer<E> | FastifyReply | void>;

export type RouteExtras = {
  /** A route that answers precompressed bytes (cached bodies) skips the compression hooks. */
  compress?: false;
  /** Public reads that never look at the session. */
  session?: false;
  bodyLimit?: number;
  /** The same answer before Fastify's router (decision 041), for a GET of the exact path. */
  lane?: LaneHandler;
};

/** Path-parameter 404 codes by `${method} ${url}`, read by the validator compiler. */
const notFoundCodes = new Map<string, ApiErrorCode>();
export const notFoundCodeOf = (method: string, url: string): ApiErrorCode => notFoundCodes.get(`${method} ${url}`) ?? 'http.not_found';

type Guard = (request: FastifyRequest) => Promise<void>;

/** The access guard, then (password.confirm) the recent confirmation: both before the body is validated. */
function preValidationOf(app: FastifyInstance, endpoint: Endpoint): Guard | undefined {
  const guard = guardOf(app, endpoint.access);
  if (!endpoint.passwordConfirm) return guard;
  return async (request) => {
    if (guard) await guard(request);
    await app.requirePasswordConfirmed(request);
  };
}

function guardOf(app: FastifyInstance, access: Access): Guard | undefined {
  switch (access) {
    case 'public':
      return undefined;
    case 'user':
      return app.requireUser;
    case 'verified':
      return app.requireVerifiedUser;
    case 'admin':
      return app.requireAdmin;
    case 'tutor':
      return app.requireTutor;
  }
}

export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: ContractHandler<E>, extras: RouteExtras = {}): void {
  const response: Record<number, z.ZodType> = {};
  for (const [status, schema] of Object.entries(endpoint.responses)) {
    if (schema && schema !== 'file') response[Number(status)] = schema as z.ZodType;
  }
  const json = endpoint.bodyType !== 'multipart';
  if (endpoint.params) notFoundCodes.set(`${endpoint.method} ${endpoint.path}`, endpoint.notFound ?? 'http.not_found');
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && json ? { body: endpoint.body } : {}),
      ...(Object.keys(response).length ? { response } : {}),
    },
    config: { contract: endpoint, ...(extras.session === false ? { session: false } : {}) },
    preValidation: preValidationOf(app, endpoint),
    ...(extras.compress === false ? { compress: false } : {}),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    handler: handler as unknown as RouteOptions['handler'],
  });
  if (extras.lane) {
    if (endpoint.method !== 'GET' || endpoint.params)
      throw new Error(`route: a fast-lane answer needs a GET of a fixed path (${endpoint.path})`);
    app.fastLane.get(endpoint.path, extras.lane);
  }
}
