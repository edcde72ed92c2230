import type { ApiErrorCode, FieldErrorCode } from '@darsak/common';
import type { z } from 'zod';
import type { BodyIn, Endpoint, Endpoints, ParamsIn, QueryIn, SuccessBody } from '@darsak/common/contracts';
import { loadErrorTexts, localizeApiError } from '@/lib/api-messages';
import { format, messages } from '@/lib/i18n';

/**
 * The one API client (SPEC section 7), typed from the contracts (decision 066): an endpoint is
 * named by its key ('POST /api/orders'), its params, query and body are the contract's, and so is
 * the answer. Only types come from the contracts: no schema (and no zod) reaches the SPA's bundle.
 * Credentials included, the CSRF cookie fetched before the writes that need it, X-XSRF-TOKEN on
 * every write, one retry after a 419, and errors turned into ApiError in the reader's language.
 */

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number; // 0 when no response arrived
  /** Laravel's field errors, each in the reader's language where its code is known. */
  readonly errors: FieldErrors;
  /** The error's stable code (common/src/api-errors.ts), when the server sent one. */
  readonly code: ApiErrorCode | undefined;
  readonly body: unknown;
  /** Whether the message came from the server (in the reader's language) rather than a local fallback. */
  readonly fromServer: boolean;
  constructor(
    message: string,
    status: number,
    options: { errors?: FieldErrors; code?: ApiErrorCode; body?: unknown; fromServer?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = options.errors ?? {};
    this.code = options.code;
    this.body = options.body;
    this.fromServer = options.fromServer ?? false;
  }
  /** The server's own message in the reader's language, if the response carried one. */
  get serverMessage(): string | undefined {
    return this.fromServer ? this.message : undefined;
  }
}

/** Where the API lives; empty means the SPA's own origin (the server serves both). */
const API_BASE = (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '';

export function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

type Params = Record<string, string | number>;
type Query = Record<string, string | number | boolean | null | undefined>;

/** What a call of endpoint E takes: its path params, query and body, as its contract declares them. */
export type CallInput<E extends Endpoint> = (E extends { params: z.ZodType } ? { params: ParamsIn<E> } : { params?: undefined }) &
  (E extends { query: z.ZodType } ? { query?: Partial<QueryIn<E>> & Query } : { query?: undefined }) &
  (E extends { body: z.ZodType } ? { body: BodyIn<E> } : { body?: undefined });

export type CallOptions = {
  /** Fetch /sanctum/csrf-cookie first (login, register, ratings, ...; SPEC section 7). */
  csrf?: boolean;
  /** Upload progress (0..1); uses XMLHttpRequest since fetch cannot report it. */
  onUploadProgress?: (fraction: number) => void;
};

/** A path with its parameters filled in and its query appended (empty values left out). */
function pathOf(template: string, params: Params | undefined, query: Query | undefined): string {
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The full address of a GET endpoint, for plain links (downloads) that do not go through fetch. */
export function apiHref<K extends keyof Endpoints>(key: K, input: CallInput<Endpoints[K]>): string {
  const [, template] = (key as string).split(' ') as [string, string];
  return API_BASE + pathOf(template, input.params as Params | undefined, input.query as Query | undefined);
}

/** What a call takes after the key: its input (optional when nothing in it is required) and options. */
type CallArgs<E extends Endpoint> =
  Record<never, never> extends CallInput<E> ? [input?: CallInput<E>, options?: CallOptions] : [input: CallInput<E>, options?: CallOptions];

/** Calls an endpoint by its contract key: call('GET /api/orders/:reference', {params: {reference}}). */
export function call<K extends keyof Endpoints>(key: K, ...args: CallArgs<Endpoints[K]>): Promise<SuccessBody<Endpoints[K]>>;
export function call(key: string, input?: { params?: Params; query?: Query; body?: unknown }, options?: CallOptions): Promise<unknown> {
  const [method, template] = key.split(' ') as [string, string];
  return request(method, pathOf(template, input?.params, input?.query), input?.body as Body, options);
}

type Body = Record<string, unknown> | FormData | undefined;

export const fetchCsrfCookie = (): Promise<void> => request('GET', '/sanctum/csrf-cookie') as Promise<void>;

async function request(method: string, path: string, body?: Body, options: CallOptions = {}, retried = false): Promise<unknown> {
  if (options.csrf && !retried) await fetchCsrfCookie();
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  const token = readCookie('XSRF-TOKEN');
  if (method !== 'GET' && token) headers['X-XSRF-TOKEN'] = token;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const payload = body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body);

  let status: number;
  let text: string;
  try {
    ({ status, text } = options.onUploadProgress
      ? await sendWithProgress(method, API_BASE + path, headers, payload, options.onUploadProgress)
      : await send(method, API_BASE + path, headers, payload));
  } catch {
    throw new ApiError(messages.shell.feedback.networkError, 0);
  }
  if (status === 419 && !retried) {
    await fetchCsrfCookie();
    return request(method, path, body, options, true);
  }
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (status >= 200 && status < 300) return data;
  await loadErrorTexts();
  throw errorOf(status, data);
}

/** An error answer as ApiError: its message and field errors worded from their codes, the server's text the fallback. */
function errorOf(status: number, data: unknown): ApiError {
  const parsed = (data ?? {}) as { message?: unknown; code?: unknown; params?: unknown; errors?: unknown; error_codes?: unknown };
  const code = typeof parsed.code === 'string' ? (parsed.code as ApiErrorCode) : undefined;
  const params = isRecord(parsed.params) ? (parsed.params as Record<string, string | number>) : undefined;
  const hasMessage = typeof parsed.message === 'string' && parsed.message !== '';
  const message = hasMessage
    ? localizeApiError(parsed.message as string, code ? { code, params } : undefined)
    : format(messages.shell.feedback.requestFailed, { status });
  return new ApiError(message, status, {
    errors: parseFieldErrors(parsed.errors, parsed.error_codes),
    code,
    body: data,
    fromServer: hasMessage,
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Laravel's `errors`: field name to a list of messages (a single string tolerated), each worded from its code. */
function parseFieldErrors(value: unknown, codes: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const codesByField = isRecord(codes) ? codes : {};
  const errors: FieldErrors = {};
  for (const [field, list] of Object.entries(value)) {
    const fieldCodes = Array.isArray(codesByField[field]) ? (codesByField[field] as FieldErrorCode[]) : [];
    const texts = (Array.isArray(list) ? list : [list]).filter((t): t is string => typeof t === 'string' && t !== '');
    if (texts.length > 0) errors[field] = texts.map((text, index) => localizeApiError(text, fieldCodes[index]));
  }
  return errors;
}

async function send(method: string, url: string, headers: Record<string, string>, body: BodyInit | undefined) {
  const response = await fetch(url, { method, headers, body, credentials: 'include' });
  return { status: response.status, text: await response.text() };
}

function sendWithProgress(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: XMLHttpRequestBodyInit | undefined,
  onProgress: (fraction: number) => void,
) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    for (const [key, value] of Object.entries(headers)) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) onProgress(1);
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new Error('aborted'));
    xhr.ontimeout = () => reject(new Error('timeout'));
    xhr.send(body ?? null);
  });
}
