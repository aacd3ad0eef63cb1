import { act, renderHook } from '@testing-library/react';
import dayjs from 'dayjs';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addTranslations,
  applyLanguage,
  createI18n,
  supportedLanguage,
  TranslationsProvider,
  useLanguage,
  useT,
  type I18n,
} from './i18n';

const key = 'creator_dashboard.nav.documents';

afterEach(() => {
  dayjs.locale('en');
  document.documentElement.lang = 'en';
});

describe('supportedLanguage', () => {
  it.each([
    ['en', 'en'],
    ['ja', 'ja'],
    ['fr', 'fr'],
    ['en_US', 'en'],
    ['ja-JP!', 'en'],
    ['x', 'en'],
    ['', 'en'],
    [null, 'en'],
    ['en,ja', 'en'],
  ])('%j -> %s', (given, want) => expect(supportedLanguage(given)).toBe(want));
});

describe('applyLanguage', () => {
  it.each<[string, { language: string; want: { text: string; dayjs: string; lang: string } }]>([
    [
      'English by default',
      { language: 'en', want: { text: 'Documents', dayjs: 'en', lang: 'en' } },
    ],
    ['bundled Japanese', { language: 'ja', want: { text: '書類', dayjs: 'ja', lang: 'ja' } }],
    [
      'an unknown language falls back to English',
      { language: 'xx', want: { text: 'Documents', dayjs: 'en', lang: 'xx' } },
    ],
    [
      'not a language tag (Intl would throw) is English',
      { language: 'en_US', want: { text: 'Documents', dayjs: 'en', lang: 'en' } },
    ],
    [
      'an empty language is English',
      { language: '', want: { text: 'Documents', dayjs: 'en', lang: 'en' } },
    ],
  ])('%s', async (_name, { language, want }) => {
    const i18n = createI18n();
    await applyLanguage(i18n, language);
    expect({
      text: i18n.t(key),
      dayjs: dayjs.locale(),
      lang: document.documentElement.lang,
    }).toEqual(want);
  });

  it('keeps API translations that came before the bundle, and bundled keys the API does not send', async () => {
    const i18n = createI18n();
    addTranslations(i18n, 'ja', { creator_dashboard: { nav: { documents: '資料' } } });
    await applyLanguage(i18n, 'ja');
    expect([i18n.t(key), i18n.t('creator_dashboard.nav.dashboard')]).toEqual([
      '資料',
      'ダッシュボード',
    ]);
  });

  it('API translations that come after the bundle win over it', async () => {
    const i18n = createI18n();
    await applyLanguage(i18n, 'ja');
    addTranslations(i18n, 'ja', { creator_dashboard: { nav: { documents: '資料' } } });
    expect(i18n.t(key)).toBe('資料');
  });

  it('a key the language lacks is shown in English', async () => {
    const i18n = createI18n();
    addTranslations(i18n, 'xx', { creator_dashboard: { nav: { documents: 'Dokumente' } } });
    await applyLanguage(i18n, 'xx');
    expect([i18n.t(key), i18n.t('creator_dashboard.nav.dashboard')]).toEqual([
      'Dokumente',
      'Dashboard',
    ]);
  });

  it('an aborted switch leaves the language as it was', async () => {
    const i18n = createI18n();
    const switching = new AbortController();
    const applied = applyLanguage(i18n, 'ja', switching.signal);
    switching.abort();
    await applied;
    expect([i18n.language, dayjs.locale()]).toEqual(['en', 'en']);
  });
});

describe('useT', () => {
  const renderT = (i18n: I18n) =>
    renderHook(() => ({ ...useT(), language: useLanguage() }), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(TranslationsProvider, { i18n, children }),
    });

  it('prefixes keys with creator_dashboard; a missing key comes back whole', () => {
    const { result } = renderT(createI18n());
    expect([
      result.current.t('nav.documents'),
      // @ts-expect-error A key en.json does not have fails the typecheck.
      result.current.t('no.such.key'),
    ]).toEqual(['Documents', 'creator_dashboard.no.such.key']);
  });

  it('fills placeholders and picks the plural form of the count, per language', async () => {
    const i18n = createI18n();
    const { result } = renderT(i18n);
    const { t } = result.current;
    expect([
      t('nav.greeting', { name: 'Ann' }),
      t('opportunity.posts', { count: 1 }),
      t('opportunity.posts', { count: 3 }),
    ]).toEqual(['Hi, Ann', '1 post required', '3 posts required']);
    await act(() => applyLanguage(i18n, 'ja'));
    // Japanese has one form ('other') for every count.
    expect(result.current.t('opportunity.posts', { count: 1 })).toBe('必要な投稿数: 1件');
  });

  it('re-renders with a new t when the language or a catalogue changes', async () => {
    const i18n = createI18n();
    const { result } = renderT(i18n);
    const first = result.current.t;
    await act(() => applyLanguage(i18n, 'ja'));
    expect([result.current.language, result.current.t('nav.documents')]).toEqual(['ja', '書類']);
    expect(result.current.t).not.toBe(first);
    act(() => addTranslations(i18n, 'ja', { creator_dashboard: { nav: { documents: '資料' } } }));
    expect(result.current.t('nav.documents')).toBe('資料');
    expect(result.current.i18n.exists(key)).toBe(true);
  });

  it('does not re-render for merged texts that change nothing, or texts of another language', () => {
    const i18n = createI18n();
    let renders = 0;
    renderHook(
      () => {
        renders += 1;
        return useT();
      },
      {
        wrapper: ({ children }: { children: ReactNode }) =>
          createElement(TranslationsProvider, { i18n, children }),
      },
    );
    const before = renders;
    act(() =>
      addTranslations(i18n, 'en', { creator_dashboard: { nav: { documents: 'Documents' } } }),
    );
    act(() => addTranslations(i18n, 'ja', { creator_dashboard: { nav: { documents: '資料' } } }));
    expect(renders).toBe(before);
    act(() => addTranslations(i18n, 'en', { creator_dashboard: { nav: { documents: 'Files' } } }));
    expect(renders).toBe(before + 1);
  });
});
