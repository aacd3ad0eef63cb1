import DOMPurify, { type Config } from 'dompurify';
import { safeHttpUrl } from './safe-url';

/**
 * What HTML from the API may do: format text (headings, paragraphs, lists, emphasis, quotes,
 * code, tables), link out and show images. It may not style the page: no `<style>`, no `style`
 * attribute (so no CSS `url()` either), no `class` or `id` (the app's own rules and anchors),
 * no presentational attributes (`background`, `width`, ...), no forms, frames, SVG or MathML.
 */
const FORMAT_ONLY: Config = {
  ALLOWED_TAGS: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'blockquote'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins'],
    ...['mark', 'small', 'sub', 'sup', 'q', 'cite', 'abbr', 'pre', 'code', 'kbd', 'figure'],
    ...['figcaption', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
    ...['a', 'img'],
  ],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'start', 'reversed'],
  ALLOW_DATA_ATTR: false,
  // The renamed style elements (see STYLE_ELEMENT) go with their text.
  ADD_FORBID_CONTENTS: ['no-style'],
  ALLOW_ARIA_ATTR: false,
  // TrustedHTML (DOMPurify's `dompurify` policy, the one policy that creates markup); innerHTML
  // accepts it wherever a string is, and React passes it through.
  RETURN_TRUSTED_TYPE: true,
};

/** Attributes whose value is a URL: kept only when the URL gate accepts them. */
const URL_ATTRIBUTES = ['href', 'src'];
// Inline handlers renamed before parsing: Chromium reports a CSP violation for each handler it
// parses, even in DOMPurify's inert document. DOMPurify still removes whatever this misses.
const HANDLER = /([\s/"'])on([a-z]+)(\s*=)/gi;
// Style elements likewise: Chromium reports a `style-src-elem` violation for each one parsed.
const STYLE_ELEMENT = /<(\/?)style(?=[\s/>])/gi;

/**
 * The only way HTML from the API reaches the DOM (through `SafeHtml`): DOMPurify with the
 * format-only allowlist above; every URL left must pass the app's URL gate (`safeHttpUrl`:
 * absolute http(s), no `//host`, no user info) or the attribute is dropped; links open in a new
 * window that cannot reach back (noopener, noreferrer).
 */
export function sanitizeHtml(html: string): string {
  DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
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
    return DOMPurify.sanitize(
      html.replace(HANDLER, '$1no-handler-$2$3').replace(STYLE_ELEMENT, '<$1no-style'),
      FORMAT_ONLY,
    ) as unknown as string;
  } finally {
    DOMPurify.removeHooks('uponSanitizeAttribute');
    DOMPurify.removeHooks('afterSanitizeAttributes');
  }
}
