/**
 * The boot script: what runs before the app's code. The build compiles this entry into a
 * small classic script (build/boot-script.ts) that index.html loads from the end of <body>,
 * after config.js, from the same origin (the CSP allows no inline script). It starts the first
 * page's reads while the dashboard's code loads, so none of them waits for the entry chunk: the
 * signed-in user at once (its answer, preloaded by the HTML's head: build/boot-reads.ts, often
 * here already) and beside it the reads the page's path alone names; when the user answers,
 * the shell's reads and the page's reads that depend on the user, as the app's loaders would,
 * by the app's own startup rules (session/startup.ts) and language rule (i18n/language.ts). The app takes each answer over on its first read of that URL
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

/** The absolute URLs of the reads started here, each once. */
const started = new Set<string>();

/** Starts the read of `apiPath` (once); `peek` gets a clone of a good answer before the app takes it. */
function read(apiPath: string, peek?: (answer: Response) => Promise<void>): void {
  const url = new URL(base + apiPath, location.href).href;
  if (started.has(url)) return;
  started.add(url);
  const response = fetch(url, { credentials: 'include' }).then((answer) => {
    // An odd answer paints nothing: the app reads and judges it itself.
    if (peek && answer.ok) peek(answer.clone()).catch(() => {});
    return answer;
  });
  // Never an unhandled rejection: the app sees the failure when it takes the read over.
  response.catch(() => {});
  reads[url] = response;
}

/**
 * Starts the page's reads (their API paths) from `match`'s path values; the campaigns list's
 * first message paints from the opportunities once `userKnown` has settled (paint-offer.ts).
 */
function readPage(apiPaths: string[], match: BootMatch, userKnown: Promise<unknown>): void {
  apiPaths.forEach((apiPath) =>
    read(
      fill(apiPath, match.params),
      apiPath === OFFERS ? (answer) => paintOffer(answer, userKnown) : undefined,
    ),
  );
}

/**
 * The reads the path alone names: those of every table row it matches, whatever the user's
 * flags. They start with the user read instead of after it (on a repeat visit the app's code,
 * from the device, keeps the main thread busy while the user's answer waits to be followed);
 * the user decides only whether the page shows, and for one who is sent elsewhere they are
 * read for nothing, never shown.
 */
function pathReads(): string[] {
  const [first, ...others] = matches;
  if (!first) return [];
  return first.row.reads.filter((apiPath) =>
    others.every(({ row }) => row.reads.includes(apiPath)),
  );
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
function followUser(tableOf: BootTable, user: User, userKnown: Promise<unknown>): void {
  const language = supportedLanguage(user.language);
  const match = entersShell(user) ? stayingMatch(user) : undefined;
  // The page's own reads first (those the path named have started already): the connections
  // are shared with the code's downloads.
  if (match) readPage(match.row.reads, match, userKnown);
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
  const userKnown: Promise<Response> = fetch(userUrl, { credentials: 'include' }).then(
    async (response) => {
      if (!response.ok) return response;
      try {
        const user = (await response.clone().json()) as User;
        followUser(tableOf, user, userKnown);
        warmFormats(supportedLanguage(user.language));
      } catch {
        // An odd answer: the app reads and judges it itself.
      }
      return response;
    },
  );
  userKnown.catch(() => {});
  reads[userUrl] = userKnown;
  started.add(userUrl);
  const first = matches[0];
  if (first) readPage(pathReads(), first, userKnown);
}

// An onboarding or contract URL on plain http (the mock's) counts as a redirect here: at worst
// the heading and the reads that follow from the user are left to the app, never painted or
// made for a page the user will not see.
configureUrlGate({ allowHttp: true });
try {
  if (table) startUserRead(table);
} catch {
  // No early reads; the app reads everything itself.
}
preloadScreen(page, appBase);
