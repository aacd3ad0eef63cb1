/**
 * The boot script: what runs before the app's code. The build compiles this entry into a
 * small classic script (build/boot-script.ts) that index.html loads from the end of <body>,
 * after config.js, from the same origin (the CSP allows no inline script). It starts the first
 * page's reads while the dashboard's code loads, so none of them waits for the entry chunk: the
 * signed-in user at once (its answer, preloaded by the HTML's head: build/boot-reads.ts, often
 * here already); when it answers, the shell's reads and those of the page being opened, as the
 * app's loaders would, by the app's own startup rules (session/startup.ts) and language rule
 * (i18n/language.ts). The app takes each answer over on its first read of that URL
 * (boot-read.ts); a read missing here is made by the app itself. Which reads: the table the
 * build writes into the HTML (#boot-reads) from the screens' read declarations.
 * It also names the page for the HTML's skeleton (html[data-boot-page]) and paints the page's
 * heading into it as soon as the user is known, and on the campaigns list the first
 * opportunity's message, as plain text, as soon as the opportunities answer (paint-offer.ts). A deployment whose API is elsewhere builds with
 * VITE_API_BASE_URL (the HTML's preload) or sets `apiBaseUrl` in config.js (a warning below
 * when the two differ).
 */
import { supportedLanguage } from '../i18n/language';
import { configureUrlGate } from '../security/safe-url';
import { decideStartup, entersShell, impersonationOf } from '../session/startup';
import type { paths, User } from '@creator/api-client';
import { paintHeading, warmFormats } from './paint-heading';
import { paintOffer } from './paint-offer';
import { preloadScreen } from './preload-screen';
import { fill, fittingMatch, matchesOf, type BootMatch, type BootTable } from './table';

const config = window.__CREATOR_CONFIG__ ?? {};
// The HTML's preload of the user read, which also names the build's API base: the app's
// default when config.js sets none.
const userLink = document.getElementById('boot-user') as HTMLLinkElement | null;
const base = (
  typeof config.apiBaseUrl === 'string'
    ? config.apiBaseUrl
    : (userLink?.getAttribute('data-api-base') ?? '')
).replace(/\/+$/, '');
const appBase = import.meta.env.BASE_URL;
const path = location.pathname.startsWith(appBase) ? location.pathname.slice(appBase.length) : '';

function readTable(): BootTable | null {
  try {
    return JSON.parse(document.getElementById('boot-reads')?.textContent ?? '') as BootTable;
  } catch {
    // No table: no early reads; the app reads everything itself.
    return null;
  }
}

const table = readTable();
const matches = table ? matchesOf(table, path) : [];
/** The page being opened, known from the path alone: dashboard, campaigns, analytics or page. */
const page = matches[0]?.row.page ?? 'page';
document.documentElement.setAttribute('data-boot-page', page);

const reads: Record<string, Promise<Response>> = {};
window.__CREATOR_BOOT__ = { at: Date.now(), reads };

/** The opportunities, whose first message the campaigns list's skeleton shows (paint-offer.ts). */
const OFFERS: keyof paths = '/api/user/me/campaigns_opportunities.json';

/** Starts the read of `apiPath`; `peek` gets a clone of a good answer before the app takes it. */
function read(apiPath: string, peek?: (answer: Response) => Promise<void>): void {
  const url = new URL(base + apiPath, location.href).href;
  const response = fetch(url, { credentials: 'include' }).then((answer) => {
    // An odd answer paints nothing: the app reads and judges it itself.
    if (peek && answer.ok) peek(answer.clone()).catch(() => {});
    return answer;
  });
  // Never an unhandled rejection: the app sees the failure when it takes the read over.
  response.catch(() => {});
  reads[url] = response;
}

/** The match the app's route loader would read for `user`, if the startup rules leave them on it. */
function stayingMatch(user: User): BootMatch | undefined {
  const match = fittingMatch(matches, user as unknown as Record<string, unknown>);
  if (!match) return undefined;
  const decision = decideStartup({
    user,
    route: { name: match.row.page, meta: match.row.guard ?? {} },
    // A page for another application than config.js names (or none) reads nothing here.
    application: typeof config.application === 'string' ? config.application : '',
    impersonation: impersonationOf(config),
  });
  return decision.kind === 'continue' ? match : undefined;
}

/** The reads that follow from the user, then the heading they let it paint. */
function followUser(tableOf: BootTable, user: User): void {
  const language = supportedLanguage(user.language);
  const match = entersShell(user) ? stayingMatch(user) : undefined;
  // The page's own reads first: the connections are shared with the code's downloads, and the
  // campaigns list paints its first message from one of them (paint-offer.ts). The answers
  // come in later tasks, which find the heading painted.
  match?.row.reads.forEach((apiPath) =>
    read(fill(apiPath, match.params), apiPath === OFFERS ? paintOffer : undefined),
  );
  read(fill(tableOf.translations, { language }));
  if (!entersShell(user)) return;
  tableOf.shell.forEach((apiPath) => read(apiPath));
  if (!match) return;
  try {
    paintHeading(page, user as unknown as Record<string, unknown>);
  } catch {
    // No heading (no texts, an odd user): the skeleton stays until the page arrives.
  }
}

function startUserRead(tableOf: BootTable): void {
  const userUrl = new URL(base + tableOf.user, location.href).href;
  if (userLink && userLink.href !== userUrl)
    console.warn(
      `boot: index.html preloads the user from ${userLink.href}, but config.js sets the API at ` +
        `${base}: that read is wasted. Build with VITE_API_BASE_URL=${base} (README: pointing ` +
        'at a real backend).',
    );
  // The app gets the user's answer only once the reads that follow from it are listed, so it
  // takes them over instead of racing them with its own requests. The body read here is a
  // clone's: the app reads the answer itself.
  reads[userUrl] = fetch(userUrl, { credentials: 'include' }).then(async (response) => {
    if (!response.ok) return response;
    try {
      const user = (await response.clone().json()) as User;
      followUser(tableOf, user);
      warmFormats(supportedLanguage(user.language));
    } catch {
      // An odd answer: the app reads and judges it itself.
    }
    return response;
  });
  reads[userUrl].catch(() => {});
}

// An onboarding or contract URL on plain http (the mock's) counts as a redirect here: at worst
// the page's reads are left to the app, never made for a page the user will not see.
configureUrlGate({ allowHttp: true });
try {
  if (table) startUserRead(table);
} catch {
  // No early reads; the app reads everything itself.
}
preloadScreen(page, appBase);
