import { createApiClient, currentUserQuery } from '@creator/api-client';
import { NOT_APPLICABLE, notApplicableText, setNotApplicableText } from '@creator/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, TranslationsProvider, useT } from '../i18n/i18n';
import type { AppServices } from '../session/services';
import { ServicesContext } from '../session/services';
import { example } from '../test/examples';
import { LanguageSync } from './LanguageSync';

const loader = vi.hoisted(() => ({ renders: 0 }));
// The real loader needs the router and the shell; here it only has to be seen.
vi.mock('../layout/FullPageLoader', () => ({
  FullPageLoader: () => {
    loader.renders += 1;
    return <p role="status">Loading</p>;
  },
}));

const user = example<Record<string, unknown>>('getCurrentUser');

afterEach(() => {
  loader.renders = 0;
  dayjs.locale('en');
  document.documentElement.lang = 'en';
  setNotApplicableText(NOT_APPLICABLE);
});

function Page() {
  const { t } = useT();
  return <p>{t('nav.documents')}</p>;
}

/** LanguageSync for a user of `language` whose API translations answer when `translations` resolves. */
function renderSync(language: string, translations: Promise<unknown>) {
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return Response.json(
      url.pathname.startsWith('/api/translations/') ? await translations : { ...user, language },
    );
  };
  const client = createApiClient({ baseUrl: 'http://api.test', fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The shell's loader has loaded the user before LanguageSync renders.
  queryClient.setQueryData(currentUserQuery(client).queryKey, { ...user, language } as never);
  render(
    // LanguageSync reads only the client.
    <ServicesContext.Provider value={{ client } as AppServices}>
      <QueryClientProvider client={queryClient}>
        <TranslationsProvider i18n={createI18n()}>
          <LanguageSync>
            <Page />
          </LanguageSync>
        </TranslationsProvider>
      </QueryClientProvider>
    </ServicesContext.Provider>,
  );
}

/** A promise and the function that resolves it. */
function later() {
  let resolve!: (value: unknown) => void;
  const promise = new Promise<unknown>((done) => (resolve = done));
  return { promise, resolve };
}

describe('LanguageSync', () => {
  it('renders English at once: no loader, no wait for the API', () => {
    renderSync('en', new Promise(() => {}));
    expect(screen.getByText('Documents')).toBeInTheDocument();
    expect(loader.renders).toBe(0);
  });

  it('waits for the ja bundle only, then merges the API translations when they arrive', async () => {
    const api = later();
    renderSync('ja', api.promise);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('書類')).toBeInTheDocument();
    expect([document.documentElement.lang, dayjs.locale(), notApplicableText()]).toEqual([
      'ja',
      'ja',
      '該当なし',
    ]);
    api.resolve({
      creator_dashboard: { nav: { documents: '資料（API）' }, common: { not_applicable: '—' } },
    });
    expect(await screen.findByText('資料（API）')).toBeInTheDocument();
    expect(notApplicableText()).toBe('—');
  });
});
