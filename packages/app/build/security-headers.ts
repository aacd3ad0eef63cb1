import { randomBytes } from 'node:crypto';
import { COLOR_SCHEME_SCRIPT_HASH } from './color-scheme-boot.ts';

/**
 * The one source of truth for the dashboard's response headers: the Content Security Policy
 * and the other security headers. Used by vite.config.ts (dev server and `vite preview`, i.e.
 * `pnpm serve`, each response of index.html with its own style nonce) and by the build, which
 * writes `_headers` (Netlify / Cloudflare Pages) with the deployment's hosts. The nginx snippet
 * in README.md ("Security") follows `nginxSnippet()`.
 */

/** Hosts beyond the page's own origin that the app talks to; each list is CSP source expressions. */
export interface CspSources {
  /** The API and the realtime server (`connect-src`), e.g. `https://api.example.com wss://ws.example.com`. */
  connect: string[];
  /** Where API images come from (logos, avatars, thumbnails) (`img-src`). */
  img: string[];
  /** The chat widget's script hosts, when a network uses the chat (`script-src`). */
  script: string[];
  /** The payment widget's origins and where contract PDFs are shown from (`frame-src`); none = no frame. */
  frame: string[];
  /** Fonts beyond the app's own (`font-src`): the chat widget's. */
  font: string[];
  /** Audio and video beyond the app's own (`media-src`): submitted videos, the chat widget's sounds. */
  media: string[];
  /** Where forms may post besides the app (`form-action`): the chat widget's help centre. */
  form: string[];
}

/**
 * The chat widget (Intercom; lib/chat.ts loads https://widget.intercom.io/widget/<appId>): the
 * hosts its own CSP guide lists, per directive. Part of every policy, since any network may
 * use the chat; a deployment without it can drop them.
 */
export const CHAT_SOURCES: CspSources = {
  script: ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connect: [
    'https://via.intercom.io',
    'https://api.intercom.io',
    'https://api.eu.intercom.io',
    'https://api.au.intercom.io',
    'https://api-iam.intercom.io',
    'https://api-iam.eu.intercom.io',
    'https://api-iam.au.intercom.io',
    'https://api-ping.intercom.io',
    'https://*.intercom-messenger.com',
    'wss://*.intercom-messenger.com',
    'https://nexus-websocket-a.intercom.io',
    'wss://nexus-websocket-a.intercom.io',
    'https://nexus-websocket-b.intercom.io',
    'wss://nexus-websocket-b.intercom.io',
    'https://nexus-europe-websocket.intercom.io',
    'wss://nexus-europe-websocket.intercom.io',
    'https://nexus-australia-websocket.intercom.io',
    'wss://nexus-australia-websocket.intercom.io',
    'https://uploads.intercomcdn.com',
    'https://uploads.intercomcdn.eu',
    'https://uploads.au.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  frame: [
    'https://intercom-sheets.com',
    'https://www.intercom-reporting.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
    'https://fast.wistia.net',
  ],
  font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  // img-src already allows https: (partner CDNs); the widget (and the upload previews) add blob:.
  img: ['blob:'],
  media: ['https://js.intercomcdn.com'],
  form: ['https://intercom.help', 'https://api-iam.intercom.io'],
};

/**
 * The Trusted Types policies (src/security/trusted-types.ts): `dompurify` is the only one that turns
 * markup into TrustedHTML (DOMPurify's own policy, fed only by `sanitizeHtml`); `default` is the
 * guard for what libraries write themselves: tag-free text only (Mantine's `<style>` CSS
 * variables through React's innerHTML, which no option of Mantine avoids) and the chat widget's
 * script URL; never script text. So `dompurify` is the one policy that creates markup.
 */
export const TRUSTED_TYPES_POLICIES = ['dompurify', 'default'];

/** Two lists of sources as one, each entry once. */
function merge(a: CspSources, b: CspSources): CspSources {
  const keys = Object.keys(a) as (keyof CspSources)[];
  return Object.fromEntries(
    keys.map((key) => [key, [...new Set([...a[key], ...b[key]])]]),
  ) as unknown as CspSources;
}

