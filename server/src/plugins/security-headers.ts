import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Browser features the app never uses, refused for it and anything it might embed (issue 8). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Runs helmet once against a recording response and returns the headers it would set. The
 * options are static (no per-request nonce), so every response gets the same strings; helmet
 * itself would rebuild the CSP string on each request (decision 029).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export type SecurityHeadersOptions = { allowedOrigins: string[]; https: boolean };

/**
 * Helmet's headers, a Permissions-Policy and the request id, set in one synchronous hook on every
 * response (API, pages, assets, errors). The SPA has no inline style and loads no font from
 * elsewhere, so style-src and font-src are 'self' only.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, { allowedOrigins, https }) => {
    const headers = {
      ...helmetHeaders({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            styleSrc: ["'self'"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'", ...allowedOrigins],
            upgradeInsecureRequests: https ? [] : null,
          },
        },
        strictTransportSecurity: https,
        crossOriginResourcePolicy: { policy: 'same-site' },
      }),
      'permissions-policy': PERMISSIONS_POLICY,
    };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'security-headers' },
);
