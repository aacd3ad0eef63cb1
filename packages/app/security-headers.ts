/**
 * The one source of truth for the dashboard's response headers: the Content Security Policy
 * and the other security headers. Used by vite.config.ts (dev server and `vite preview`, i.e.
 * `pnpm serve`) and by the generator of `public/_headers` (Netlify / Cloudflare Pages; its
 * freshness is checked by security-headers.test.ts, `UPDATE_HEADERS=1` rewrites it). The nginx
 * snippet in README.md ("Security") is printed by the same test's helper `nginxSnippet()`.
 */

/** Hosts beyond the page's own origin that the app talks to; each list is CSP source expressions. */
export interface CspSources {
  /** The API and the realtime server (`connect-src`), e.g. `https://api.example.com wss://ws.example.com`. */
  connect: string[];
  /** Where API images come from (logos, avatars, thumbnails) (`img-src`). */
  img: string[];
  /** The chat widget's script host, when a network uses the chat (`script-src`). */
  script: string[];
  /** The payment widget's origins and where contract PDFs are shown from (`frame-src`); none = no frame. */
  frame: string[];
}

/** The chat widget (lib/chat.ts loads https://widget.intercom.io/widget/<appId>). */
export const CHAT_SCRIPT_SOURCES = ['https://widget.intercom.io', 'https://js.intercomcdn.com'];

/**
 * The Trusted Types policies (lib/trusted-types.ts): `dompurify` is the only one that turns
 * markup into TrustedHTML (DOMPurify's own policy, fed only by `sanitizeHtml`); `default` is the
 * guard for what libraries write themselves: tag-free text only (Mantine's `<style>` CSS
 * variables through React's innerHTML) and the chat widget's script URL; never script text.
 */
export const TRUSTED_TYPES_POLICIES = ['dompurify', 'default'];

/** A deployment's sources: edit these for your hosts, then `UPDATE_HEADERS=1` the test to rewrite `_headers`. */
export const DEPLOY_SOURCES: CspSources = {
  // The API, Pusher's websocket and its HTTP fallback (realtime through Pusher's service).
  connect: ['https://api.example.com', 'wss://ws-eu.pusher.com', 'https://sockjs-eu.pusher.com'],
  // API media come from partner CDNs (logos, platform avatars, thumbnails): https only.
  img: ['https:'],
  script: CHAT_SCRIPT_SOURCES,
  // Add the payment widget's origins and the host of the contract PDFs (account contract page).
  frame: [],
};

/**
 * The sources when the app runs against the mock (`pnpm start`, `pnpm serve`): the mock's
 * origin serves the media (http://127.0.0.1:<port>/__mock/...) and the realtime websocket.
 */
export function mockSources(mockUrl: string): CspSources {
  const mock = new URL(mockUrl);
  return {
    connect: [mock.origin, `ws://${mock.host}`, 'ws://127.0.0.1:*'],
    img: [mock.origin, 'https:'],
    script: CHAT_SCRIPT_SOURCES,
    // The contract PDFs the account contract page frames are the mock's files.
    frame: [mock.origin],
  };
}

const join = (name: string, values: string[]) => [name, ...values].join(' ');

/**
 * The production policy. Styles allow 'unsafe-inline' because Mantine writes its theme's CSS
 * variables and global classes in `<style>` elements at run time and turns style props into
 * `style` attributes (a nonce cannot cover attributes, and a static build served from a CDN
 * has no per-response nonce). Scripts: self only (plus the chat widget's host); no inline
 * script, no eval.
 */
export function productionCsp(sources: CspSources): string {
  return [
    "default-src 'self'",
    join('script-src', ["'self'", ...sources.script]),
    "style-src 'self' 'unsafe-inline'",
    join('img-src', ["'self'", 'data:', ...sources.img]),
    "font-src 'self' data:",
    join('connect-src', ["'self'", ...sources.connect]),
    join('frame-src', sources.frame.length > 0 ? sources.frame : ["'none'"]),
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    join('trusted-types', TRUSTED_TYPES_POLICIES),
  ].join('; ');
}

/**
 * The dev server's policy: the production one, loosened only where Vite's development mode
 * needs it: inline module scripts (the React Refresh preamble Vite injects in index.html),
 * the HMR websocket on the page's own host, and no Trusted Types requirement (Vite's error
 * overlay writes its template with innerHTML). The production build is what the e2e checks.
 */
export function developmentCsp(sources: CspSources): string {
  return productionCsp({
    ...sources,
    script: ["'unsafe-inline'", ...sources.script],
    connect: ['ws://127.0.0.1:*', 'ws://localhost:*', ...sources.connect],
  })
    .split('; ')
    .filter((directive) => !directive.startsWith('require-trusted-types-for'))
    .filter((directive) => !directive.startsWith('trusted-types'))
    .join('; ');
}

/**
 * Every header the app's pages are served with. HSTS only when served over https (browsers
 * ignore it on http, and sending it from a local http server is misleading).
 */
export function securityHeaders(csp: string, options: { https: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': [
      'accelerometer=()',
      'autoplay=()',
      'camera=()',
      'display-capture=()',
      'geolocation=()',
      'gyroscope=()',
      'hid=()',
      'magnetometer=()',
      'microphone=()',
      'midi=()',
      'payment=()',
      'publickey-credentials-get=()',
      'serial=()',
      'usb=()',
      'browsing-topics=()',
    ].join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.https
      ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' }
      : {}),
  };
}

/** The deployment's headers, as sent by a CDN in front of the static build over https. */
export const deployHeaders = () => securityHeaders(productionCsp(DEPLOY_SOURCES), { https: true });

/** `public/_headers` (Netlify, Cloudflare Pages): every path of the dashboard gets the headers. */
export function headersFile(): string {
  const lines = Object.entries(deployHeaders()).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Generated from packages/app/security-headers.ts (UPDATE_HEADERS=1 pnpm --filter @creator/app exec vitest run security-headers); do not edit.',
    '/*',
    ...lines,
    '',
  ].join('\n');
}

/** The same headers for nginx (`add_header ... always;`), for the README. */
export function nginxSnippet(): string {
  return Object.entries(deployHeaders())
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');
}
