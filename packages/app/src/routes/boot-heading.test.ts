import { readFileSync } from 'node:fs';
import type { Opportunity, User } from '@creator/api-client';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBootScript } from '../../build/boot-script';
import { bootReadsTag } from '../../build/boot-reads';
import { bootTexts, injectBootTexts } from '../../build/boot-texts';
// The table the build writes for boot.js (this test runs boot.js, as the HTML does).
import { bootTable } from './boot-table';
import { example } from '../test/examples';
import { BOOT_HEADING_EVENT, forgetBootHeading, useBootHeading } from '../boot/boot-heading';
import { offerOf } from '../boot/paint-offer';

// vi.waitFor gives up after 1 s by default, which a busy machine can overrun (see test/setup.ts).
const LIMIT = { timeout: 20_000 };

// src/boot/main.ts paints the opened page's heading into index.html's skeleton once the user is
// known; these tests run it in a DOM made of the real index.html, with the texts the build
// writes into it (build/boot-texts.ts).

/** The boot script as the build compiles it (the tests run from packages/app). */
const BOOT_JS = await buildBootScript(process.cwd());
const API = 'http://api.test';
const creator = example<User>('getCurrentUser');
/** The early reads' table the build writes into the HTML (build/boot-reads.ts). */
const TABLE = /<script[^>]*>(.*)<\/script>/.exec(bootReadsTag(await bootTable()))![1]!;

/** index.html as built (with #boot-texts), its body in this test's document. */
function loadIndexHtml() {
  const html = injectBootTexts(readFileSync('index.html', 'utf8'), bootTexts());
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const texts = parsed.getElementById('boot-texts');
  document.documentElement.removeAttribute('data-boot-page');
  document.body.replaceChildren(
    document.importNode(parsed.getElementById('root')!, true),
    Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'boot-texts',
      textContent: texts?.textContent ?? '',
    }),
    Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'boot-reads',
      textContent: TABLE,
    }),
  );
}

/**
 * Runs boot.js on `path` with the API answering `user` (and `answers`, by API path); resolves
 * once it has read the user.
 */
async function boot(path: string, user: User, answers: Record<string, () => Response> = {}) {
  loadIndexHtml();
  const events = vi.fn();
  window.addEventListener(BOOT_HEADING_EVENT, events);
  const fetch = vi.fn(async (url: string) => {
    const answer = answers[new URL(url).pathname];
    if (answer) return answer();
    return url.endsWith('/api/user/me.json')
      ? new Response(JSON.stringify(user))
      : new Response('{}', { status: 200 });
  });
  window.__CREATOR_CONFIG__ = { apiBaseUrl: API } as typeof window.__CREATOR_CONFIG__;
  const location = { pathname: path, href: `http://app.test${path}` };
  new Function('location', 'fetch', BOOT_JS)(location, fetch);
  // Settled once the reads that follow from the user (its language's texts first) have started.
  await vi.waitFor(
    () => expect(fetch.mock.calls.some(([url]) => url.includes('/translations/'))).toBe(true),
    LIMIT,
  );
  window.removeEventListener(BOOT_HEADING_EVENT, events);
  const line = (selector: string) => document.querySelector<HTMLElement>(selector)!;
  return {
    title: line('.boot-dashboard .boot-title'),
    subtitle: line('.boot-dashboard .boot-subtitle'),
    pageTitle: line(
      path.includes('/campaigns') ? '.boot-campaigns .boot-title' : '.boot-generic .boot-title',
    ),
    events,
  };
}

afterEach(() => {
  delete window.__CREATOR_BOOT__;
  delete window.__CREATOR_CONFIG__;
});

