import { Button, Card, Group, Text, type BoxProps, type ElementProps } from '@mantine/core';
import { PlatformIcon, type Platform } from '../../feedback/PlatformIcon';
import { formatMoney } from '../../format';
import { opportunityPayment, type OpportunityPaymentFields } from './opportunityPayment';
import classes from './OpportunityCard.module.css';

/** Opportunity fields the card shows (names as in the API). */
export interface OpportunityCardData extends OpportunityPaymentFields {
  /** Brand name of the opportunity. */
  brand: string;
  /** Platforms to post on, one icon each. */
  platforms?: string[] | null;
  /** Posts required in all; null shows no count. */
  requiredPostsNumber?: number | null;
}

/** Every text of the card, already translated. */
export interface OpportunityCardLabels {
  /** Payment line, e.g. `amount => \`Payment: ${amount}\``. */
  payment: (amount: string) => string;
  /** Payment line for an estimate, e.g. `amount => \`Estimated payment: ${amount}\``. */
  estimatedPayment: (amount: string) => string;
  /** Required posts, e.g. `n => \`${n} posts required\``. */
  requiredPosts: (count: number) => string;
  /** Accessible name of the platform list, e.g. "Platforms". */
  platforms: string;
  /** Name of a platform, e.g. 'twitter' -> "X". */
  platformName: (platform: string) => string;
  /** Text of the accept button. */
  accept: string;
  /** Text of the decline button. */
  decline: string;
}

/** Props of {@link OpportunityCard}; other props (className, style, data-*, aria-*) go to the root like Mantine's `Card`. */
export interface OpportunityCardProps extends BoxProps, ElementProps<'div'> {
  /** The opportunity. */
  opportunity: OpportunityCardData;
  /** Translated texts. */
  labels: OpportunityCardLabels;
  /** Called on accept (the app opens acceptUrl in a new window). */
  onAccept: () => void;
  /** Called on decline (the app opens rejectUrl in a new window). */
  onDecline: () => void;
  /** Locale of the number format. @default 'en' */
  locale?: string;
}

/** A campaign offer: brand, payment, platforms and required posts, with accept and decline buttons. */
export function OpportunityCard({
  opportunity,
  labels,
  onAccept,
  onDecline,
  locale = 'en',
  ...others
}: OpportunityCardProps) {
  const payment = opportunityPayment(opportunity);
  const amount = formatMoney(payment.amount, payment.currency, locale);
  return (
    <Card withBorder radius="md" padding="md" {...others}>
      <Text fw={600} size="lg" truncate>
        {opportunity.brand}
      </Text>
      <Text fw={500} mt={4}>
        {payment.estimated ? labels.estimatedPayment(amount) : labels.payment(amount)}
      </Text>
      <Group gap="sm" mt="xs" wrap="wrap">
        <ul className={classes.platforms} aria-label={labels.platforms}>
          {(opportunity.platforms ?? []).map((platform) => (
            <li key={platform}>
              <PlatformIcon
                platform={platform as Platform}
                size={20}
                label={labels.platformName(platform)}
              />
            </li>
          ))}
        </ul>
        {opportunity.requiredPostsNumber != null ? (
          <Text size="sm" c="dimmed">
            {labels.requiredPosts(opportunity.requiredPostsNumber)}
          </Text>
        ) : null}
      </Group>
      <Group mt="md" gap="xs" className={classes.actions}>
        <Button onClick={onAccept}>{labels.accept}</Button>
        <Button variant="default" onClick={onDecline}>
          {labels.decline}
        </Button>
      </Group>
    </Card>
  );
}
