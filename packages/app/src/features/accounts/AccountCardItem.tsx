import type { Account } from '@creator/api-client';
import { AccountCard, type AccountCardLabels } from '@creator/ui';
import { useT } from '../../lib/i18n';
import { providerName } from '../../lib/provider-name';
import { renderRouterLink } from '../../lib/router-link';
import { pathTo } from '../../lib/routes';
import { linksToDetail } from './account-rules';

/** An account in a grid: authed and virtual accounts link to their detail page. */
export function AccountCardItem({
  account,
  onReconnect,
  reconnecting,
}: {
  account: Account;
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
  };
  return (
    <AccountCard
      account={account}
      labels={labels}
      locale={i18n.language}
      href={linksToDetail(account) ? pathTo('account_detail', { uuid: account.uuid }) : undefined}
      renderLink={renderRouterLink}
      onReconnect={onReconnect}
      reconnecting={reconnecting}
    />
  );
}