describe('src/boot/main.ts heading', () => {
  it.each([
    ['en', 'Welcome back, Mika Tanaka', 'Here is what is happening with your channels.'],
    ['ja', 'おかえりなさい、Mika Tanakaさん', 'あなたのチャンネルの最新状況です。'],
    // No bundled catalogue: English, as the app.
    ['de', 'Welcome back, Mika Tanaka', 'Here is what is happening with your channels.'],
  ])(
    'paints the dashboard greeting in the user language (%s)',
    async (language, title, subtitle) => {
      const {
        title: titleLine,
        subtitle: subtitleLine,
        events,
      } = await boot('/creator/dashboard', {
        ...creator,
        language,
      });
      expect([titleLine.textContent, subtitleLine.textContent]).toEqual([title, subtitle]);
      const painted = language === 'de' ? 'en' : language;
      for (const line of [titleLine, subtitleLine]) {
        expect(line.classList.contains('boot-text')).toBe(true);
        expect(line.lang).toBe(painted);
      }
      expect(window.__CREATOR_BOOT__?.heading).toEqual({
        page: 'dashboard',
        language: painted,
        title,
        subtitle,
      });
      expect(events).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    ['/creator/campaigns/upcoming', 'campaigns', 'en', 'Campaigns'],
    ['/creator/analytics/1001/last_28_days', 'analytics', 'en', 'Analytics'],
    ['/creator/analytics/1001/year', 'analytics', 'ja', 'アナリティクス'],
  ])("paints the title of %s into the page's skeleton", async (path, page, language, title) => {
    const { pageTitle, title: greeting, events } = await boot(path, { ...creator, language });
    expect(pageTitle.textContent).toBe(title);
    expect(pageTitle.lang).toBe(language);
    expect(greeting.textContent).toBe('');
    expect(window.__CREATOR_BOOT__?.heading).toEqual({ page, language, title });
    expect(events).toHaveBeenCalledTimes(1);
  });

  it('puts the name in as it is, whatever it holds', async () => {
    const { title } = await boot('/creator/', { ...creator, fullName: "$& <b>O'Brien</b> $1" });
    expect(title.textContent).toBe("Welcome back, $& <b>O'Brien</b> $1");
    expect(title.children).toHaveLength(0);
  });

  it.each<[string, string, Partial<User>]>([
    ['another page', '/creator/accounts', {}],
    ['a campaign', '/creator/campaigns/12', {}],
    ['a user sent to their payment details', '/creator/dashboard', { paymentDetailsMissing: true }],
    [
      'a user sent to onboarding',
      '/creator/dashboard',
      { redirectToOnboarding: true, pendingOnboardingUrl: 'https://onboarding.example.com/start' },
    ],
    ['a user who is no partner', '/creator/dashboard', { partner: false }],
    ['a user without a name', '/creator/dashboard', { fullName: '' }],
  ])('paints nothing for %s', async (_name, path, changes) => {
    const { title, subtitle, pageTitle, events } = await boot(path, { ...creator, ...changes });
    expect(document.querySelectorAll('.boot-text')).toHaveLength(0);
    expect([title, subtitle, pageTitle].map((line) => line.textContent)).toEqual(['', '', '']);
    expect(window.__CREATOR_BOOT__?.heading).toBeUndefined();
    expect(events).not.toHaveBeenCalled();
  });

  it("leaves React's loader alone once it has replaced the HTML's skeleton", async () => {
    loadIndexHtml();
    // React's loader names its variant (data-page); boot.js only hands the greeting over.
    document.querySelector('.boot-page')?.setAttribute('data-page', 'dashboard');
    const html = document.body.innerHTML;
    const fetch = vi.fn(async () => new Response(JSON.stringify(creator)));
    new Function('location', 'fetch', BOOT_JS)(
      { pathname: '/creator/dashboard', href: 'http://app.test/creator/dashboard' },
      fetch,
    );
    await vi.waitFor(() => expect(window.__CREATOR_BOOT__?.heading).toBeDefined(), LIMIT);
    expect(document.body.innerHTML).toBe(html);
  });
});

