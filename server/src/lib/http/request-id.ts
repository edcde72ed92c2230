import { randomUUID } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';

/** Fastify's trustProxy as the app passes it: false, a hop test or proxy addresses. */
export type TrustProxy = false | ((address: string, hop: number) => boolean) | string[];

/** The shape of an id worth keeping: a proxy's UUID or trace id, never a log line's worth of text. */
const ID_SHAPE = /^[\w-]{8,64}$/;

/**
 * The request id (issue 23): the X-Request-Id a trusted proxy sent, so its log line and ours
 * share it, else a new UUID. A client's own header is ignored unless it came through a proxy the
 * app trusts (TRUST_PROXY): otherwise anyone could give their requests another's id, or the same
 * id to thousands, and muddle the logs and traces an operator reads. Fastify's genReqId and the
 * fast lane both use it.
 */
export function requestIdMaker(trustProxy: TrustProxy): (incoming: string | undefined, peer: string | undefined) => string {
  const trusted = trustProxy === false ? null : typeof trustProxy === 'function' ? trustProxy : proxyAddr.compile(trustProxy);
  return (incoming, peer) =>
    trusted !== null && incoming !== undefined && peer !== undefined && ID_SHAPE.test(incoming) && trusted(peer, 0)
      ? incoming
      : randomUUID();
}
