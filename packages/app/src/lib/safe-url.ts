/**
 * URLs handed out by the API (onboarding, contracts, opportunities...) are followed only
 * when they are absolute http(s) URLs: anything else (`javascript:`, `data:`, relative
 * paths, garbage) could run script or land somewhere unexpected.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** Opens an API-provided URL in a new window that cannot reach back to this one. Returns false when the URL is unsafe. */
export function openExternal(value: string | null | undefined): boolean {
  const url = safeHttpUrl(value);
  if (!url) return false;
  window.open(url, '_blank', 'noopener,noreferrer');
  return true;
}