describe('src/boot/main.ts number formats', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("builds the user's first number format once the heading has painted, in a task of its own", async () => {
    // A page's first Intl formatter loads ICU's data; boot.js pays for it while the code loads,
    // so that the first render formatting an amount does not.
    const frames: FrameRequestCallback[] = [];
    const tasks: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('setTimeout', (callback: () => void) => tasks.push(callback));
    const formats = vi.spyOn(Intl, 'NumberFormat');
    // Counted around the synchronous steps below: an earlier test's boot, whose reads
    // answer late when the machine is busy, may build a format of its own during these awaits.
    const built = () => formats.mock.calls.filter(([locale]) => locale === 'ja').length;
    const { title } = await boot('/creator/dashboard', { ...creator, language: 'ja' });
    expect(title.textContent).toBe('おかえりなさい、Mika Tanakaさん');
    const painted = built();
    // The heading's frame: nothing in it.
    frames.splice(0).forEach((frame) => frame(0));
    expect(built()).toBe(painted);
    // The task it queued builds the format.
    tasks.splice(0).forEach((task) => task());
    expect(built()).toBeGreaterThan(painted);
  });

  it('builds none when the user read fails', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    loadIndexHtml();
    const fetch = vi.fn(async () => new Response('{}', { status: 401 }));
    new Function('location', 'fetch', BOOT_JS)(
      { pathname: '/creator/dashboard', href: 'http://app.test/creator/dashboard' },
      fetch,
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled(), LIMIT);
    await window.__CREATOR_BOOT__?.reads[`${API}/api/user/me.json`];
    expect(frames).toHaveLength(0);
  });
});

describe('useBootHeading', () => {
  it("follows boot.js's heading until the page's own has shown", () => {
    window.__CREATOR_BOOT__ = { at: 0, reads: {} };
    const { result } = renderHook(() => useBootHeading());
    expect(result.current).toBeUndefined();
    const heading = {
      page: 'dashboard',
      language: 'en',
      title: 'Welcome back, Mika',
      subtitle: 'Hi',
    };
    act(() => {
      window.__CREATOR_BOOT__!.heading = heading;
      window.dispatchEvent(new Event(BOOT_HEADING_EVENT));
    });
    expect(result.current).toEqual(heading);
    act(() => forgetBootHeading());
    expect(result.current).toBeUndefined();
  });

  it('is undefined without boot.js', () => {
    expect(renderHook(() => useBootHeading()).result.current).toBeUndefined();
    expect(() => forgetBootHeading()).not.toThrow();
  });
});

