import { LoadingSkeleton } from '@creator/ui';
import { Anchor, Card, Text } from '@mantine/core';
import { DataBlock } from '../../components/data-block';
import { useT } from '../../i18n/i18n';
import { safeMailto } from '../../security/safe-url';
import { useNetworkQuery, useUser } from '../../session/session';
import { contactEmail, mayContactNetwork } from './home-rules';

/**
 * "Questions? Write to your network": for a user who may contact the network, once the network
 * has answered with an email; loading meanwhile, its error with a retry if the read failed.
 */
export function ContactBlock() {
  const { t } = useT();
  const user = useUser();
  const network = useNetworkQuery();
  if (!mayContactNetwork(user)) return null;
  return (
    <DataBlock
      query={network}
      loading={<LoadingSkeleton variant="text" count={2} label={t('home.contact_loading')} />}
      error={t('home.contact_error')}
    >
      {(data) => <ContactCard email={contactEmail(user, data)} />}
    </DataBlock>
  );
}

function ContactCard({ email }: { email: string | null }) {
  const { t } = useT();
  if (!email) return null;
  // An address the gate refuses shows as text, not as a link.
  const mailto = safeMailto(email);
  return (
    <Card padding="lg" component="section" aria-label={t('home.contact_title')}>
      <Text fw={600}>{t('home.contact_title')}</Text>
      <Text size="sm" mt={4}>
        {t('home.contact_text')}{' '}
        {mailto ? (
          <Anchor href={mailto} underline="always">
            {email}
          </Anchor>
        ) : (
          email
        )}
      </Text>
    </Card>
  );
}
