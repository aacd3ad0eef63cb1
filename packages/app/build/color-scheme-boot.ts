import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { COLOR_SCHEME_STORAGE_KEY, DEFAULT_COLOR_SCHEME } from '../src/components/color-scheme.ts';

/**
 * The colour scheme before the first paint: the scheme kept on the device (the avatar menu's
 * pick, components/color-scheme.ts) or, for `auto` or none, the system's, set as
 * `html[data-mantine-color-scheme]` (the attribute Mantine's styles and index.html's
 * first-paint CSS follow) while the parser is still in `<head>`. So a dark device never sees a
 * light shell, and React's Mantine sets the same attribute again from the same key. Tiny, ES5,
 * and never throws (storage can be off).
 */
export const COLOR_SCHEME_SCRIPT =
  `(function(){var s;try{s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)})}catch(e){}` +
  `if(s!=="light"&&s!=="dark"&&s!=="auto")s=${JSON.stringify(DEFAULT_COLOR_SCHEME)};` +
  `if(s==="auto")s=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";` +
  `document.documentElement.setAttribute("data-mantine-color-scheme",s)})()`;

/**
 * The script's CSP source (`'sha256-…'`): the production policy allows this one inline script
 * by its hash, and no other (security-headers.ts). Inline rather than a file of its own, which
 * would hold the first paint for one more request.
 */
export const COLOR_SCHEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64')}'`;

/** Puts {@link COLOR_SCHEME_SCRIPT} first in index.html's `<head>`, in development and builds. */
export function colorSchemeBoot(): Plugin {
  return {
    name: 'creator-color-scheme-boot',
    transformIndexHtml: () => [
      { tag: 'script', children: COLOR_SCHEME_SCRIPT, injectTo: 'head-prepend' },
    ],
  };
}
