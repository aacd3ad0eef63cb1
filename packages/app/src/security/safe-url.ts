/**
 * The one URL gate. Every URL the API hands out (links, images, windows, redirects) passes
 * `safeHttpUrl` before it reaches the DOM or the browser's location; what it returns is a
 * branded `SafeUrl`, and the app's components that take URLs (`ExternalLink`, `leave`,
 * `openExternal`) accept only that brand, so a raw API string does not compile there.
 * Leaving the page (`window.open`, `location.assign`, `location.href =`) happens only in
 * this module; a lint rule (`no-restricted-syntax` in eslint.config.js) forbids it elsewhere.
 *
 * ui components take URLs as plain strings (ui knows nothing of the app); the app passes
 * them only values from this gate (see README, "Security").
 */

declare const safeUrlBrand: unique symbol;
/** A URL that passed the gate: absolute https (or http where the config allows it), no user info. */
export type SafeUrl = string & { readonly [safeUrlBrand]: true };

let allowHttp = false;

/**
 * Sets whether plain `http:` passes (the config's `allowHttpUrls`: the mock's media are on
 * http://127.0.0.1). Called once at start; https only otherwise.
 */
export function configureUrlGate(options: { allowHttp: boolean }): void {
  allowHttp = options.allowHttp;
}

// Tab, newline and carriage return: the URL parser drops them anywhere, so `java\nscript:` is `javascript:`.
const STRIPPED = /[\t\n\r]/g;
// Leading and trailing C0 controls and spaces: the URL parser trims them too.
// eslint-disable-next-line no-control-regex -- matching controls is the point
const EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// Any other control, invisible or bidi character left inside: refused rather than guessed at.
const HOSTILE_CHARS =
  // eslint-disable-next-line no-control-regex -- matching controls is the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\s]/;

/**
 * The gate. Returns the normalised URL when it is an absolute `https:` URL (or `http:` when
 * configured) with a host and without user info; null for everything else: other schemes
 * (`javascript:`, `data:`, `vbscript:`, `blob:`, `file:`...), relative, protocol-relative
 * (`//host`) and backslash (`\\host`, `https:\\host`) forms, `user:pass@` URLs, and values with
 * control or invisible characters left after trimming. Whitespace and controls are normalised
 * the way the browser's URL parser does before deciding, so what is checked is what would be followed.
 */
export function safeHttpUrl(value: string | null | undefined): SafeUrl | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(STRIPPED, '').replace(EDGES, '');
  if (text === '' || HOSTILE_CHARS.test(text) || text.includes('\\')) return null;
  // The scheme must be spelled out, followed by exactly two slashes and a host.
  const scheme = /^(https?):\/\/(?![/\\])/i.exec(text);
  if (!scheme) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:';
  if (!secure && !(allowHttp && url.protocol === 'http:')) return null;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  // An `@` before the path that the parser did not read as user info (e.g. `%40`) is still a lure.
  if (/^[^/?#]*@/.test(text.slice(scheme[0].length))) return null;
  return url.href as SafeUrl;
}

const EMAIL =
  /^[A-Za-z0-9.!$'*+=^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** A `mailto:` link for a plain address from the API (no headers, no second recipient); null otherwise. */
export function safeMailto(email: string | null | undefined): SafeUrl | null {
  return typeof email === 'string' && email.length <= 254 && EMAIL.test(email)
    ? (`mailto:${email}` as SafeUrl)
    : null;
}

/**
 * A URL of this page's own origin (the sign-in return): it passes the gate and has the same
 * origin as `origin` (the page's). Null for anything else, so nothing can send a creator
 * elsewhere after signing in.
 */
export function sameOriginUrl(
  value: string | null | undefined,
  origin: string = window.location.origin,
): SafeUrl | null {
  const url = safeHttpUrl(value);
  return url && new URL(url).origin === origin ? url : null;
}

/** The gate under its short name. */
export const safeUrl = safeHttpUrl;

/**
 * Brands a URL from the validated runtime config (login, logout: `parseConfig` already
 * allows only http(s) URLs and same-origin paths there). Not for API values.
 */
export function configUrl(value: string): SafeUrl {
  return value as SafeUrl;
}

/** Opens an API-provided URL in a new window that cannot reach back to this one. Returns false when the URL is unsafe. */
export function openExternal(value: string | null | undefined): boolean {
  const url = safeHttpUrl(value);
  if (!url) return false;
  window.open(url, '_blank', 'noopener,noreferrer');
  return true;
}

/** Sends the browser to a gated URL (login, onboarding, contract, re-authorisation). */
export function navigateTo(url: SafeUrl): void {
  window.location.assign(url);
}
