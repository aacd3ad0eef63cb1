import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, createI18n } from './i18n';

const key = 'creator_dashboard.nav.documents';

afterEach(() => {
  dayjs.locale('en');
});

describe('applyLanguage', () => {
  it.each<
    [
      string,
      {
        language: string;
        fromApi?: Record<string, unknown>;
        want: { text: string; dayjs: string };
      },
    ]
  >([
    ['English by default', { language: 'en', want: { text: 'Documents', dayjs: 'en' } }],
    ['bundled Japanese', { language: 'ja', want: { text: '書類', dayjs: 'ja' } }],
    [
      'API translations win over the bundle',
      {
        language: 'ja',
        fromApi: { creator_dashboard: { nav: { documents: '資料' } } },
        want: { text: '資料', dayjs: 'ja' },
      },
    ],
    [
      'an unknown language falls back to English',
      { language: 'xx', want: { text: 'Documents', dayjs: 'en' } },
    ],
    ['an empty language is English', { language: '', want: { text: 'Documents', dayjs: 'en' } }],
  ])('%s', async (_name, { language, fromApi, want }) => {
    const i18n = createI18n();
    await applyLanguage(i18n, language, fromApi);
    expect({ text: i18n.t(key), dayjs: dayjs.locale() }).toEqual(want);
  });

  it('keeps bundled keys the API does not send', async () => {
    const i18n = createI18n();
    await applyLanguage(i18n, 'ja', { creator_dashboard: { nav: { documents: '資料' } } });
    expect(i18n.t('creator_dashboard.nav.dashboard')).toBe('ダッシュボード');
  });
});
