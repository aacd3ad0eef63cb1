/** Field path (e.g. `countryCode`, `customQuestionAnswers[0].answer`) to its messages. */
export type FieldErrors = Record<string, string[]>;

/**
 * Field path to the codes of its errors (the contract's `FieldErrorCode`, e.g. `blank`,
 * `invalid_email`), one per message of {@link FieldErrors} in the same order. Kept as strings:
 * a code this client does not know yet still arrives, and its message is the fallback.
 */
export type FieldErrorCodes = Record<string, string[]>;

/** The API answered 401: the session is missing or expired; send the user to login. */
export class NotAuthorizedError extends Error {
  override readonly name = 'NotAuthorizedError';
  readonly status = 401;
  constructor(message = 'Not signed in') {
    super(message);
  }
}

/** The API answered an error status; carries the status, message and per-field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status. */
    readonly status: number,
    message: string,
    /** Messages per field path, from a 422 body; empty otherwise. */
    readonly fieldErrors: FieldErrors = {},
    /** The parsed body as received (or its text). */
    readonly body: unknown = undefined,
    /** Codes per field path, from a 422 body (`codes`); empty otherwise. */
    readonly fieldCodes: FieldErrorCodes = {},
    /** Seconds to wait before trying again, from a 429's `Retry-After`; undefined without one. */
    readonly retryAfter: number | undefined = undefined,
  ) {
    super(message);
  }
}

/** The request never got an answer (offline, DNS, CORS, aborted connection). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    message: string,
    override readonly cause?: unknown,
    /** The request was given up after the client's `timeoutMs`. */
    readonly timedOut = false,
  ) {
    super(message);
  }
}

/** A media upload failed; `status` is the upload answer's HTTP status (0 without one). */
export class UploadError extends Error {
  override readonly name: string = 'UploadError';
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
}

/**
 * A file is over the upload limit (`limit` bytes, the contract's): refused before any of it
 * is sent, or answered 413 by the upload target. Sending it again cannot succeed.
 */
export class UploadTooLargeError extends UploadError {
  override readonly name = 'UploadTooLargeError';
  constructor(
    readonly filename: string,
    readonly limit: number,
  ) {
    super(`${filename} is over the upload limit of ${limit} bytes`, 413);
  }
}

/** A media upload was aborted through its signal. */
export class UploadAbortedError extends Error {
  override readonly name = 'AbortError';
  constructor() {
    super('The upload was aborted');
  }
}

/** Type guards, for `catch (error: unknown)`. */
export const isNotAuthorized = (e: unknown): e is NotAuthorizedError =>
  e instanceof NotAuthorizedError;
export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
/** The API answered 429: too many requests; `retryAfter` says how long to wait, when it does. */
export const isRateLimited = (e: unknown): e is ApiError => isApiError(e) && e.status === 429;

/**
 * A `Retry-After` header in seconds: the contract sends a number of seconds; an HTTP date (the
 * other form HTTP allows) counts from `now`. Undefined when absent or unreadable.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

const strings = (list: unknown): string[] | null =>
  Array.isArray(list) ? list.filter((m): m is string => typeof m === 'string') : null;

/**
 * Reads `{message, errors, codes}` from an error body, tolerating anything else; `retryAfter`
 * is the answer's `Retry-After` header.
 */
export function parseErrorBody(
  status: number,
  body: unknown,
  retryAfter: string | null = null,
): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message
      ? record.message
      : `Request failed (HTTP ${status})`;
  const fieldErrors: FieldErrors = {};
  if (typeof record.errors === 'object' && record.errors !== null)
    for (const [field, messages] of Object.entries(record.errors)) {
      const list = strings(messages);
      if (list) fieldErrors[field] = list;
    }
  const fieldCodes: FieldErrorCodes = {};
  if (typeof record.codes === 'object' && record.codes !== null)
    for (const [field, codes] of Object.entries(record.codes)) {
      const list = strings(codes);
      if (list) fieldCodes[field] = list;
    }
  return new ApiError(
    status,
    message,
    fieldErrors,
    body,
    fieldCodes,
    retryAfterSeconds(retryAfter),
  );
}
