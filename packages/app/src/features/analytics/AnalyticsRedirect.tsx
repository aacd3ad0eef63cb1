import { accountsQuery } from '@creator/api-client';
import { Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Navigate, useParams } from 'react-router';
import { useServices } from '../app/services';
import { useT } from '../lib/i18n';
import { isDigits } from '../lib/route-params';
import { useUser } from '../lib/session';
import { RetryableError } from '../layout/RetryableError';
import { pathTo } from './paths';
import { ComingSoon } from './screens/ComingSoon';

const CampaignsScreen = lazy(() =>
  import('./screens/campaigns').then((m) => ({ default: m.CampaignsScreen })),
);
const CampaignScreen = lazy(() =>
  import('./screens/campaigns').then((m) => ({ default: m.CampaignScreen })),
);

/** `/earnings`: payments for users with payments access, else YouTube earnings. */
export function EarningsRedirect() {
  const user = useUser();
  return <Navigate replace to={pathTo(user.hasPaymentsAccess ? 'payments' : 'earnings_youtube')} />;
}

/** `/analytics`: the main view of the first non-virtual account for the last 28 days. */
export function AnalyticsRedirect() {
  const { client } = useServices();
  const { t } = useT();
  const accounts = useQuery(accountsQuery(client));
  if (accounts.isPending) return <Loader aria-label={t('common.loading')} />;
  if (accounts.isError) return <RetryableError onRetry={() => void accounts.refetch()} />;
  const first = accounts.data.find((account) => account.accountType !== 'virtual');
  if (!first)
    return (
      <ComingSoon route="analytics">
        <Text>{t('analytics.no_accounts')}</Text>
      </ComingSoon>
    );
  return (
    <Navigate replace to={pathTo('analytics_main', { uuid: first.uuid, period: 'last_28_days' })} />
  );
}

/**
 * `/campaigns/:status` and `/campaigns/:id` share one path shape, so one route tells them
 * apart: digits are a campaign id, anything else a status (validated by the route handle).
 */
export function CampaignsDispatch() {
  const { status } = useParams();
  return isDigits(status) ? <CampaignScreen /> : <CampaignsScreen />;
}