/**
 * A deployment's own hosts: these defaults are EXAMPLES (`example.com`, the EU Pusher cluster).
 * A deployment sets its own at build time, one environment variable per list, sources
 * separated by spaces (a variable that is set replaces the whole list; the chat widget's hosts
 * are added by `deploySources`):
 *
 *     CSP_CONNECT_SOURCES="https://api.mine.com wss://ws-eu.pusher.com https://sockjs-eu.pusher.com" \
 *     CSP_FRAME_SOURCES="https://ui2.tipalti.com https://files.mine.com" pnpm build
 *
 * The build writes `_headers` (Netlify, Cloudflare Pages) from them, and both the build and
 * `pnpm serve` print a warning while an example host is still in the policy.
 */
export const DEPLOY_SOURCES: CspSources = {
  // Your API and your Pusher cluster's websocket and HTTP fallback (realtime).
  connect: ['https://api.example.com', 'wss://ws-eu.pusher.com', 'https://sockjs-eu.pusher.com'],
  // API media come from partner CDNs (logos, platform avatars, thumbnails): https only.
  img: ['https:'],
  script: [],
  // Your payment widgets (Tipalti, Payment Rails) and the host of the contract PDFs.
  frame: [
    'https://ui2.tipalti.com',
    'https://ui2.sandbox.tipalti.com',
    'https://widget.paymentrails.com',
    'https://files.example.com',
  ],
  font: [],
  // Submitted videos (the content player) come from partner CDNs like images; blob: previews
  // the files a creator picks before uploading them.
  media: ['https:', 'blob:'],
  form: [],
};

/** The environment variable that sets each list of DEPLOY_SOURCES. */
export const DEPLOY_SOURCES_ENV: Record<keyof CspSources, string> = {
  connect: 'CSP_CONNECT_SOURCES',
  img: 'CSP_IMG_SOURCES',
  script: 'CSP_SCRIPT_SOURCES',
  frame: 'CSP_FRAME_SOURCES',
  font: 'CSP_FONT_SOURCES',
  media: 'CSP_MEDIA_SOURCES',
  form: 'CSP_FORM_SOURCES',
};

type Env = Record<string, string | undefined>;

/** DEPLOY_SOURCES with the lists the environment sets (see DEPLOY_SOURCES). */
export function deploymentSources(env: Env = process.env): CspSources {
  const keys = Object.keys(DEPLOY_SOURCES) as (keyof CspSources)[];
  return Object.fromEntries(
    keys.map((key) => {
      const value = env[DEPLOY_SOURCES_ENV[key]];
      return [key, value === undefined ? DEPLOY_SOURCES[key] : value.split(/\s+/).filter(Boolean)];
    }),
  ) as unknown as CspSources;
}

/** The example hosts (`example.com`) still among a deployment's sources. */
export function exampleHosts(sources: CspSources): string[] {
  return Object.values(sources)
    .flat()
    .filter((source) => /(^|[./])example\.com(:|\/|$)/.test(source));
}

/** The warning line the build and `pnpm serve` print while example hosts are in place, or null. */
export function exampleHostsWarning(env: Env = process.env): string | null {
  const hosts = exampleHosts(deploymentSources(env));
  if (hosts.length === 0) return null;
  return `warning: the deployment's CSP still has the example hosts ${hosts.join(', ')}: set ${Object.values(DEPLOY_SOURCES_ENV).join(', ')} for your deployment (packages/app/README.md, Security)`;
}

/** The deployment's sources (environment or defaults) with the chat widget's. */
export const deploySources = (env: Env = process.env): CspSources =>
  merge(deploymentSources(env), CHAT_SOURCES);

/**
 * The sources when the app runs against the mock (`pnpm start`, `pnpm serve`): the mock's
 * origin serves the media (http://127.0.0.1:<port>/__mock/...), the contract PDFs and the
 * payment widgets, and the realtime websocket (also reached through the app's own origin).
 */
export function mockSources(mockUrl: string): CspSources {
  const mock = new URL(mockUrl);
  return merge(
    {
      connect: [mock.origin, `ws://${mock.host}`, 'ws://127.0.0.1:*'],
      img: [mock.origin, 'https:'],
      script: [],
      // The contract PDFs; the tipalti and payment-rails personas' example widget hosts
      // (offline here: the frame stays empty, but the policy must allow them as a deployment
      // allows its provider).
      frame: [
        mock.origin,
        'https://ui2.tipalti.example.com',
        'https://widget.paymentrails.example.com',
      ],
      font: [],
      media: [mock.origin, 'https:', 'blob:'],
      form: [],
    },
    CHAT_SOURCES,
  );
}

