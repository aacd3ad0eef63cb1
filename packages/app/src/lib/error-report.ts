/** What the error-reporting service receives for one failure. */
export interface ErrorReport {
  kind: 'icon_load_failed';
  /** The image that did not load. */
  url: string;
  /** The app's path when it failed. */
  page: string;
}

/** Sends one report; the default posts JSON and forgets it (a failed report is not reported). */
export type ReportSender = (endpoint: string, report: ErrorReport) => void;

const post: ReportSender = (endpoint, report) => {
  void fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
};

/**
 * Reports icon load failures (docs/product-rules.md#errors-and-messages) to the configured error-reporting endpoint
 * (`errorReportUrl`; without one nothing is installed). One listener on the document catches
 * every image's `error` event in the capture phase (it does not bubble), so no component has
 * to remember; each URL is reported once per page load. Returns the uninstaller.
 */
export function reportIconFailures(
  endpoint: string | undefined,
  { doc = document, send = post }: { doc?: Document; send?: ReportSender } = {},
): () => void {
  if (!endpoint) return () => undefined;
  const reported = new Set<string>();
  const onError = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLImageElement)) return;
    const url = target.currentSrc || target.src;
    // An image without a source, or the app's own inline images, say nothing useful.
    if (!url || url.startsWith('data:') || reported.has(url)) return;
    reported.add(url);
    send(endpoint, { kind: 'icon_load_failed', url, page: doc.location?.pathname ?? '' });
  };
  doc.addEventListener('error', onError, true);
  return () => doc.removeEventListener('error', onError, true);
}
