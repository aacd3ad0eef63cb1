/**
 * The nonce the server gave this page's style elements: `<meta property="csp-nonce">` (Vite's
 * `html.cspNonce`, replaced per response; see build/security-headers.ts). Mantine puts it on the
 * `<style>` elements it writes, which the policy accepts only with it. The browser hides the
 * attribute once parsed; the `nonce` property keeps it. '' when the page has none.
 */
export function styleNonce(doc: Document = document): string {
  return doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
}
