/**
 * An HTTP client that behaves like the SPA in a browser: a cookie jar, the XSRF-TOKEN cookie
 * echoed in X-XSRF-TOKEN on writes, and the app's own Origin.
 */
export type TestResponse<T = unknown> = { status: number; headers: Headers; body: T; text: string };

export class TestClient {
  readonly baseUrl: string;
  readonly origin: string;
  readonly cookies = new Map<string, string>();

  constructor(baseUrl: string, origin = 'http://localhost:3000') {
    this.baseUrl = baseUrl;
    this.origin = origin;
  }

  get xsrfToken(): string | undefined {
    const raw = this.cookies.get('XSRF-TOKEN');
    return raw === undefined ? undefined : decodeURIComponent(raw);
  }

  async csrf(): Promise<void> {
    const response = await this.request('GET', '/sanctum/csrf-cookie');
    if (response.status !== 204) throw new Error(`csrf-cookie answered ${response.status}`);
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestResponse<T>> {
    const allHeaders: Record<string, string> = { Accept: 'application/json', Origin: this.origin, ...headers };
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) allHeaders.Cookie = cookie;
    if (method !== 'GET' && this.xsrfToken && !('X-XSRF-TOKEN' in headers)) allHeaders['X-XSRF-TOKEN'] = this.xsrfToken;
    let payload: string | FormData | Uint8Array | undefined;
    if (body instanceof FormData || typeof body === 'string' || body instanceof Uint8Array)
      payload = body as string | FormData | Uint8Array;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      allHeaders['Content-Type'] ??= 'application/json';
    }
    const response = await fetch(this.baseUrl + path, { method, headers: allHeaders, body: payload, redirect: 'manual' });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(setCookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get = <T = any>(path: string, headers?: Record<string, string>) => this.request<T>('GET', path, undefined, headers);
  post = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => this.request<T>('POST', path, body, headers);
  put = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => this.request<T>('PUT', path, body, headers);
  patch = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => this.request<T>('PATCH', path, body, headers);
  delete = <T = any>(path: string, headers?: Record<string, string>) => this.request<T>('DELETE', path, undefined, headers);
}
