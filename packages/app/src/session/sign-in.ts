import { configUrl, sameOriginUrl, type SafeUrl } from '../security/safe-url';

/** The login URL's parameter naming the page to come back to after signing in. */
export const RETURN_TO = 'return_to';

/**
 * Where a signed-out user is sent: the configured login URL with `return_to` naming the page
 * they asked for (docs/product-rules.md#startup). The page passes the URL gate first and must be
 * of this origin; otherwise the login URL goes as it is configured.
 */
export function signInUrl(
  loginUrl: string,
  here: string = window.location.href,
  origin: string = window.location.origin,
): SafeUrl {
  const back = sameOriginUrl(here, origin);
  if (!back) return configUrl(loginUrl);
  // The config allows an absolute http(s) URL or a path of this origin.
  const url = new URL(loginUrl, origin);
  url.searchParams.set(RETURN_TO, back);
  return configUrl(url.href);
}
