import { upgradeAccountToBusinessMutation } from '@creator/api-client';
import { LoadingSkeleton } from '@creator/ui';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { DataBlock } from '../../components/data-block';
import { answeredNotFound, NotFoundRedirect } from '../../routing/not-found';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../routing/routes';
import { useServices } from '../../session/services';
import { useSingleFlight } from '../../lib/single-flight';
import { AccountHeader } from './AccountHeader';
import { RouteOverlay } from '../../routing/RouteOverlay';
import { isAuthing } from './connect-marker';
import { intentFor } from './connect-outcome';
import { showsUpgrade } from './detail-rules';
import { useProviderHandoff } from './use-provider-handoff';
import { useReads } from '../../routing/screen-reads';
import { accountReads } from './reads';

/**
 * The `upgrade_instagram` overlay: the account, the recommendation to switch to a business
 * account, connect (the provider's page, then back to the list) and no thanks (close).
 */
export function UpgradeInstagramPage() {
  const { t } = useT();
  const { client } = useServices();
  const handoff = useProviderHandoff(t('upgrade_instagram.failed'));
  const uuid = String(useParams().uuid);
  const account = useQuery(useReads(accountReads).account);
  const upgrade = useMutation(upgradeAccountToBusinessMutation(client));
  const flight = useSingleFlight();

  // A double click asks for one authorization URL; offline, none is asked. The answer comes
  // from the request's promise, as in useConnectProvider (mutate's own callbacks can be skipped).
  const connect = handoff.whenOnline(() =>
    flight(() =>
      isAuthing()
        ? undefined
        : upgrade.mutateAsync(uuid).then(
            // Only an account that could upgrade can come back upgraded (its success notice).
            (data) =>
              void handoff.goTo(
                data.authorizationUrl,
                account.data && showsUpgrade(account.data)
                  ? intentFor('upgrade', account.data)
                  : null,
              ),
            handoff.failed,
          ),
    ),
  );

  if (answeredNotFound(account)) return <NotFoundRedirect />;
  // Instagram accounts only: a typed URL of another account goes back to the list.
  if (account.data && account.data.accountType !== 'instagram')
    return <Navigate replace to={pathTo('accounts')} />;
  return (
    <RouteOverlay title={t('pages.upgrade_instagram')} closeTo={pathTo('accounts')}>
      {(close) => (
        <Stack gap="md">
          <DataBlock
            query={account}
            loading={
              <LoadingSkeleton variant="card" label={t('account_detail.loading')} count={1} />
            }
            error={t('account_detail.error')}
          >
            {(data) => <AccountHeader account={data} headingOrder={2} />}
          </DataBlock>
          <Text size="sm">{t('upgrade_instagram.recommendation')}</Text>
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" onClick={close}>
              {t('upgrade_instagram.no_thanks')}
            </Anchor>
            <Button onClick={connect} loading={upgrade.isPending} disabled={!account.data}>
              {t('upgrade_instagram.connect')}
            </Button>
          </Group>
        </Stack>
      )}
    </RouteOverlay>
  );
}
