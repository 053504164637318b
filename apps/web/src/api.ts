import { engineText, serverGroups } from './i18n/engine-text';

/**
 * Calls to the Marshal server's JSON API (mounted under /api). Failures become an `ApiError` carrying
 * the HTTP status and, when the server sent one, its error code and the location (file, line, field)
 * of the problem, so a page can show a message a person can act on.
 */
export interface ApiErrorLocation {
  readonly file?: string;
  readonly line?: number;
  readonly field?: string;
}

export class ApiError extends Error {
  readonly status: number;
  /** The server's stable `error` code (`not-found`, `stale`, `rate-limited`, …); `network` when it could not be reached. */
  readonly code: string;
  readonly location: ApiErrorLocation;
  readonly body: unknown;
  constructor(status: number, code: string, message: string, location: ApiErrorLocation = {}, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.location = location;
    this.body = body;
  }
}

export interface ApiOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  readonly headers?: Record<string, string>;
}

/**
 * The header the server asks of every state-changing request signed in by the session cookie (docs/adr/0019):
 * a page on another site cannot add it without a CORS preflight the server never grants.
 */
export const CSRF_HEADER = 'X-Marshal-CSRF';

/** `path` is relative to /api, e.g. `apiFetch('/health')`. Sends and expects JSON; cookies (sessions) included. */
export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const url = `/api${path.startsWith('/') ? path : `/${path}`}`;
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers[CSRF_HEADER] = '1';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, 'network', serverText('network', 'The Marshal server cannot be reached. Is it running?'));
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) throw toApiError(response.status, data, text);
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Reads the server's `{ error: code, message, location?, details? }` (and the nested `{ error: { code, message } }` form). */
export function toApiError(status: number, data: unknown, text = ''): ApiError {
  const obj = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const inner = typeof obj.error === 'object' && obj.error !== null ? (obj.error as Record<string, unknown>) : obj;
  const message = typeof inner.message === 'string' ? inner.message : text || `request failed (HTTP ${status})`;
  const code = typeof inner.error === 'string' ? inner.error : typeof inner.code === 'string' ? inner.code : `http-${status}`;
  const location = typeof inner.location === 'object' && inner.location !== null ? (inner.location as ApiErrorLocation) : {};
  return new ApiError(status, code, serverText(code, message), location, data);
}

/**
 * The server's message in the reader's language, read by the templates of its code (`server` in the engine words); the
 * rules' reasons and input errors are left for the page, which reads them with the engine's and zod's templates.
 */
const serverText = (code: string, message: string): string => engineText(message, serverGroups(code));

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiFetch<T>(path, signal ? { signal } : {}),
  post: <T>(path: string, body: unknown) => apiFetch<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body: unknown) => apiFetch<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body: unknown) => apiFetch<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiFetch<T>(path, { method: 'DELETE' }),
};
