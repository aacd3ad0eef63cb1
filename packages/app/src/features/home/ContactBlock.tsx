import { Anchor, Card, Text } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import { safeMailto } from '../../security/safe-url';
import { useNetworkQuery, useUser } from '../../session/session';
import { contactEmail } from './home-rules';

/** "Questions? Write to your network": only when the network has an email and the user may see it. */
export function ContactBlock() {
  const { t } = useT();
  const user = useUser();
  const network = useNetworkQuery();
  const email = contactEmail(user, network.data);
  if (!email) return null;
  // An address the gate refuses shows as text, not as a link.
  const mailto = safeMailto(email);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={t('home.contact_title')}
    >
      <Text fw={600}>{t('home.contact_title')}</Text>
      <Text size="sm" mt={4}>
        {t('home.contact_text')} {mailto ? <Anchor href={mailto}>{email}</Anchor> : email}
      </Text>
    </Card>
  );
}
