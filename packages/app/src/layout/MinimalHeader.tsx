import { Anchor } from '@mantine/core';
import { useT } from '../i18n/i18n';
import { answerOf } from '../routing/navigation';
import { useSignOutLink } from '../session/sign-out';
import { useCompanyQuery, useNetworkQuery } from '../session/session';
import { NAV_LABEL_KEYS } from '../i18n/shell-keys';
import { Logo } from './Logo';
import { ShellHeader } from './ShellHeader';

/**
 * The header of the missing-data pages (docs/product-rules.md#navigation): the logo and a sign-out,
 * nothing that leaves the page the user must finish.
 */
export function MinimalHeader() {
  const { t } = useT();
  const signOut = useSignOutLink();
  const company = useCompanyQuery();
  const network = useNetworkQuery();
  return (
    <ShellHeader
      logo={<Logo network={answerOf(network)} company={answerOf(company)} linked={false} />}
      end={
        <Anchor {...signOut} fw={500}>
          {t(NAV_LABEL_KEYS.logout)}
        </Anchor>
      }
    />
  );
}
