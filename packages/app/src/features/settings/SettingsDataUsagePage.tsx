import { ACCOUNT_TYPES } from '@creator/ui';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { isTranslationKey, useT } from '../../i18n/i18n';
import { Section } from '../../components/Section';
import { safeMailto } from '../../security/safe-url';
import { useCompanyQuery, useNetworkQuery } from '../../session/session';
import { DATA_USAGE_KEY_PREFIX, PROVIDER_NAME_KEYS } from '../../i18n/translation-keys';
import { SettingsTabs } from './SettingsTabs';
import { consecutiveKeys } from '../../lib/consecutive-keys';

/** The `settings_data_usage` screen: what is collected and why, per account type, and how to ask for deletion. */
export function SettingsDataUsagePage() {
  const { t, i18n } = useT();
  const company = useCompanyQuery().data;
  const network = useNetworkQuery().data;
  const email = company?.supportEmail ?? network?.email ?? null;
  const mailto = safeMailto(email);
  const types = ACCOUNT_TYPES.filter((type) => type !== 'virtual');
  return (
    <SettingsTabs current="settings_data_usage">
      <Stack gap="lg" maw={760}>
        <Section title={t('data_usage.personal_title')}>
          <Text>{t('data_usage.personal_body')}</Text>
        </Section>
        <Section title={t('data_usage.social_title')}>
          <Text>{t('data_usage.social_body')}</Text>
          {types.map((type) => {
            const keys = consecutiveKeys(`${DATA_USAGE_KEY_PREFIX}.${type}`, (key) =>
              isTranslationKey(i18n, key),
            );
            if (!keys.length) return null;
            return (
              <Stack key={type} gap={4}>
                <Title order={3} size="h4">
                  {t(PROVIDER_NAME_KEYS[type as keyof typeof PROVIDER_NAME_KEYS])}
                </Title>
                <List spacing="xs" size="sm">
                  {keys.map((key) => (
                    <List.Item key={key}>{t(key)}</List.Item>
                  ))}
                </List>
              </Stack>
            );
          })}
        </Section>
        <Section title={t('data_usage.deletion_title')}>
          <Text>
            {t('data_usage.deletion_body')}{' '}
            {mailto && email ? (
              <Anchor href={mailto} underline="always">
                {email}
              </Anchor>
            ) : (
              t('common.not_applicable')
            )}
          </Text>
        </Section>
      </Stack>
    </SettingsTabs>
  );
}