describe("src/boot/main.ts campaigns list's first message", () => {
  const OFFERS = '/api/user/me/campaigns_opportunities.json';
  const offers = example<Opportunity[]>('listOpportunities');
  const hostile =
    '<p>Sun &amp; sea <img src="x" onerror="alert(1)">in <b>Okinawa</b><script>alert(2)</script></p>' +
    '<ul><li>One video</li></ul>';
  const answering = (list: unknown, status = 200) => ({
    [OFFERS]: () => new Response(JSON.stringify(list), { status }),
  });
  const painted = () => window.__CREATOR_BOOT__?.heading?.offer;

  it('paints it as plain text into the skeleton: no element of the message is made', async () => {
    loadIndexHtml();
    const elements = document.getElementsByTagName('*').length;
    const first = { ...offers[0]!, message: hostile, showPaymentAmountEstimated: false };
    const { events } = await boot(
      '/creator/campaigns/active',
      creator,
      answering([first, ...offers.slice(1)]),
    );
    await vi.waitFor(() => expect(painted()).toBeDefined(), LIMIT);
    const line = document.querySelector<HTMLElement>('.boot-campaigns .boot-message')!;
    expect(line.textContent).toBe('Sun & sea in Okinawa\nOne video');
    expect(line.children).toHaveLength(0);
    expect(line.lang).toBe('en');
    expect(document.querySelectorAll('img, b, ul, li')).toHaveLength(0);
    expect(document.getElementsByTagName('*').length).toBe(elements);
    expect(line.closest('[aria-hidden="true"]')).not.toBeNull();
    // The card's lines above the message follow it: no estimate, its requirements.
    const card = line.closest<HTMLElement>('.boot-offer')!;
    expect([card.dataset.estimated, card.dataset.requirements]).toEqual(['false', 'true']);
    expect(painted()).toEqual({
      message: 'Sun & sea in Okinawa\nOne video',
      estimated: false,
      requirements: true,
    });
    // The heading's event, then the message's, for React's loader to draw them again.
    expect(events).toHaveBeenCalledTimes(2);
  });

  /** Runs boot.js on `path`, its user's answer held until the returned `answerUser` is called. */
  function bootHoldingUser(path: string, user: User, list: unknown) {
    loadIndexHtml();
    let answerUser = () => {};
    const held = new Promise<void>((resolve) => (answerUser = resolve));
    const fetch = vi.fn(async (url: string) => {
      if (url.endsWith('/api/user/me.json')) {
        await held;
        return new Response(JSON.stringify(user));
      }
      return new Response(url.endsWith(OFFERS) ? JSON.stringify(list) : '{}');
    });
    window.__CREATOR_CONFIG__ = { apiBaseUrl: API } as typeof window.__CREATOR_CONFIG__;
    new Function('location', 'fetch', BOOT_JS)(
      { pathname: path, href: `http://app.test${path}` },
      fetch,
    );
    const reads = window.__CREATOR_BOOT__!.reads;
    return { fetch, answerUser, offersRead: reads[`${API}${OFFERS}`]!, userRead: reads[USER]! };
  }
  const USER = `${API}/api/user/me.json`;
  /** Settles once every message read of the boot's has been parsed (the paint's first step). */
  function spyOnParsing() {
    const parsed: Promise<unknown>[] = [];
    const json = Response.prototype.json;
    vi.spyOn(Response.prototype, 'json').mockImplementation(function (this: Response) {
      const body = json.call(this);
      parsed.push(body.catch(() => {}));
      return body;
    });
    return async () => {
      await Promise.all(parsed);
      // What follows the parse within the paint: a task later, all of it has run.
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
  }
  afterEach(() => vi.restoreAllMocks());

  it("starts the list's reads beside the user read, and paints only once the user is known", async () => {
    const { fetch, answerUser, offersRead } = bootHoldingUser(
      '/creator/campaigns/active',
      creator,
      offers,
    );
    // In boot.js's own task, with the user read still unanswered.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      USER,
      `${API}/api/user/me/campaigns/summary.json`,
      `${API}${OFFERS}`,
      `${API}/api/user/me/campaigns.json?status=active`,
    ]);
    const parsed = spyOnParsing();
    await offersRead;
    await parsed();
    expect(painted()).toBeUndefined();
    expect(document.querySelector('.boot-message')?.textContent).toBe('');
    answerUser();
    await vi.waitFor(() => expect(painted()).toBeDefined(), LIMIT);
    expect(document.querySelector('.boot-campaigns .boot-title')?.textContent).toBe('Campaigns');
    expect(document.querySelector('.boot-message')?.textContent).not.toBe('');
    // Each read made once: the user's answer does not start the list's again.
    expect(fetch.mock.calls.filter(([url]) => url.endsWith(OFFERS))).toHaveLength(1);
  });

  it('paints no message for a user sent away from the list, whose opportunities answered first', async () => {
    const { answerUser, offersRead, userRead } = bootHoldingUser(
      '/creator/campaigns/active',
      { ...creator, partner: false },
      offers,
    );
    const parsed = spyOnParsing();
    await offersRead;
    answerUser();
    await userRead;
    await parsed();
    expect(window.__CREATOR_BOOT__?.heading).toBeUndefined();
    expect(document.querySelector('.boot-message')?.textContent).toBe('');
  });

  it('paints none for a failed read', async () => {
    await boot('/creator/campaigns/active', creator, answering(offers, 500));
    // The answer is handed on, unread, in the task that gets it.
    await window.__CREATOR_BOOT__?.reads[`${API}${OFFERS}`];
    expect(painted()).toBeUndefined();
    expect(document.querySelector('.boot-message')?.textContent).toBe('');
  });

  it.each<[string, unknown]>([
    ['no opportunity', []],
    ['an answer that is no list', { message: 'x' }],
    ['a message without text', [{ ...offers[0], message: '<p><img src="x"></p>' }]],
    ['no message', [{ ...offers[0], message: null }]],
  ])('draws no card for %s', (_name, list) => {
    expect(offerOf(list)).toBeUndefined();
  });

  it('throws on requirements it cannot count, which the boot script takes as nothing to paint', () => {
    expect(() => offerOf([{ ...offers[0], requirements: { youtube: { video: 3 } } }])).toThrow();
  });

  it('paints none on the dashboard, which reads the opportunities too', async () => {
    await boot('/creator/dashboard', creator, answering(offers));
    // Decided in the task that gets the answer.
    await window.__CREATOR_BOOT__?.reads[`${API}${OFFERS}`];
    expect(window.__CREATOR_BOOT__?.heading?.page).toBe('dashboard');
    expect(painted()).toBeUndefined();
  });
});
