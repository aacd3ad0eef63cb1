import { type Account } from '@creator/api-client';
import {
  AppTooltip,
  formatDate,
  formatNumber,
  LoadingSkeleton,
  notApplicableText,
} from '@creator/ui';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { DataBlock } from '../../components/data-block';
import { useT } from '../../i18n/i18n';
import { answeredNotFound, NotFoundRedirect } from '../../routing/not-found';
import { RevenueShareBox } from '../../domain/accounts/RevenueShareBox';
import { pathTo } from '../../routing/routes';
import { Section } from '../../components/Section';
import { useCompanyQuery, useUser } from '../../session/session';
import { AccountHeader } from './AccountHeader';
import {
  contractButtonState,
  contractStatus,
  showsReconnect,
  showsRevenueShare,
  showsRevokeLink,
  showsUpgrade,
} from './detail-rules';
import { useReconnect } from './use-reconnect';
import { useReads } from '../../routing/screen-reads';
import { accountReads } from './reads';

/** One label and value of the info tab. */
function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group
      justify="space-between"
      gap="md"
      wrap="wrap"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500} m={0}>
        {children}
      </Text>
    </Group>
  );
}

/** The `account_detail` screen: the header and the info tab; the revoke overlay renders in the outlet. */
export function AccountDetailPage() {
  const { t } = useT();
  const account = useQuery(useReads(accountReads).account);
  if (answeredNotFound(account)) return <NotFoundRedirect />;
  return (
    <Stack gap="lg">
      <DataBlock
        query={account}
        loading={<LoadingSkeleton variant="card" label={t('account_detail.loading')} count={1} />}
        error={t('account_detail.error')}
      >
        {(data) => (
          <>
            <AccountHeader account={data} />
            <AccountInfo account={data} />
          </>
        )}
      </DataBlock>
      <Outlet />
    </Stack>
  );
}

/** The info tab: every rule of the account detail (docs/product-rules.md#account-detail). */
function AccountInfo({ account }: { account: Account }) {
  const { t } = useT();
  const user = useUser();
  const company = useCompanyQuery();
  return (
    <Section title={t('account_detail.info')}>
      <Stack gap="md">
        <AccountActions account={account} />
        <AccountFacts account={account} />
        {account.authable ? (
          <Anchor
            component={Link}
            to={pathTo('account_permissions', { uuid: account.uuid })}
            size="sm"
          >
            {t('account_detail.view_permissions')}
          </Anchor>
        ) : null}
        {company.data && showsRevenueShare(company.data, account, user) && account.percentages ? (
          <RevenueShareBox percentages={account.percentages} order={3} />
        ) : null}
        {showsRevokeLink(account) ? (
          <Anchor
            component={Link}
            to={pathTo('account_revoke_auth', { uuid: account.uuid })}
            size="sm"
            c="red"
          >
            {t('account_detail.revoke_link')}
          </Anchor>
        ) : null}
      </Stack>
    </Section>
  );
}

/** What the account asks of the user: reconnect, upgrade, view the contract (off without a file). */
function AccountActions({ account }: { account: Account }) {
  const { t } = useT();
  const { reconnect, reconnecting } = useReconnect();
  const button = contractButtonState(account.activeAccountContract ?? null);
  const contractPath = pathTo('account_contract', { uuid: account.uuid });
  return (
    <>
      {showsReconnect(account) ? (
        <Button
          variant="light"
          color="orange"
          w="fit-content"
          loading={reconnecting === account.uuid}
          onClick={() => reconnect(account.uuid)}
        >
          {t('account_card.reconnect')}
        </Button>
      ) : null}
      {showsUpgrade(account) ? (
        <Button
          component={Link}
          to={pathTo('upgrade_instagram', { uuid: account.uuid })}
          variant="light"
          w="fit-content"
        >
          {t('account_detail.upgrade')}
        </Button>
      ) : null}
      {button === 'enabled' ? (
        <Button component={Link} to={contractPath} variant="light" w="fit-content">
          {t('account_detail.view_contract')}
        </Button>
      ) : button === 'disabled' ? (
        <AppTooltip label={t('account_detail.contract_no_file')}>
          <Button
            variant="light"
            w="fit-content"
            data-disabled
            aria-disabled
            onClick={(event) => event.preventDefault()}
          >
            {t('account_detail.view_contract')}
          </Button>
        </AppTooltip>
      ) : null}
    </>
  );
}

/** The account's facts: authorisation, date granted, subscribers, and the contract's status for YouTube payments. */
function AccountFacts({ account }: { account: Account }) {
  const { t, i18n } = useT();
  const user = useUser();
  const status = contractStatus(account.activeAccountContract ?? null);
  const isVirtual = account.accountType === 'virtual';

  const statusText =
    status.kind === 'auto_renewing'
      ? t('account_detail.contract_auto_renewing', {
          count: status.noticeMonths ?? 0,
        })
      : status.kind === 'expired'
        ? t('account_detail.contract_expired')
        : status.kind === 'expires'
          ? t('account_detail.contract_expires', { date: formatDate(status.date) })
          : notApplicableText();

  return (
    <Stack component="dl" gap={0} m={0}>
      <InfoRow label={t('account_detail.authorization_status')}>
        {isVirtual
          ? notApplicableText()
          : account.authenticationStatus === 'authed'
            ? t('account_card.connected')
            : t('account_card.reauth')}
      </InfoRow>
      <InfoRow label={t('account_detail.date_granted')}>{formatDate(account.authorizedOn)}</InfoRow>
      <InfoRow label={t('account_card.subscribers')}>
        {isVirtual
          ? notApplicableText()
          : formatNumber(account.accountLifetimeStat.subscriberCount, i18n.language)}
      </InfoRow>
      {user.hasYoutubePaymentsAccess ? (
        <InfoRow label={t('account_detail.contract_status')}>{statusText}</InfoRow>
      ) : null}
    </Stack>
  );
}
