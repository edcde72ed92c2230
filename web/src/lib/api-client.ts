import { loadErrorTexts, localizeApiMessage } from '@/lib/api-messages';
import { format, messages } from '@/lib/i18n';

/**
 * The one API client (SPEC section 7): credentials included, the CSRF cookie fetched before
 * the writes that need it, X-XSRF-TOKEN on every write, one retry after a 419, and errors
 * turned into ApiError carrying the server's message and field errors.
 */

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number; // 0 when no response arrived
  readonly errors: FieldErrors;
  readonly body: unknown;
  constructor(message: string, status: number, errors: FieldErrors = {}, body: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }
  /** The server's own message (in the active language when its code is known), if the response carried one. */
  get serverMessage(): string | undefined {
    const body = this.body as { message?: unknown; code?: unknown } | undefined;
    return typeof body?.message === 'string' && body.message ? localizeApiMessage(body.message, body.code) : undefined;
  }
}

/** Where the API lives; empty means the SPA's own origin (the server serves both). */
const API_BASE = (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '';

/** The full address of an API path, for plain links (downloads) that do not go through fetch. */
export const apiUrl = (path: string) => API_BASE + path;

export function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

export async function fetchCsrfCookie(): Promise<void> {
  await request('GET', '/sanctum/csrf-cookie');
}

type Body = Record<string, unknown> | FormData | undefined;
type Options = {
  /** Fetch /sanctum/csrf-cookie first (login, register, ratings, ...). */
  csrf?: boolean;
  /** Upload progress (0..1); uses XMLHttpRequest since fetch cannot report it. */
  onUploadProgress?: (fraction: number) => void;
};

async function request<T>(method: string, path: string, body?: Body, options: Options = {}, retried = false): Promise<T> {
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
    return request<T>(method, path, body, options, true);
  }
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (status >= 200 && status < 300) return data as T;
  await loadErrorTexts();
  const parsed = (data ?? {}) as { message?: unknown; code?: unknown; errors?: unknown };
  const message =
    typeof parsed.message === 'string' && parsed.message
      ? localizeApiMessage(parsed.message, parsed.code)
      : format(messages.shell.feedback.requestFailed, { status });
  throw new ApiError(message, status, parseFieldErrors(parsed.errors), data);
}

/** Laravel's `errors`: field name to a list of messages; tolerates a single string per field. */
function parseFieldErrors(value: unknown): FieldErrors {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const errors: FieldErrors = {};
  for (const [field, list] of Object.entries(value)) {
    const texts = (Array.isArray(list) ? list : [list]).filter((t): t is string => typeof t === 'string' && t !== '');
    if (texts.length > 0) errors[field] = texts.map((text) => localizeApiMessage(text));
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

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: Body, options?: Options) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: Body, options?: Options) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: Options) => request<T>('DELETE', path, undefined, options),
};
