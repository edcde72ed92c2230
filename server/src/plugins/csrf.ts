import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { csrfMismatch, forbidden } from '../http/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const equal = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const isForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/**
 * Sanctum's stateful-request protection: a write must come from an allowed origin and carry
 * X-XSRF-TOKEN equal to its session's token, else 419 "CSRF token mismatch.". A route whose
 * contract takes an HTML form (bodyType 'form': a page the server rendered, which cannot set a
 * header) reads the token from the form's `_token` field instead, once the body is parsed, as
 * Laravel's VerifyCsrfToken does (decision 073).
 */
export const csrfPlugin = fp<{ allowedOrigins: string[] }>(
  async (app, { allowedOrigins }) => {
    const allowed = new Set(allowedOrigins);
    const fromForm = new WeakSet<FastifyRequest>();
    const check = (request: FastifyRequest, token: unknown) => {
      const session = request.session;
      if (typeof token !== 'string' || !token || !session.exists || !equal(token, session.csrfToken)) throw csrfMismatch();
    };
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin && !allowed.has(origin)) throw forbidden('auth.origin');
      if (request.routeOptions.config.contract?.bodyType === 'form' && isForm(request)) {
        fromForm.add(request);
        return;
      }
      const header = request.headers['x-xsrf-token'];
      check(request, Array.isArray(header) ? header[0] : header);
    });
    app.addHook('preValidation', async (request: FastifyRequest) => {
      if (fromForm.has(request)) check(request, (request.body as { _token?: unknown } | undefined)?._token);
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
