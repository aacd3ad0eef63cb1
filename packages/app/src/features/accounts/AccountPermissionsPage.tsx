import { List, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { isTranslationKey, useT } from '../../i18n/i18n';
import { Section } from '../../components/Section';
import { DATA_USAGE_KEY_PREFIX } from '../../i18n/translation-keys';
import { AccountSubpage } from './AccountSubpage';
import { consecutiveKeys } from '../../lib/consecutive-keys';

/** The `account_permissions` screen: what the dashboard reads from the account's platform. */
export function AccountPermissionsPage() {
  const { t, i18n } = useT();
  const uuid = String(useParams().uuid);
  return (
    <AccountSubpage
      uuid={uuid}
      heading={t('pages.account_permissions')}
      body={(data) => {
        const keys = consecutiveKeys(`${DATA_USAGE_KEY_PREFIX}.${data.accountType}`, (key) =>
          isTranslationKey(i18n, key),
        );
        return (
          <Section title={t('account_permissions.title')}>
            {keys.length ? (
              <List spacing="xs" size="sm">
                {keys.map((key) => (
                  <List.Item key={key}>{t(key)}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">{t('account_permissions.none')}</Text>
            )}
          </Section>
        );
      }}
    />
  );
}
