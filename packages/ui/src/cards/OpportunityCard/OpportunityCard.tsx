import {
  Badge,
  Button,
  Card,
  Group,
  Text,
  Typography,
  type BoxProps,
  type ElementProps,
} from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { PlatformIcon, type Platform } from '../../feedback/PlatformIcon';
import { formatMoney } from '../../format';
import { cx } from '../shared';
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
  /** Line under an estimate naming the original amount, e.g. `amount => \`Original amount: ${amount}\``; none when omitted. */
  originalPayment?: (amount: string) => string;
  /** Required posts, e.g. `n => \`${n} posts required\`` (shown when no `requirements` slot is given). */
  requiredPosts: (count: number) => string;
  /** Accessible name of the platform list, e.g. "Platforms". */
  platforms: string;
  /** Name of a platform, e.g. 'twitter' -> "X". */
  platformName: (platform: string) => string;
  /** Text of the accept button. */
  accept: string;
  /** Text of the decline button. */
  decline: string;
  /**
   * Text of the status badge, e.g. "Opportunity", for lists where the card stands among
   * campaign cards (each with its status); no badge when omitted.
   */
  status?: string;
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
  /** What is required, in place of the count line (e.g. "YouTube: 1 video; Instagram: 1 reel"). */
  requirements?: ReactNode;
  /** The brand's message (already sanitised), under the requirements. */
  message?: ReactNode;
  /** More actions after Accept and Decline (e.g. a link to the campaign). */
  actions?: ReactNode;
  /** Heading level of the brand name. @default 3 */
  headingOrder?: 2 | 3 | 4;
}

/**
 * A campaign offer (an `article`): brand (with a status badge when labelled), payment, platforms
 * and what is required, an optional message, with accept and decline buttons, other actions
 * on a row below them. The card fills the height of its grid cell, its buttons at the foot.
 */
export function OpportunityCard({
  opportunity,
  labels,
  onAccept,
  onDecline,
  locale = 'en',
  requirements,
  message,
  actions,
  headingOrder = 3,
  className,
  ...others
}: OpportunityCardProps) {
  const ids = { brand: useId(), accept: useId(), decline: useId() };
  // "Accept Sora Airlines": a list of cards repeats the answers; the visible text stays first.
  const named = (id: string) => ({ id, 'aria-labelledby': `${id} ${ids.brand}` });
  return (
    <Card component="article" {...others} className={cx(classes.root, className)}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} size="lg" miw={0} component={`h${headingOrder}`} m={0} id={ids.brand}>
          {opportunity.brand}
        </Text>
        {labels.status ? (
          <Badge color="orange" variant="light" className={classes.status}>
            {labels.status}
          </Badge>
        ) : null}
      </Group>
      <PaymentLines opportunity={opportunity} labels={labels} locale={locale} />
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
        {requirements === undefined && opportunity.requiredPostsNumber != null ? (
          <Text size="sm" c="dimmed">
            {labels.requiredPosts(opportunity.requiredPostsNumber)}
          </Text>
        ) : null}
      </Group>
      {requirements !== undefined ? (
        <Text size="sm" c="dimmed" mt={4} component="div">
          {requirements}
        </Text>
      ) : null}
      {message ? (
        <Typography mt="sm" fz="sm" className={classes.message}>
          {message}
        </Typography>
      ) : null}
      <div className={classes.actions}>
        <Group gap="xs" className={classes.answer}>
          <Button onClick={onAccept} {...named(ids.accept)}>
            {labels.accept}
          </Button>
          <Button variant="default" onClick={onDecline} {...named(ids.decline)}>
            {labels.decline}
          </Button>
        </Group>
        {/* Other actions on a row of their own: beside the answer they wrapped unevenly. */}
        {actions ? (
          <Group gap="xs" mt="xs">
            {actions}
          </Group>
        ) : null}
      </div>
    </Card>
  );
}

/** The payment (estimated or not) and, for an estimate, the brand's original offer. */
function PaymentLines({
  opportunity,
  labels,
  locale,
}: Pick<OpportunityCardProps, 'opportunity' | 'labels'> & { locale: string }) {
  const payment = opportunityPayment(opportunity);
  const amount = formatMoney(payment.amount, payment.currency, locale);
  return (
    <>
      <Text fw={500} mt={4}>
        {payment.estimated ? labels.estimatedPayment(amount) : labels.payment(amount)}
      </Text>
      {payment.estimated && labels.originalPayment ? (
        <Text size="sm" c="dimmed">
          {labels.originalPayment(
            formatMoney(
              opportunity.originalPaymentAmount,
              opportunity.originalPaymentCurrency ?? 'USD',
              locale,
            ),
          )}
        </Text>
      ) : null}
    </>
  );
}
