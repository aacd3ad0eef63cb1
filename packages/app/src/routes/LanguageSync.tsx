import { translationsQuery } from '@creator/api-client';
import { setNotApplicableText } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../lib/services';
import { FullPageLoader } from '../layout/FullPageLoader';
import { applyLanguage, CATALOGUE_ROOT, DEFAULT_LANGUAGE } from '../lib/i18n';
import { NOT_APPLICABLE_KEY } from '../lib/translation-keys';
import { useUser } from '../lib/session';

/**
 * Sets the locale to the user's language (fallback en) before the pages render, then merges
 * the API's translations over the bundled catalogue when they arrive. A failed translations
 * request is not an error for the user: the bundled texts remain.
 */
export function LanguageSync({ children }: { children: ReactNode }) {
  const { client } = useServices();
  const { i18n } = useTranslation();
  const language = useUser().language || DEFAULT_LANGUAGE;
  const translations = useQuery(translationsQuery(client, language));
  const [readyFor, setReadyFor] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void applyLanguage(i18n, language, translations.data).finally(() => {
      // The kit's formatters print missing values with this text.
      setNotApplicableText(i18n.t(`${CATALOGUE_ROOT}.${NOT_APPLICABLE_KEY}`));
      if (current) setReadyFor(language);
    });
    return () => {
      current = false;
    };
  }, [i18n, language, translations.data]);

  return readyFor === language ? children : <FullPageLoader />;
}
