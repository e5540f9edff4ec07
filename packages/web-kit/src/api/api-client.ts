import type { ApiErrorBody, FieldError } from '@brightwave/contracts';
import { getRuntimeConfig } from '../config/runtime-config';
import { clearSessionUser, getSessionUser, requireSignIn } from '../session/session-store';

/** The per-field problems of an error body (contracts' `ApiErrorBody.fields`), if well-formed. */
function fieldsOf(body: unknown): Record<string, FieldError> {
  const fields = (body as Partial<ApiErrorBody> | null)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, field]) => typeof (field as Partial<FieldError> | null)?.message === 'string',
    ),
  );
}

/**
 * An HTTP answer outside 200-299: the status, the message the server gave (`message` or
 * `error`), its stable `code` (`validation_failed`, `unauthorized`, `rate_limited`, ...; `http_<status>`
 * when the answer had none) and, for invalid input, the problem with each field.
 */
export class ApiError extends Error {
  readonly code: string;
  /** Keyed by field name (dotted path for nested fields): the server's code and message. */
  readonly fields: Readonly<Record<string, FieldError>>;

  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    const code = (body as Partial<ApiErrorBody> | null)?.code;
    this.code = typeof code === 'string' && code ? code : `http_${status}`;
    this.fields = fieldsOf(body);
  }

  /** The request needs a signed-in user (or the session ended): time to ask for a sign-in. */
  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  /** What the server said about one field, to show next to it; undefined when it was fine. */
  fieldMessage(field: string): string | undefined {
    return this.fields[field]?.message;
  }
}

/** Whether a failure is the API's 401: the caller is not (or no longer) signed in. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.isUnauthorized;
}

/** The request never got an answer (server down, offline, CORS). */
export class NetworkError extends Error {
  readonly code = 'NETWORK_ERROR';
  constructor(cause: unknown) {
    super('Could not reach the server. Please check your connection and try again.', { cause });
    this.name = 'NetworkError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  /** Adds the signed-in user's bearer token. */
  auth?: boolean;
  /**
   * What a 401 to a call that sent a token does: 'sign-in' (default) clears the session and
   * sends the visitor to /login with a return path; 'clear' only clears it (background checks).
   */
  onUnauthorized?: 'sign-in' | 'clear';
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: ApiRequest['query']): string {
  const url = new URL(getRuntimeConfig().apiUrl + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message.join(' ');
    if (typeof error === 'string' && error) return error;
  }
  return `Request failed with status ${status}`;
}

export interface ApiResponse<T> {
  status: number;
  /** The answer's headers (across origins, only those the API exposes to the browser). */
  headers: Headers;
  body: T;
}

/** Calls the API and returns the parsed JSON body (or the text, or null when empty). */
export async function apiRequest<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiExchange<T>(path, request)).body;
}

/**
 * Like apiRequest, with the HTTP status and headers of a successful answer (200-299), for screens
 * whose behaviour depends on the exact status or read a header (a list's total count).
 */
export async function apiExchange<T = unknown>(
  path: string,
  request: ApiRequest = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    body = request.form;
  }
  const token = request.auth ? getSessionUser()?.token : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path, request.query), {
      method: request.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }

  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (response.status === 401 && token && getSessionUser()?.token === token) {
    if (request.onUnauthorized === 'clear') clearSessionUser();
    else requireSignIn();
  }
  if (!response.ok) throw new ApiError(response.status, messageOf(parsed, response.status), parsed);
  return { status: response.status, headers: response.headers, body: parsed as T };
}
