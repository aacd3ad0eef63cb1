import type { Account } from '@creator/api-client';
import { accountName, MonthSelect, Select } from '@creator/ui';
import { Alert, Group } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../routing/routes';
import { searchOf } from './analytics-rules';
import type { useAnalytics } from './use-analytics';

/** Props of {@link AnalyticsControls}. */
export interface AnalyticsControlsProps {
  accounts: readonly Account[];
  analytics: ReturnType<typeof useAnalytics>;
}

/** The account selector, the month or year selector, and the unpublished hint. */
export function AnalyticsControls({ accounts, analytics }: AnalyticsControlsProps) {
  const { t } = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { uuid, period, options, choice } = analytics;
  const account = accounts.find((a) => a.uuid === uuid);

  const pickPeriod = (start: string) =>
    void navigate(location.pathname + searchOf({ period, start }));

  return (
    <>
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('analytics.account')}
          data={accounts.map((a) => ({
            value: a.uuid,
            label: accountName(a) || a.uuid,
          }))}
          value={account ? uuid : null}
          placeholder={t('analytics.pick_account')}
          allowDeselect={false}
          w={{ base: '100%', xs: 280 }}
          onChange={(next) => {
            if (next)
              void navigate(pathTo('analytics_main', { uuid: next, period }) + searchOf(choice));
          }}
        />
        {period === 'month' ? (
          <MonthSelect
            label={t('analytics.month')}
            months={options}
            value={choice.start}
            onChange={pickPeriod}
          />
        ) : null}
        {period === 'year' ? (
          <Select
            label={t('analytics.year')}
            data={options.map((start) => ({ value: start, label: start.slice(0, 4) }))}
            value={choice.start}
            allowDeselect={false}
            onChange={(next) => {
              if (next) pickPeriod(next);
            }}
          />
        ) : null}
      </Group>
      {account?.unpublished ? (
        <Alert color="yellow" variant="light" title={t('analytics.unpublished_title')}>
          {t('analytics.unpublished_hint')}
        </Alert>
      ) : null}
    </>
  );
}
