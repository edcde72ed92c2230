import { describe, expect, it } from 'vitest';
import { cachedAnswer, serializeBody } from './cached-body.ts';

const big = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Tutor ${i}`, bio: 'Teaches calculus and linear algebra.' }));

describe('cachedAnswer', () => {
  it('answers the same request headers with the same answer, and each Accept-Encoding its own coding', async () => {
    const body = await serializeBody(big);
    const br = cachedAnswer({ 'accept-encoding': 'gzip, deflate, br' }, body, 'public, max-age=60', 'Origin');
    expect(cachedAnswer({ 'accept-encoding': 'gzip, deflate, br' }, body, 'public, max-age=60', 'Origin')).toBe(br);
    expect(br.headers).toEqual([
      ['vary', 'Origin, Accept-Encoding'],
      ['cache-control', 'public, max-age=60'],
      ['etag', `"${body.hash}-br"`],
      ['content-encoding', 'br'],
      ['content-type', 'application/json; charset=utf-8'],
    ]);
    expect(br.payload).toBe(body.br);
    expect(cachedAnswer({ 'accept-encoding': 'gzip' }, body, 'public, max-age=60', 'Origin').payload).toBe(body.gzip);
    expect(cachedAnswer({}, body, 'public, max-age=60', 'Origin').payload).toBe(body.text);
    // The same headers with a matching If-None-Match: 304, not the cached 200.
    const notModified = cachedAnswer(
      { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': `"${body.hash}-br"` },
      body,
      'public, max-age=60',
      'Origin',
    );
    expect(notModified.status).toBe(304);
    expect(notModified.payload).toBeNull();
    // Another Cache-Control or Vary is another answer.
    expect(cachedAnswer({ 'accept-encoding': 'gzip, deflate, br' }, body, 'no-cache', undefined).headers.slice(0, 2)).toEqual([
      ['vary', 'Accept-Encoding'],
      ['cache-control', 'no-cache'],
    ]);
  });

  it('answers each of alternating requests by its own headers (the last answer is reused only for the same ones)', async () => {
    const body = await serializeBody(big);
    const ask = (headers: Record<string, string>, cacheControl = 'public, no-cache', vary?: string, varyAlso?: string) =>
      cachedAnswer(headers, body, cacheControl, vary, varyAlso);
    const etag = `"${body.hash}-br"`;
    for (let round = 0; round < 2; round += 1) {
      expect(ask({ 'accept-encoding': 'br' }).payload).toBe(body.br);
      expect(ask({ 'accept-encoding': 'br', 'if-none-match': etag }).status).toBe(304);
      expect(ask({ 'accept-encoding': 'br' }).status).toBe(200);
      expect(ask({ 'accept-encoding': 'gzip' }).payload).toBe(body.gzip);
      expect(ask({}).payload).toBe(body.text);
      expect(ask({ 'accept-encoding': 'br' }, 'no-store').headers).toContainEqual(['cache-control', 'no-store']);
      expect(ask({ 'accept-encoding': 'br' }, 'no-store', 'Origin').headers).toContainEqual(['vary', 'Origin, Accept-Encoding']);
      expect(ask({ 'accept-encoding': 'br' }, 'no-store', 'Origin', 'Cookie').headers).toContainEqual([
        'vary',
        'Origin, Accept-Encoding, Cookie',
      ]);
      expect(ask({ 'accept-encoding': 'br' }).headers).toContainEqual(['vary', 'Accept-Encoding']);
    }
  });

  it('still negotiates every request once a body keeps as many answers as it may (unbounded Accept-Encoding values)', async () => {
    const body = await serializeBody(big);
    for (let i = 0; i < 100; i += 1) {
      const gzip = cachedAnswer({ 'accept-encoding': `gzip;q=0.${(i % 9) + 1}, x-${i}` }, body, 'no-cache', undefined);
      expect(gzip.payload).toBe(body.gzip);
      const br = cachedAnswer({ 'accept-encoding': `br, x-${i}` }, body, 'no-cache', undefined);
      expect(br.payload).toBe(body.br);
      expect(br.headers[2]).toEqual(['etag', `"${body.hash}-br"`]);
    }
  });
});
