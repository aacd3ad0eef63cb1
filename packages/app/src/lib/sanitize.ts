import DOMPurify from 'dompurify';
import { safeHttpUrl } from './safe-url';

/**
 * The only way HTML from the API reaches the DOM: DOMPurify's sanitised markup, as
 * TrustedHTML where the browser has Trusted Types (DOMPurify's own `dompurify` policy, the
 * only policy that may create markup; see security-headers.ts). Use with
 * `dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}`.
 */
export function sanitizeHtml(html: string): string {
  // TrustedHTML is accepted by innerHTML wherever a string is; React passes it through.
  return DOMPurify.sanitize(html, { RETURN_TRUSTED_TYPE: true }) as unknown as string;
}

const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'xlink:href', 'data'];
// Forms from the API have no business here: their targets are dropped whatever they are.
const DROPPED_ATTRIBUTES = ['action', 'formaction'];
// Inline handlers renamed before parsing: Chromium reports a CSP violation for each handler it
// parses, even in DOMPurify's inert document. DOMPurify still removes whatever this misses.
const HANDLER = /([\s/"'])on([a-z]+)(\s*=)/gi;

/**
 * `sanitizeHtml`, and every URL left in the markup must also pass the app's URL gate
 * (`safeHttpUrl`: absolute http(s), no `//host`, no user info) or the attribute is dropped;
 * links that stay open in a new window that cannot reach back (noopener, noreferrer).
 * For API HTML shown inside a page (an opportunity's message).
 */
export function sanitizeHtmlGated(html: string): string {
  DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (DROPPED_ATTRIBUTES.includes(data.attrName)) data.keepAttr = false;
    if (URL_ATTRIBUTES.includes(data.attrName) && !safeHttpUrl(data.attrValue))
      data.keepAttr = false;
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  try {
    return sanitizeHtml(html.replace(HANDLER, '$1no-handler-$2$3'));
  } finally {
    DOMPurify.removeHooks('uponSanitizeAttribute');
    DOMPurify.removeHooks('afterSanitizeAttributes');
  }
}
