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

/**
 * Sanctum's stateful-request protection: a write must come from an allowed origin and carry
 * X-XSRF-TOKEN equal to its session's token, else 419 "CSRF token mismatch.".
 */
export const csrfPlugin = fp<{ allowedOrigins: string[] }>(
  async (app, { allowedOrigins }) => {
    const allowed = new Set(allowedOrigins);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin && !allowed.has(origin)) throw forbidden('auth.origin');
      const header = request.headers['x-xsrf-token'];
      const token = Array.isArray(header) ? header[0] : header;
      const session = request.session;
      if (!token || !session.exists || !equal(token, session.csrfToken)) throw csrfMismatch();
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
