import type { Plugin } from 'vite';

/** The signed-in user's read, under the API's base: every page's first read. */
export const USER_PATH = '/api/user/me.json';

/** Text made safe for a double-quoted HTML attribute. */
const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The `<link>` that has the browser read the user from `apiBase` as soon as it reads the
 * HTML's head. public/boot.js's own read of that URL (same credentials) takes the answer over,
 * and it reads the build's API base from `data-api-base` when config.js sets none.
 */
export function userPreloadTag(apiBase: string): string {
  const base = apiBase.replace(/\/+$/, '');
  return `<link rel="preload" as="fetch" id="boot-user" href="${attribute(base + USER_PATH)}" data-api-base="${attribute(base)}" crossorigin="use-credentials" />`;
}

/**
 * Puts the user read's preload first in index.html's `<head>`, against the build's API base
 * (`VITE_API_BASE_URL`, default the page's origin), the app's own default too. Without it the
 * read waited for config.js and boot.js to arrive and run: on a throttled phone it answered at
 * about 1.1 s instead of 0.4 s, and every read and the greeting waited with it.
 */
export function bootUserPreload(): Plugin {
  let apiBase = '';
  return {
    name: 'creator-boot-user',
    configResolved(config) {
      apiBase = String(config.env.VITE_API_BASE_URL ?? '');
    },
    transformIndexHtml(html) {
      const title = /<\/title>\n/;
      if (!title.test(html)) throw new Error('boot-user: index.html has no <title> to follow');
      return html.replace(title, (end) => `${end}    ${userPreloadTag(apiBase)}\n`);
    },
  };
}
