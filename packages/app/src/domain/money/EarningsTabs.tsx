import { NavTabs } from '@creator/ui';
import { useT } from '../../i18n/i18n';
import { renderRouterNavLink } from '../../routing/router-link';
import { pathTo } from '../../routing/routes';
import { useUser } from '../../session/session';

/**
 * Payments / YouTube payments, for users with both accesses (docs/product-rules.md#earnings): the kit's tab
 * bar of links, shown by both screens; the router's link marks the one of the page shown.
 */
export function EarningsTabs() {
  const { t } = useT();
  const user = useUser();
  if (!user.hasPaymentsAccess || !user.hasYoutubePaymentsAccess) return null;
  return (
    <NavTabs
      label={t('earnings.tabs_label')}
      renderLink={renderRouterNavLink}
      tabs={[
        { href: pathTo('payments'), label: t('earnings.tab_payments') },
        { href: pathTo('earnings_youtube'), label: t('earnings.tab_youtube') },
      ]}
    />
  );
}
