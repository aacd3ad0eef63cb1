import { translationsQuery } from '@creator/api-client';
import { setNotApplicableText } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useServices } from '../session/services';
import { FullPageLoader } from '../layout/FullPageLoader';
import {
  addTranslations,
  applyLanguage,
  CATALOGUE_ROOT,
  onTextsChange,
  supportedLanguage,
  useI18n,
  useLanguage,
} from '../i18n/i18n';
import { NOT_APPLICABLE_KEY } from '../i18n/shell-keys';
import { useUser } from '../session/session';

/**
 * Renders the pages in the user's language (en for one the app does not support): English at once, another language
 * once its bundled catalogue has loaded (a loader until then). The API's translations are
 * never waited for: they merge over the bundle when they arrive, and a failed request leaves
 * the bundled texts.
 */
export function LanguageSync({ children }: { children: ReactNode }) {
  const { client } = useServices();
  const i18n = useI18n();
  const current = useLanguage();
  const language = supportedLanguage(useUser().language);
  const translations = useQuery(translationsQuery(client, language)).data;

  useEffect(() => {
    const switching = new AbortController();
    void applyLanguage(i18n, language, switching.signal);
    return () => switching.abort();
  }, [i18n, language]);

  useEffect(() => {
    if (translations) addTranslations(i18n, language, translations);
  }, [i18n, language, translations]);

  useEffect(() => {
    // The kit's formatters print missing values with this text; set before pages re-render.
    const update = () => setNotApplicableText(i18n.t(`${CATALOGUE_ROOT}.${NOT_APPLICABLE_KEY}`));
    update();
    return onTextsChange(i18n, update);
  }, [i18n]);

  return current === language ? children : <FullPageLoader />;
}
