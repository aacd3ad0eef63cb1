/**
 * Elements whose content the page never shows as text: sanitizeHtml drops them with their
 * content (scripts, styles, frames, forms' text areas, SVG and MathML), or they are not text.
 */
const HIDDEN =
  /<(script|style|template|textarea|title|noscript|noembed|noframes|iframe|object|svg|math|xmp|select)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
/** Tags that start or end a block of text (as the message's Typography lays them out). */
const BLOCK =
  /<\/?(?:p|div|h[1-6]|ul|ol|li|dl|dt|dd|blockquote|pre|table|caption|thead|tbody|tfoot|tr|td|th|figure|figcaption|hr|br)\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
/** Any other tag (its quoted attributes may hold a `>`); a `<` before anything else is text. */
const TAG = /<\/?[a-z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const ENTITY = /&(#\d+|#x[\da-f]+|[a-z]+);?/gi;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** `text` with its character references decoded, or null when one is not known here. */
function decoded(text: string): string | null {
  let unknown = false;
  const result = text.replace(ENTITY, (whole, name: string) => {
    const lower = name.toLowerCase();
    const code = lower.startsWith('#x')
      ? parseInt(lower.slice(2), 16)
      : lower.startsWith('#')
        ? parseInt(lower.slice(1), 10)
        : NaN;
    if (!Number.isNaN(code) && code > 0 && code <= 0x10ffff) return String.fromCodePoint(code);
    const named = Object.hasOwn(NAMED, name) ? NAMED[name] : undefined;
    if (named === undefined) unknown = true;
    return named ?? whole;
  });
  return unknown ? null : result;
}

/**
 * The text of API HTML as the page will show it once sanitised, one line per block (paragraph,
 * heading, list item...): tags dropped, character references decoded, white space collapsed.
 * A string to set as `textContent` (with `white-space: pre-line`), never markup: it is made
 * without parsing the HTML into any document, so nothing of it (an element, a handler, a URL)
 * can act. Empty when there is no text, or when it holds a character reference only a full
 * HTML parser knows: the caller then shows nothing rather than a guess.
 */
export function plainText(html: string): string {
  const lines: string[] = [];
  for (const block of html.replace(COMMENT, '').replace(HIDDEN, '').split(BLOCK)) {
    const text = decoded(block.replace(TAG, ''));
    if (text === null) return '';
    const collapsed = text.replace(/[ \t\n\f\r]+/g, ' ').trim();
    if (collapsed) lines.push(collapsed);
  }
  return lines.join('\n');
}
