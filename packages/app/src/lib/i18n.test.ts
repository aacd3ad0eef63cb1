import { act, renderHook } from '@testing-library/react';
import dayjs from 'dayjs';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, createI18n, I18nContext, useT, type I18n } from './i18n';

const key = 'creator_dashboard.nav.documents';

afterEach(() => {
  dayjs.locale('en');
  document.documentElement.lang = 'en';
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
    i18n.addBundle('ja', { creator_dashboard: { nav: { documents: '資料' } } });
    await applyLanguage(i18n, 'ja');
    expect([i18n.t(key), i18n.t('creator_dashboard.nav.dashboard')]).toEqual([
      '資料',
      'ダッシュボード',
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
    renderHook(() => useT(), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(I18nContext.Provider, { value: i18n }, children),
    });

  it('prefixes keys with creator_dashboard; a missing key comes back whole, as i18next', () => {
    const { result } = renderT(createI18n());
    expect([result.current.t('nav.documents'), result.current.t('nav.missing')]).toEqual([
      'Documents',
      'creator_dashboard.nav.missing',
    ]);
  });

  it('re-renders with a new t when the language or a catalogue changes', async () => {
    const i18n = createI18n();
    const { result } = renderT(i18n);
    const first = result.current.t;
    await act(() => applyLanguage(i18n, 'ja'));
    expect([result.current.i18n.language, result.current.t('nav.documents')]).toEqual([
      'ja',
      '書類',
    ]);
    expect(result.current.t).not.toBe(first);
    act(() => i18n.addBundle('ja', { creator_dashboard: { nav: { documents: '資料' } } }));
    expect(result.current.t('nav.documents')).toBe('資料');
    expect(result.current.i18n.exists(key)).toBe(true);
  });
});
