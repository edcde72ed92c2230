import Fastify, { type FastifyBaseLogger, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { AccessLogController, loggerOptions } from '../../app.ts';
import type { Config } from '../../config.ts';
import { accessLineWriter, responseMs, type AccessEntry } from './access-line.ts';

const appLogger = loggerOptions({ logLevel: 'info' } as Config) as pino.LoggerOptions;

/** A pino logger with the app's options (and `extra`) whose lines land in `lines`, on a fixed clock. */
function recorder(extra: pino.LoggerOptions = {}) {
  const lines: string[] = [];
  const log = pino(
    { ...appLogger, base: { pid: 7, hostname: 'host' }, timestamp: () => ',"time":1', ...extra },
    { write: (line: string) => lines.push(line) },
  );
  return { log: log as unknown as FastifyBaseLogger, lines };
}

/** What the lane logged before decision 064, for the same entry. */
const throughInfo = (log: FastifyBaseLogger, e: AccessEntry) =>
  log.info(
    { reqId: e.reqId, req: { method: e.method, url: e.url, ip: e.ip }, res: { statusCode: e.statusCode }, responseTime: e.responseTime },
    'request completed',
  );

const entries: AccessEntry[] = [
  {
    reqId: '0c4f2b7e-3a5d-4e8f-9b1a-2c3d4e5f6a7b',
    method: 'GET',
    url: '/api/user',
    ip: '127.0.0.1',
    statusCode: 200,
    responseTime: 0.123456789,
  },
  { reqId: 'proxy-request-0001', method: 'GET', url: '/api/tutors', ip: '203.0.113.7', statusCode: 304, responseTime: 12 },
  { reqId: 'no-address-01', method: 'GET', url: '/api/courses', ip: undefined, statusCode: 200, responseTime: Number.NaN },
  { reqId: 'quote"and\\slash', method: 'GET', url: '/api/"odd"\n', ip: '::1', statusCode: 200, responseTime: 1e-7 },
  { reqId: 'with-a-query-01', method: 'GET', url: '/api/orders?page=2', ip: '127.0.0.1', statusCode: 200, responseTime: 3.5 },
];

describe('the fast lane access line', () => {
  it.each(entries)('is byte for byte the line log.info writes ($url, $statusCode)', (entry) => {
    const direct = recorder();
    const info = recorder();
    const write = accessLineWriter(direct.log);
    expect(write.direct).toBe(true);
    write(entry);
    write(entry); // a second time from the kept req/res texts
    throughInfo(info.log, entry);
    throughInfo(info.log, entry);
    expect(direct.lines).toEqual(info.lines);
  });

  it('writes each line from its own entry when entries alternate (the kept last text is not reused wrongly)', () => {
    const direct = recorder();
    const info = recorder();
    const write = accessLineWriter(direct.log);
    for (const entry of [...entries, ...entries.slice().reverse(), entries[0]!, entries[0]!, entries[1]!]) {
      write(entry);
      throughInfo(info.log, entry);
    }
    expect(direct.lines).toEqual(info.lines);
    expect(direct.lines.filter((line) => line.includes('/api/orders')).every((line) => !line.includes('page='))).toBe(true);
  });

  it('gives times to the microsecond', () => {
    expect(responseMs(0.123456789)).toBe(0.123);
    expect(responseMs(12.3456)).toBe(12.346);
    expect(String(responseMs(1e-7))).toBe('0');
  });

  it('writes the same lines for more distinct addresses and statuses than it keeps texts for', () => {
    const direct = recorder();
    const info = recorder();
    const write = accessLineWriter(direct.log);
    for (let i = 0; i < 600; i += 1) {
      const entry = { ...entries[0]!, ip: `10.0.${(i % 300) >> 8}.${i % 256}`, statusCode: 200 + (i % 300) };
      write(entry);
      throughInfo(info.log, entry);
    }
    expect(direct.lines).toEqual(info.lines);
  });

  it('is built directly on the logger Fastify makes from the app options', () => {
    const app = Fastify({ logger: { ...appLogger, stream: { write: () => {} } } });
    expect(accessLineWriter(app.log).direct).toBe(true);
  });

  it('writes nothing below the logger level, and follows a level changed later', () => {
    const { log, lines } = recorder({ level: 'warn' });
    const write = accessLineWriter(log);
    write(entries[0]!);
    expect(lines).toEqual([]);
    log.level = 'info';
    write(entries[0]!);
    expect(lines).toHaveLength(1);
  });

  it.each<[string, pino.LoggerOptions]>([
    ['a mixin', { mixin: () => ({ instance: 'a' }) }],
    ['a log formatter', { formatters: { log: (object) => ({ ...object, formatted: true }) } }],
    ['another message key', { messageKey: 'message' }],
    ['a nested key', { nestedKey: 'payload' }],
    ['a redaction', { redact: ['req.remoteAddress'] }],
    ['a message prefix', { msgPrefix: '[lane] ' }],
  ])('leaves lines to log.info on a logger with %s', (_name, extra) => {
    const direct = recorder(extra);
    const info = recorder(extra);
    const write = accessLineWriter(direct.log);
    expect(write.direct).toBe(false);
    write(entries[0]!);
    throughInfo(info.log, entries[0]!);
    expect(direct.lines).toEqual(info.lines);
  });

  it('writes through log.info when a serializer makes anything but an object', () => {
    const extra = { serializers: { ...appLogger.serializers, res: () => 'hidden' } };
    const direct = recorder(extra);
    const info = recorder(extra);
    accessLineWriter(direct.log)(entries[0]!);
    throughInfo(info.log, entries[0]!);
    expect(direct.lines).toEqual(info.lines);
  });

  describe("Fastify's access log controller", () => {
    /** The app's logger and access log controller on a fixed clock; `direct`: given the logger, as buildApp does. */
    async function fastify(direct: boolean) {
      const lines: string[] = [];
      const controller = new AccessLogController();
      const app = Fastify({
        logger: {
          ...appLogger,
          base: { pid: 7, hostname: 'host' },
          timestamp: () => ',"time":1',
          stream: { write: (line: string) => lines.push(line) },
        },
        logController: controller,
      });
      if (direct) controller.useLogger(app.log);
      const writer = accessLineWriter(app.log);
      const seen: Record<string, boolean> = {};
      const handler = async (request: FastifyRequest) => {
        seen[request.routeOptions.url!] = writer.writesFor(request.log, request.id);
        return { ok: true };
      };
      app.get('/plain', handler);
      app.get('/verbose', { logLevel: 'debug' }, handler);
      app.get('/own-serializers', { logSerializers: { res: (reply: { statusCode: number }) => ({ code: reply.statusCode }) } }, handler);
      app.post('/created', async (_request, reply) => reply.status(201).send({ ok: true }));
      await app.ready();
      for (const url of ['/plain', '/plain?token=secret-signature&expires=1', '/verbose', '/own-serializers', '/missing']) {
        await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
      }
      await app.inject({ method: 'POST', url: '/created', payload: {} });
      await app.close();
      // Response times differ from run to run; everything else must be the same bytes.
      return {
        lines: lines.filter((l) => l.includes('"request completed"')).map((l) => l.replace(/"responseTime":[^,}]+/, '"responseTime":T')),
        seen,
      };
    }

    it('writes byte for byte the line reply.log.info wrote, directly where the request logger allows it', async () => {
      const direct = await fastify(true);
      const info = await fastify(false);
      expect(direct.lines).toHaveLength(6);
      expect(direct.lines).toEqual(info.lines);
      expect(direct.seen).toEqual({ '/plain': true, '/verbose': false, '/own-serializers': false });
      expect(direct.lines.join('')).not.toContain('secret-signature');
      expect(JSON.parse(direct.lines[1]!.replace('"responseTime":T', '"responseTime":0'))).toMatchObject({
        reqId: 'req-2',
        req: { method: 'GET', url: '/plain', remoteAddress: '203.0.113.9' },
        res: { statusCode: 200 },
        msg: 'request completed',
      });
    });
  });
});
