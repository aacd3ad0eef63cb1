import { type Account } from '@creator/api-client';
import { LoadingSkeleton } from '@creator/ui';
import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataBlock } from '../../components/data-block';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../routing/routes';
import { AccountHeader } from './AccountHeader';
import { useReads } from '../../routing/screen-reads';
import { accountReads } from './reads';

/** Props of {@link AccountSubpage}. */
export interface AccountSubpageProps {
  uuid: string;
  /** The page's level-1 heading, under the account's name. */
  heading: string;
  /** What follows the header once the account has loaded. */
  body?: (account: Account) => ReactNode;
  /** What follows whether or not the account has loaded (blocks with their own reads). */
  children?: ReactNode;
}

/**
 * The frame of the account's own pages (contract, permissions): a link back to the detail,
 * the account's header with the page's heading, then the page's content.
 */
export function AccountSubpage({ uuid, heading, body, children }: AccountSubpageProps) {
  const { t } = useT();
  const account = useQuery(useReads(accountReads).account);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={pathTo('account_detail', { uuid })} size="sm">
        {t('account_contract.back')}
      </Anchor>
      <DataBlock
        query={account}
        loading={<LoadingSkeleton variant="card" label={t('account_detail.loading')} count={1} />}
        error={t('account_detail.error')}
      >
        {(data) => (
          <>
            <AccountHeader account={data} heading={heading} />
            {body?.(data)}
          </>
        )}
      </DataBlock>
      {children}
    </Stack>
  );
}
