import { FetchError, ofetch } from 'ofetch';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import { BACKGROUND_CALL_HEADER } from '../../domain/protection/inactivity';

/** The reference platform's one answer shape (server/README.md): `{ success, value?, code?, message? }`. */
export interface Envelope<T = unknown> {
  success: boolean;
  value?: T;
  code?: string;
  message?: string;
}

/** A call that reached the server and was refused, or never reached it. `code` is the server's stable code. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    /** The error data the server sent with the refusal (for example `{ captchaRequired: true }`). */
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get offline(): boolean {
    return this.code === 'NETWORK';
  }
}

/** Codes that mean the session is gone; the session machine ends it cleanly (spec §8 dictionary). */
export const SESSION_ENDED_CODES = new Set(['NOT_LOGGED_IN', 'LOGGED_OUT', 'SESSION_EXPIRED']);

interface HttpState {
  token: string | null;
  language: string;
  onSessionEnded: ((error: ApiError) => void) | null;
}

const state: HttpState = { token: null, language: 'EN', onSessionEnded: null };

/** Called by the session machine on login and logout. */
export function setAuthToken(token: string | null): void {
  state.token = token;
}
export function getAuthToken(): string | null {
  return state.token;
}
/** Called by the language machine so the server answers in the player's language. */
export function setRequestLanguage(language: string): void {
  state.language = language;
}
/** The session actor registers itself here to hear about "not logged in" answers. */
export function onSessionEnded(handler: ((error: ApiError) => void) | null): void {
  state.onSessionEnded = handler;
}

const client = ofetch.create({
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  onRequest({ options }) {
    const headers = new Headers(options.headers);
    if (state.token && !headers.has('token')) headers.set('token', state.token);
    headers.set('language', state.language);
    options.headers = headers;
  },
});

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The site makes this call on its own (a poll, a refresh): it is not the player's activity (inactivity logout). */
  background?: boolean;
  /** The caller ends the session itself when the server says it is gone (the inactivity logout's last call). */
  endsSessionItself?: boolean;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const data = error.data as Partial<Envelope> | undefined;
    if (data && typeof data === 'object' && 'success' in data) {
      return new ApiError(data.message ?? 'Unknown error', data.code ?? 'UNKNOWN', error.statusCode ?? 0, data.value);
    }
    if (error.name === 'AbortError' || error.cause instanceof DOMException) {
      return new ApiError('Request cancelled', 'ABORTED', 0);
    }
    if (!error.statusCode) return new ApiError('No Internet', 'NETWORK', 0);
    return new ApiError('Unknown error', `HTTP_${error.statusCode}`, error.statusCode);
  }
  return new ApiError(error instanceof Error ? error.message : 'Unknown error', 'UNKNOWN', 0);
}

function cleanQuery(query: CallOptions['query']) {
  if (!query) return undefined;
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null));
}

/** The whole envelope, for the calls whose answer is read at `success` (favourites, affiliate check). */
export async function callEnvelope<T>(path: string, options: CallOptions = {}): Promise<Envelope<T>> {
  try {
    return await client<Envelope<T>>(path, {
      method: options.method ?? 'GET',
      query: cleanQuery(options.query),
      body: options.body as Record<string, unknown> | undefined,
      headers: options.background ? { ...options.headers, [BACKGROUND_CALL_HEADER]: '1' } : options.headers,
      signal: options.signal,
    });
  } catch (error) {
    const apiError = toApiError(error);
    if (SESSION_ENDED_CODES.has(apiError.code) && !options.endsSessionItself) state.onSessionEnded?.(apiError);
    throw apiError;
  }
}

/** The envelope's `value` when `success` is true; otherwise an ApiError with the server's code and message. */
export async function call<T>(path: string, options: CallOptions = {}): Promise<T> {
  const envelope = await callEnvelope<T>(path, options);
  if (!envelope.success) {
    const error = new ApiError(envelope.message ?? 'Unknown error', envelope.code ?? 'UNKNOWN', 200, envelope.value);
    if (SESSION_ENDED_CODES.has(error.code) && !options.endsSessionItself) state.onSessionEnded?.(error);
    throw error;
  }
  return envelope.value as T;
}
