import type { Account } from '@creator/api-client';
import { LoadingSkeleton, PageHeader } from '@creator/ui';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataBlock, type BlockQuery } from '../../components/data-block';
import { useT } from '../../i18n/i18n';

/**
 * Both analytics screens' frame (`/analytics` and an account's view): the page's title, then,
 * once the accounts are read, what `children` makes of them (their loading and failure in place).
 */
export function AnalyticsFrame({
  accounts,
  children,
}: {
  accounts: BlockQuery<Account[]>;
  children: (list: Account[]) => ReactNode;
}) {
  const { t } = useT();
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.analytics')} />
      <DataBlock
        query={accounts}
        loading={<LoadingSkeleton variant="text" label={t('analytics.loading')} count={1} />}
        error={t('analytics.accounts_error')}
      >
        {children}
      </DataBlock>
    </Stack>
  );
}
