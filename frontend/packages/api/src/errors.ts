import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/**
 * Every failed call reaches the UI in this one shape: the server's `detail` (null when the
 * server sent none, e.g. the network failed), the request id to quote to tech, the HTTP status
 * or the kind of transport failure, and the field a validation error names.
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  detail: string | null;
  requestId: string | null;
  field: string | null;
  /** A refused attempt (429): seconds until the next may be made. */
  retryAfterSecs?: number;
}

function stringField(body: unknown, key: string): string | null {
  if (body === null || typeof body !== 'object') return null;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

export function normaliseError(error: FetchBaseQueryError, meta: FetchBaseQueryMeta | undefined): ApiError {
  const sentId = meta?.request?.headers.get('X-Request-ID') ?? null;
  const echoedId = meta?.response?.headers.get('X-Request-ID') ?? null;
  const body = 'data' in error ? error.data : undefined;
  const requestId = stringField(body, 'request_id') ?? echoedId ?? sentId;
  if (typeof error.status === 'number') {
    const retryAfter = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).retry_after_secs : undefined;
    return {
      status: error.status,
      detail: stringField(body, 'detail'),
      requestId,
      field: stringField(body, 'field'),
      ...(typeof retryAfter === 'number' ? { retryAfterSecs: retryAfter } : {}),
    };
  }
  if (error.status === 'PARSING_ERROR') {
    // A non-JSON body (a proxy's HTML error page) has no detail to show, but its status counts.
    return { status: error.originalStatus, detail: null, requestId, field: null };
  }
  return { status: error.status, detail: null, requestId, field: null };
}

export function isApiError(value: unknown): value is ApiError {
  return (
    value !== null &&
    typeof value === 'object' &&
    'status' in value &&
    'detail' in value &&
    'requestId' in value
  );
}

/** Hooks type their errors as ApiError | SerializedError; the UI always gets an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return { status: 'CUSTOM_ERROR', detail: null, requestId: null, field: null };
}
