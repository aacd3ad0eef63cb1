import type { Account } from '@creator/api-client';
import { AccountCard, type AccountCardLabels } from '@creator/ui';
import { useT } from '../../i18n/i18n';
import { providerName } from '../../i18n/provider-name';
import { renderRouterLink } from '../../routing/router-link';
import { pathTo } from '../../routing/routes';
import { safeHttpUrl } from '../../security/safe-url';
import { linksToDetail, type DetailLinkRule } from './account-rules';
import { showsUpgrade } from './detail-rules';

/** An account in a grid, linking to its detail page under the grid's rule. */
export function AccountCardItem({
  account,
  rule = 'home',
  onReconnect,
  reconnecting,
}: {
  account: Account;
  rule?: DetailLinkRule;
  onReconnect: () => void;
  reconnecting: boolean;
}) {
  const { t, i18n } = useT();
  const platform = providerName(t, account.accountType);
  const labels: AccountCardLabels = {
    platform,
    subscribers: t('account_card.subscribers'),
    connected: t('account_card.connected'),
    pending: t('account_card.pending'),
    unpublished: t('account_card.unpublished'),
    reauthNeeded: t('account_card.reauth'),
    unableToFetchData: t('account_card.unable_to_fetch'),
    connectToGetData: t('account_card.connect_to_get_data'),
    reconnect: t('account_card.reconnect'),
    openOnPlatform: t('account_card.open_on_platform', { platform }),
    upgrade: t('account_detail.upgrade'),
  };
  return (
    <AccountCard
      account={{ ...account, url: safeHttpUrl(account.url), avatar: safeHttpUrl(account.avatar) }}
      labels={labels}
      locale={i18n.language}
      href={
        linksToDetail(account, rule) ? pathTo('account_detail', { uuid: account.uuid }) : undefined
      }
      renderLink={renderRouterLink}
      onReconnect={onReconnect}
      reconnecting={reconnecting}
      upgradeHref={
        showsUpgrade(account) ? pathTo('upgrade_instagram', { uuid: account.uuid }) : undefined
      }
    />
  );
}
