import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiHref, ApiError, call, fetchCsrfCookie } from './api-client';
import { mockApi, setXsrfCookie } from './api-client.test-utils';

describe('api client', () => {
  beforeEach(() => setXsrfCookie(undefined));
  afterEach(() => {
    setXsrfCookie(undefined);
    vi.unstubAllGlobals();
  });

  it('sends credentials and JSON headers, and parses the JSON answer', async () => {
    const server = mockApi({ 'GET /api/user': { body: { id: 1, name: 'Rana' } } });
    await expect(call('GET /api/user')).resolves.toEqual({ id: 1, name: 'Rana' });
    const [, init] = server.fetch.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init!.headers).toMatchObject({ Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' });
  });

  it('fetches the CSRF cookie before a write that asks for it, then sends X-XSRF-TOKEN from the cookie', async () => {
    const server = mockApi({
      'GET /sanctum/csrf-cookie': () => {
        setXsrfCookie('token/with=chars');
        return { status: 204 };
      },
      'POST /login': { status: 204 },
    });
    await expect(call('POST /login', { body: { email: 'a@b.c', password: 'x' } }, { csrf: true })).resolves.toBeUndefined();
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /sanctum/csrf-cookie', 'POST /login']);
    expect(server.calls[1]!.headers['X-XSRF-TOKEN']).toBe('token/with=chars');
    expect(server.calls[1]!.headers['Content-Type']).toBe('application/json');
    expect(server.calls[1]!.body).toEqual({ email: 'a@b.c', password: 'x' });
  });

  it('does not fetch the CSRF cookie unless asked, and never sends the token on a GET', async () => {
    setXsrfCookie('abc');
    const server = mockApi({ 'GET /api/user': { body: {} }, 'PUT /api/user/name': { body: { name: 'R' } } });
    await call('GET /api/user');
    await call('PUT /api/user/name', { body: { name: 'R' } });
    expect(server.callsTo('GET /sanctum/csrf-cookie')).toHaveLength(0);
    expect(server.calls[0]!.headers['X-XSRF-TOKEN']).toBeUndefined();
    expect(server.calls[1]!.headers['X-XSRF-TOKEN']).toBe('abc');
  });

  it('after a 419 refetches the CSRF cookie and retries once with the new token', async () => {
    setXsrfCookie('stale');
    const server = mockApi({
      'GET /sanctum/csrf-cookie': () => {
        setXsrfCookie('fresh');
        return { status: 204 };
      },
      'POST /api/ratings': [
        { status: 419, body: { message: 'CSRF token mismatch.' } },
        { status: 201, body: { id: 3 } },
      ],
    });
    await expect(call('POST /api/ratings', { body: { rating: 5 } })).resolves.toEqual({ id: 3 });
    expect(server.calls.map((c) => `${c.method} ${c.path} ${c.headers['X-XSRF-TOKEN'] ?? '-'}`)).toEqual([
      'POST /api/ratings stale',
      'GET /sanctum/csrf-cookie -',
      'POST /api/ratings fresh',
    ]);
  });

  it('retries only once: a second 419 becomes an ApiError', async () => {
    const server = mockApi({ 'POST /api/ratings': { status: 419, body: { message: 'CSRF token mismatch.' } } });
    const error = await call('POST /api/ratings', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(419);
    expect(server.callsTo('POST /api/ratings')).toHaveLength(2);
    expect(server.callsTo('GET /sanctum/csrf-cookie')).toHaveLength(1);
  });

  it("turns a Laravel 422 into an ApiError with the server's message and field errors", async () => {
    mockApi({
      'POST /register': {
        status: 422,
        body: { message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'], name: 'Too long' } },
      },
    });
    const error = (await call('POST /register', { body: {} as never }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.message).toBe('The email has already been taken.');
    expect(error.serverMessage).toBe('The email has already been taken.');
    expect(error.errors).toEqual({ email: ['The email has already been taken.'], name: ['Too long'] });
  });

  it('gives a status text and no server message when the error answer has no JSON message', async () => {
    mockApi({ 'DELETE /api/user': { status: 500 } });
    const error = (await call('DELETE /api/user').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.serverMessage).toBeUndefined();
    expect(error.message).toBe('Request failed with status 500');
    expect(error.errors).toEqual({});
  });

  it('reports status 0 when no response arrives', async () => {
    mockApi({ 'POST /register': { network: true } });
    const error = (await call('POST /register', { body: {} as never }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
  });

  it('sends FormData as is (no JSON content type) and reports upload progress', async () => {
    setXsrfCookie('abc');
    const server = mockApi({ 'POST /api/user/profile-picture': { body: { image_url: '/storage/a.png' } } });
    const form = new FormData();
    form.append('image', new File(['x'], 'a.png', { type: 'image/png' }));
    const progress: number[] = [];
    const answer = await call(
      'POST /api/user/profile-picture',
      { body: form },
      { csrf: true, onUploadProgress: (p: number) => progress.push(p) },
    );
    expect(answer).toEqual({ image_url: '/storage/a.png' });
    const upload = server.callsTo('POST /api/user/profile-picture')[0]!;
    expect(upload.transport).toBe('xhr');
    expect(upload.body).toBeInstanceOf(FormData);
    expect(upload.headers['Content-Type']).toBeUndefined();
    expect(upload.headers['X-XSRF-TOKEN']).toBe('abc');
    expect(progress).toEqual([0.5, 1]);
  });

  it('fills path parameters (encoded) and appends the non-empty query values', async () => {
    const server = mockApi({ 'GET /api/orders/DRS-A%2FB': { body: {} }, 'GET /api/admin/orders': { body: { data: [], total: 0 } } });
    await call('GET /api/orders/:reference', { params: { reference: 'DRS-A/B' } });
    await call('GET /api/admin/orders', { query: { status: 'paid', q: '', page: 2 } });
    expect(server.calls.map((c) => c.path)).toEqual(['/api/orders/DRS-A%2FB', '/api/admin/orders?status=paid&page=2']);
    expect(apiHref('GET /api/admin/applications/:id/cv', { params: { id: 'abc' } })).toBe('/api/admin/applications/abc/cv');
  });

  it('carries the error code and words field errors from their codes once the texts are loaded', async () => {
    mockApi({
      'POST /register': {
        status: 422,
        body: {
          message: 'The name field is required. (and 1 more error)',
          code: 'validation.failed',
          errors: { name: ['The name field is required.'], password: ['The password field must be at least 8 characters.'] },
          error_codes: {
            name: [{ code: 'validation.required', params: { attribute: 'name' } }],
            password: [{ code: 'validation.min.string', params: { attribute: 'password', min: 8 } }],
          },
        },
      },
    });
    const error = (await call('POST /register', { body: {} as never }).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('validation.failed');
    expect(error.errors).toEqual({
      name: ['The name field is required.'],
      password: ['The password field must be at least 8 characters.'],
    });
  });

  it('fetchCsrfCookie calls GET /sanctum/csrf-cookie', async () => {
    const server = mockApi();
    await fetchCsrfCookie();
    expect(server.callsTo('GET /sanctum/csrf-cookie')).toHaveLength(1);
  });
});
