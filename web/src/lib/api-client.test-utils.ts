/**
 * Test helpers for code that talks to the API: a routed fetch mock (and a matching fake
 * XMLHttpRequest for uploads with progress), so component tests describe the server's
 * answers per "METHOD /path" and inspect the calls that were made.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export type MockRequest = {
  method: string;
  /** Path with the query string, e.g. /api/ratings/summary?type=course */
  path: string;
  headers: Record<string, string>;
  /** Parsed JSON body, the FormData itself, or undefined. */
  body: unknown;
  /** 'fetch' or 'xhr' (uploads that report progress). */
  transport: 'fetch' | 'xhr';
};

/** status defaults to 200; body undefined means an empty answer; network simulates no response. */
export type MockReply = { status?: number; body?: unknown; network?: boolean };
export type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

type Routes = Record<string, MockHandler | MockHandler[]>;

/** A promise that the test settles by hand, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Stubs fetch and XMLHttpRequest. Keys are 'METHOD /path' (query string optional: a key
 * without one matches any query). A list answers in order and repeats its last entry.
 * 'GET /sanctum/csrf-cookie' answers 204 unless given. Unknown routes answer 404.
 */
export function mockApi(routes: Routes = {}) {
  const calls: MockRequest[] = [];
  // A test that answers GET /api/user models a browser holding the session cookies: the SPA
  // asks only when the XSRF-TOKEN cookie (set with the session cookie) is there.
  if ('GET /api/user' in routes && !document.cookie.includes('XSRF-TOKEN=')) setXsrfCookie('test-xsrf-token');
  const queues = new Map<string, MockHandler[]>(
    Object.entries({ 'GET /sanctum/csrf-cookie': { status: 204 }, ...routes }).map(([key, value]) => [
      key,
      Array.isArray(value) ? [...value] : [value],
    ]),
  );

  async function respond(request: MockRequest): Promise<{ status: number; text: string }> {
    calls.push(request);
    const bare = request.path.split('?')[0];
    const queue = queues.get(`${request.method} ${request.path}`) ?? queues.get(`${request.method} ${bare}`);
    if (!queue || queue.length === 0) {
      return { status: 404, text: JSON.stringify({ message: `No mock for ${request.method} ${request.path}` }) };
    }
    const handler = queue.length > 1 ? queue.shift()! : queue[0]!;
    const reply = (typeof handler === 'function' ? await handler(request) : handler) ?? {};
    if (reply.network) throw new TypeError('Failed to fetch');
    return { status: reply.status ?? 200, text: reply.body === undefined ? '' : JSON.stringify(reply.body) };
  }

  const toPath = (url: string) => {
    const parsed = new URL(url, 'http://localhost');
    return parsed.pathname + parsed.search;
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { status, text } = await respond({
      method: (init.method ?? 'GET').toUpperCase(),
      path: toPath(url),
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: parseBody(init.body),
      transport: 'fetch',
    });
    // A minimal Response: the client reads only status and text(); no streams, so fake timers never stall it.
    return { status, ok: status >= 200 && status < 300, text: async () => text } as unknown as Response;
  });

  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    status = 0;
    responseText = '';
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: unknown) {
      void Promise.resolve().then(async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        try {
          const { status, text } = await respond({
            method: this.method,
            path: toPath(this.url),
            headers: this.headers,
            body: parseBody(body),
            transport: 'xhr',
          });
          this.status = status;
          this.responseText = text;
          this.onload?.();
        } catch {
          this.onerror?.();
        }
      });
    }
  }

  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);

  return {
    fetch: fetchMock,
    calls,
    /** The calls to one 'METHOD /path' (query ignored unless given). */
    callsTo(route: string) {
      const [method, path] = route.split(' ') as [string, string];
      return calls.filter((c) => c.method === method && (path.includes('?') ? c.path === path : c.path.split('?')[0] === path));
    },
    /** Replaces (or adds) the answers of one route. */
    on(route: string, handler: MockHandler | MockHandler[]) {
      queues.set(route, Array.isArray(handler) ? [...handler] : [handler]);
    },
  };
}

/** Sets (or with undefined, removes) the XSRF-TOKEN cookie the client reads. */
export function setXsrfCookie(value: string | undefined) {
  document.cookie =
    value === undefined ? 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/' : `XSRF-TOKEN=${encodeURIComponent(value)}; path=/`;
}

/** A signed-in user as GET /api/user answers. */
export const testUser = {
  id: 7,
  name: 'Rana Haddad',
  email: 'rana@example.com',
  email_verified_at: '2026-01-10T09:00:00.000Z',
  image: null as string | null,
  created_at: '2026-01-05T09:00:00.000Z',
};

/** Lets pending promise chains (mocked calls and the state updates after them) settle inside act. */
export async function flush(rounds = 20) {
  await act(async () => {
    for (let i = 0; i < rounds; i += 1) await Promise.resolve();
  });
}

/**
 * Fake timers that Testing Library cooperates with: its async wrapper drains with a
 * setTimeout(0) and only advances fake clocks it recognises as Jest's, so a `jest` shim
 * forwards to Vitest. Pair with userEvent.setup({ advanceTimers }) and undo with
 * vi.useRealTimers() and vi.unstubAllGlobals().
 */
export function useFakeClock() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return { advanceTimers: (ms: number) => vi.advanceTimersByTime(ms) };
}
