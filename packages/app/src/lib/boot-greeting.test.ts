import { readFileSync } from 'node:fs';
import type { User } from '@creator/api-client';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootTexts, injectBootTexts } from '../../boot-texts';
import { example } from '../test/examples';
import { BOOT_GREETING_EVENT, forgetBootGreeting, useBootGreeting } from './boot-greeting';

// public/boot.js paints the dashboard's greeting into index.html's skeleton once the user is
// known; these tests run it in a DOM made of the real index.html, with the texts the build
// writes into it (boot-texts.ts).

const BOOT_JS = readFileSync('public/boot.js', 'utf8');
const API = 'http://api.test';
const creator = example<User>('getCurrentUser');

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
  );
}

/** Runs boot.js on `path` with the API answering `user`; resolves once it has read the user. */
async function boot(path: string, user: User) {
  loadIndexHtml();
  const events = vi.fn();
  window.addEventListener(BOOT_GREETING_EVENT, events);
  const fetch = vi.fn(async (url: string) =>
    url.endsWith('/api/user/me.json')
      ? new Response(JSON.stringify(user))
      : new Response('{}', { status: 200 }),
  );
  window.__CREATOR_CONFIG__ = { apiBaseUrl: API } as typeof window.__CREATOR_CONFIG__;
  const location = { pathname: path, href: `http://app.test${path}` };
  new Function('location', 'fetch', BOOT_JS)(location, fetch);
  // Settled once the reads that follow from the user have started.
  await vi.waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(1));
  window.removeEventListener(BOOT_GREETING_EVENT, events);
  const line = (kind: string) => document.querySelector<HTMLElement>(`.boot-dashboard .${kind}`)!;
  return { title: line('boot-title'), subtitle: line('boot-subtitle'), events };
}

afterEach(() => {
  delete window.__CREATOR_BOOT__;
  delete window.__CREATOR_CONFIG__;
});

describe('public/boot.js greeting', () => {
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
      expect(window.__CREATOR_BOOT__?.greeting).toEqual({ language: painted, title, subtitle });
      expect(events).toHaveBeenCalledTimes(1);
    },
  );

  it('puts the name in as it is, whatever it holds', async () => {
    const { title } = await boot('/creator/', { ...creator, fullName: "$& <b>O'Brien</b> $1" });
    expect(title.textContent).toBe("Welcome back, $& <b>O'Brien</b> $1");
    expect(title.children).toHaveLength(0);
  });

  it.each<[string, string, Partial<User>]>([
    ['another page', '/creator/accounts', {}],
    ['the campaigns list', '/creator/campaigns', {}],
    ['a user sent to their payment details', '/creator/dashboard', { paymentDetailsMissing: true }],
    ['a user sent to onboarding', '/creator/dashboard', { redirectToOnboarding: true }],
    ['a user who is no partner', '/creator/dashboard', { partner: false }],
    ['a user without a name', '/creator/dashboard', { fullName: '' }],
  ])('paints nothing for %s', async (_name, path, changes) => {
    const { title, subtitle, events } = await boot(path, { ...creator, ...changes });
    expect(document.querySelectorAll('.boot-text')).toHaveLength(0);
    expect([title.textContent, subtitle.textContent]).toEqual(['', '']);
    expect(window.__CREATOR_BOOT__?.greeting).toBeUndefined();
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
    await vi.waitFor(() => expect(window.__CREATOR_BOOT__?.greeting).toBeDefined());
    expect(document.body.innerHTML).toBe(html);
  });
});

describe('useBootGreeting', () => {
  it("follows boot.js's greeting until the page's own has shown", () => {
    window.__CREATOR_BOOT__ = { at: 0, reads: {} };
    const { result } = renderHook(() => useBootGreeting());
    expect(result.current).toBeUndefined();
    const greeting = { language: 'en', title: 'Welcome back, Mika', subtitle: 'Hi' };
    act(() => {
      window.__CREATOR_BOOT__!.greeting = greeting;
      window.dispatchEvent(new Event(BOOT_GREETING_EVENT));
    });
    expect(result.current).toEqual(greeting);
    act(() => forgetBootGreeting());
    expect(result.current).toBeUndefined();
  });

  it('is undefined without boot.js', () => {
    expect(renderHook(() => useBootGreeting()).result.current).toBeUndefined();
    expect(() => forgetBootGreeting()).not.toThrow();
  });
});
