import type { Opportunity } from '@creator/api-client';
import { formatMoney, opportunityPayment, PlatformIcon, type Platform } from '@creator/ui';
import { Button, Card, Group, Text, Typography } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useT } from '../../lib/i18n';
import { sanitizeHtmlGated } from '../../lib/sanitize';
import { useOpportunityLabels } from './OpportunityCardItem';
import { useOpportunityResponse } from './use-opportunity-response';

// Links in the message in the theme's darker shade, readable on white (WCAG AA).
const MESSAGE_STYLE = { '--mantine-color-anchor': 'var(--mantine-color-brand-8)' } as CSSProperties;

/**
 * An opportunity in the review panel: brand, payment (an estimate in the user's currency with
 * the original amount), platforms, required posts, the brand's message (HTML through DOMPurify
 * and the URL gate), and accept and decline, which open the brand's page in a new window.
 */
export function OpportunityReviewCard({ opportunity }: { opportunity: Opportunity }) {
  const { t, i18n } = useT();
  const labels = useOpportunityLabels();
  const respond = useOpportunityResponse();
  const payment = opportunityPayment(opportunity);
  const amount = formatMoney(payment.amount, payment.currency, i18n.language);
  return (
    <Card component="article" aria-label={opportunity.brand} withBorder radius="md" padding="md">
      <Text fw={600} size="lg" truncate component="h3" m={0}>
        {opportunity.brand}
      </Text>
      <Text fw={500} mt={4}>
        {payment.estimated ? labels.estimatedPayment(amount) : labels.payment(amount)}
      </Text>
      {payment.estimated ? (
        <Text size="sm" c="dimmed">
          {t('opportunity.payment_original', {
            amount: formatMoney(
              opportunity.originalPaymentAmount,
              opportunity.originalPaymentCurrency ?? 'USD',
              i18n.language,
            ),
          })}
        </Text>
      ) : null}
      <Group gap="sm" mt="xs">
        <Group
          gap={6}
          component="ul"
          aria-label={labels.platforms}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {(opportunity.platforms ?? []).map((platform) => (
            <li key={platform}>
              <PlatformIcon
                platform={platform as Platform}
                size={20}
                label={labels.platformName(platform)}
              />
            </li>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          {labels.requiredPosts(opportunity.requiredPostsNumber)}
        </Text>
      </Group>
      {opportunity.message ? (
        <Typography mt="sm" fz="sm" style={MESSAGE_STYLE}>
          <div dangerouslySetInnerHTML={{ __html: sanitizeHtmlGated(opportunity.message) }} />
        </Typography>
      ) : null}
      <Group mt="md" gap="xs">
        <Button color="brand.8" onClick={() => respond(opportunity.acceptUrl)}>
          {labels.accept}
        </Button>
        <Button variant="default" onClick={() => respond(opportunity.rejectUrl)}>
          {labels.decline}
        </Button>
      </Group>
    </Card>
  );
}
