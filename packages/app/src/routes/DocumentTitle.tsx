import { useEffect } from 'react';
import { useCurrentRoute } from '../routing/current-route';
import { useT } from '../i18n/i18n';
import { routeRow } from '../routing/routes';
import { APP_TITLE_KEY } from '../i18n/shell-keys';

/** The tab title: the page's title from the route table, then the app's name. */
export function pageTitle(page: string | null, app: string): string {
  return page ? `${page} | ${app}` : app;
}

/** Keeps `document.title` on the current route's title (in the current language). */
export function DocumentTitle() {
  const { t } = useT();
  const { name } = useCurrentRoute();
  const key = routeRow(name).title;
  const title = pageTitle(key ? t(key) : null, t(APP_TITLE_KEY));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
