import { showFailureNotice } from '@creator/ui';
import { Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n';
import { providerName } from '../../i18n/provider-name';
import { AccountsBlock } from './AccountsBlock';
import { connectErrorOf } from './account-rules';

/**
 * The `accounts` screen: the accounts grid (shared with home, under the accounts page's link
 * rule); its overlays render in the outlet. Coming back from a provider ends the connection
 * under way (the accounts block: a success notice when it happened) and shows a known error as
 * a failed notice (docs/product-rules.md#errors-and-messages), then drops the query.
 */
export function AccountsPage() {
  const { t } = useT();
  const [search, setSearch] = useSearchParams();
  // The provider's return query, as a string so the effect runs once per return.
  const errorQuery = search.has('error') ? search.toString() : null;
  // The return already announced: one notice per return, however often the effect runs (a
  // remount, the catalogue's texts arriving) before the query is dropped.
  const { key } = useLocation();
  const announced = useRef<string | null>(null);

  useEffect(() => {
    if (errorQuery === null || announced.current === key) return;
    announced.current = key;
    const returned = connectErrorOf(new URLSearchParams(errorQuery));
    if (returned) {
      const provider = returned.provider ? providerName(t, returned.provider) : '';
      showFailureNotice(
        returned.error === 'access_denied'
          ? {
              title: t('accounts.connect_denied_title', { provider }),
              message: t('accounts.connect_denied_body', { provider }),
            }
          : {
              title: t('accounts.connect_failed_title', { provider }),
              message: t('accounts.connect_failed_body', { provider }),
            },
      );
    }
    setSearch({}, { replace: true });
  }, [errorQuery, key, setSearch, t]);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('pages.accounts')}</Title>
      <AccountsBlock rule="accounts" titleHidden />
      <Outlet />
    </Stack>
  );
}
