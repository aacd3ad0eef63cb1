import { ActionIcon, Group, Paper, Text, type BoxProps, type ElementProps } from '@mantine/core';
import { AppTooltip } from '../../feedback/AppTooltip';
import { formatMoney } from '../../format';
import { cx, InfoIcon, renderPlainLink, type RenderLink } from '../shared';
import classes from './PaymentCountdownBox.module.css';

/** Every text of the box, already translated. */
export interface PaymentCountdownBoxLabels {
  /** Heading, e.g. "Next payment". */
  title: string;
  /** Days left, e.g. `n => \`${n} days left\``. */
  daysLeft: (days: number) => string;
  /** Threshold line, e.g. `amount => \`Payment threshold: ${amount}\``. */
  threshold: (amount: string) => string;
  /** Text of the threshold hint tooltip. */
  thresholdHint: string;
  /** Accessible name of the hint button, e.g. "About the payment threshold". */
  thresholdHintButton: string;
  /** Text of the revenue link, e.g. "See your revenue". */
  revenueLink: string;
  /** In place of the days left when no payment date is set (`daysToPayment` null). */
  noDate: string;
}

/** Props of {@link PaymentCountdownBox}; other props (className, style, data-*, aria-*) go to the root like Mantine's `Paper`. */
export interface PaymentCountdownBoxProps extends BoxProps, ElementProps<'div'> {
  /** Days until the closest payment (company.daysToPayment); null when no date is set yet. */
  daysToPayment: number | null;
  /** Payment threshold in dollars; shown in USD with two decimals, `$100.00` (docs/product-rules.md#formats-limits-and-constants). */
  paymentThreshold: number | null | undefined;
  /** Translated texts. */
  labels: PaymentCountdownBoxLabels;
  /** App path of the revenue analytics; the link shows only when given (an authed YouTube account exists). */
  revenueHref?: string;
  /** Renders the in-app link (pass the router link). @default a plain anchor */
  renderLink?: RenderLink;
  /** Locale of the number format. @default 'en' */
  locale?: string;
}

/**
 * Home page box: days left until the next payment (or that no date is set yet), the payment
 * threshold with a hint, and a revenue link.
 */
export function PaymentCountdownBox({
  daysToPayment,
  paymentThreshold,
  labels,
  revenueHref,
  renderLink = renderPlainLink,
  locale = 'en',
  className,
  ...others
}: PaymentCountdownBoxProps) {
  return (
    <Paper withBorder radius="md" p="md" {...others} className={cx(classes.box, className)}>
      <Text size="sm" c="dimmed">
        {labels.title}
      </Text>
      {daysToPayment === null ? (
        <Text>{labels.noDate}</Text>
      ) : (
        <Text className={classes.days}>{labels.daysLeft(daysToPayment)}</Text>
      )}
      <Group gap={4} wrap="nowrap">
        <Text size="sm">{labels.threshold(formatMoney(paymentThreshold, 'USD', locale))}</Text>
        <AppTooltip label={labels.thresholdHint}>
          <ActionIcon
            variant="subtle"
            size="sm"
            color="gray"
            aria-label={labels.thresholdHintButton}
          >
            <InfoIcon size={14} />
          </ActionIcon>
        </AppTooltip>
      </Group>
      {revenueHref ? (
        <Text size="sm" mt="xs">
          {renderLink({ href: revenueHref, className: classes.link, children: labels.revenueLink })}
        </Text>
      ) : null}
    </Paper>
  );
}