const join = (name: string, values: string[]) => [name, ...values].join(' ');

/**
 * The build writes this as the value of every `nonce` attribute in index.html (Vite's
 * `html.cspNonce`, which also adds `<meta property="csp-nonce">`, read by the app for the
 * `<style>` elements Mantine writes at run time). The server that sends index.html replaces
 * it, in the HTML and in the policy, with a fresh random value per response (`pnpm serve`:
 * `nonceForResponse`; nginx: `sub_filter` with `$request_id`, see the README).
 */
export const CSP_NONCE_PLACEHOLDER = 'CSP_NONCE';

/** A fresh nonce for one response: 128 random bits, base64. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * The production policy. Scripts: self (plus the chat widget's host) and one inline script by
 * its hash, index.html's colour scheme before the first paint (color-scheme-boot.ts); no other
 * inline script, no eval. Style elements: the app's own stylesheets and the `<style>` elements carrying the
 * response's nonce (index.html's first-paint CSS, Mantine's theme variables and responsive
 * props, Vite's lazy CSS links): an injected `<style>` is refused even if one got past the
 * sanitiser. Style attributes stay allowed (`style-src-attr`): React's style props and
 * Mantine's style props are attributes, which a nonce cannot cover, and an attribute cannot
 * load anything or reach outside its element without a stylesheet's selectors.
 */
export function productionCsp(sources: CspSources, nonce = CSP_NONCE_PLACEHOLDER): string {
  const styleElements = ["'self'", `'nonce-${nonce}'`];
  return [
    "default-src 'self'",
    join('script-src', ["'self'", COLOR_SCHEME_SCRIPT_HASH, ...sources.script]),
    // For browsers without the -elem / -attr split (before 2022): elements as below, and no
    // style attributes.
    join('style-src', styleElements),
    join('style-src-elem', styleElements),
    "style-src-attr 'unsafe-inline'",
    join('img-src', ["'self'", 'data:', ...sources.img]),
    join('font-src', ["'self'", 'data:', ...sources.font]),
    // Submitted videos: the player, and previews of chosen files (blob:).
    join('media-src', ["'self'", ...sources.media]),
    join('connect-src', ["'self'", ...sources.connect]),
    join('frame-src', sources.frame.length > 0 ? sources.frame : ["'none'"]),
    "worker-src 'self'",
    "manifest-src 'self'",
    join('form-action', ["'self'", ...sources.form]),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    join('trusted-types', TRUSTED_TYPES_POLICIES),
  ].join('; ');
}

/**
 * The dev server's policy: the production one, loosened only where Vite's development mode
 * needs it: inline module scripts (the React Refresh preamble Vite injects in index.html; a
 * hash would turn 'unsafe-inline' off, so the colour scheme script's is left out),
 * the HMR websocket on the page's own host, inline style elements (Vite injects each CSS
 * module as a `<style>` and the dev server sends no per-response nonce), and no Trusted Types
 * requirement (Vite's error overlay writes its template with innerHTML). The production build is what the e2e checks.
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
    .map((directive) => directive.replace(` ${COLOR_SCHEME_SCRIPT_HASH}`, ''))
    .map((directive) =>
      directive.startsWith('style-src ') || directive.startsWith('style-src-elem ')
        ? `${directive.split(' ')[0]} 'self' 'unsafe-inline'`
        : directive,
    )
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
export const deployHeaders = (env: Env = process.env) =>
  securityHeaders(productionCsp(deploySources(env)), { https: true });

/**
 * `_headers` (Netlify, Cloudflare Pages), written into the build by `pnpm build`: every path
 * of the dashboard gets the headers. The policy's nonce is the placeholder: the host must
 * replace it per response (README, Security).
 */
export function headersFile(env: Env = process.env): string {
  const lines = Object.entries(deployHeaders(env)).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Written by the build from packages/app/security-headers.ts and the CSP_*_SOURCES variables.',
    `# Replace ${CSP_NONCE_PLACEHOLDER} in this policy and in index.html with a fresh random value per response.`,
    '/*',
    ...lines,
    '',
  ].join('\n');
}

/** The same headers for nginx (`add_header ... always;`), for the README. */
export function nginxSnippet(env: Env = process.env): string {
  return Object.entries(deployHeaders(env))
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');
}
