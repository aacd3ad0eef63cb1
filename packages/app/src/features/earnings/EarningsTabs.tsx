import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../routing/routes';
import { useUser } from '../../session/session';

/**
 * Payments / YouTube payments, for users with both accesses (spec section 2): links styled
 * as tabs, the current one marked. The payments screens show the same pair (features do not
 * share components, so `payments/PaymentsTabs` mirrors this one).
 */
export function EarningsTabs() {
  const { t } = useT();
  const user = useUser();
  if (!user.hasPaymentsAccess || !user.hasYoutubePaymentsAccess) return null;
  return (
    <Group component="nav" aria-label={t('earnings.tabs_label')} gap="xs">
      <Button component={Link} to={pathTo('payments')} variant="default">
        {t('earnings.tab_payments')}
      </Button>
      <Button
        component={Link}
        to={pathTo('earnings_youtube')}
        variant="filled"
        color="brand.8"
        aria-current="page"
      >
        {t('earnings.tab_youtube')}
      </Button>
    </Group>
  );
}
