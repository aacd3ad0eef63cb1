import { Group, Text } from '@mantine/core';
import { formatMoney } from '../../format';
import classes from './MoneyLine.module.css';

/** Props of {@link MoneyLine}. */
export interface MoneyLineProps {
  /** Translated name of the amount, e.g. "Net YouTube revenue". Without it only the amounts show. */
  label?: string;
  /** The amount in US dollars; null shows 'N/A'. */
  usd: number | null | undefined;
  /** The same amount in the user's preferred currency. */
  preferred?: number | null;
  /** ISO code of the preferred currency; the second amount shows only when it is not USD. */
  preferredCurrency?: string | null;
  /** Bold, for totals. @default false */
  emphasis?: boolean;
  /** Locale of the number format. @default 'en' */
  locale?: string;
}

/** True when a second amount in the preferred currency adds information. */
export function showsPreferredCurrency(
  preferredCurrency: string | null | undefined,
): preferredCurrency is string {
  return !!preferredCurrency && preferredCurrency.toUpperCase() !== 'USD';
}

/** An amount in USD and, when the user prefers another currency, the same amount in it. */
export function MoneyLine({
  label,
  usd,
  preferred,
  preferredCurrency,
  emphasis = false,
  locale = 'en',
}: MoneyLineProps) {
  const amounts = (
    <span className={classes.amounts}>
      <Text component="span" fw={emphasis ? 700 : 500}>
        {formatMoney(usd, 'USD', locale)}
      </Text>
      {showsPreferredCurrency(preferredCurrency) ? (
        <Text component="span" c="dimmed" size="sm">
          {formatMoney(preferred, preferredCurrency, locale)}
        </Text>
      ) : null}
    </span>
  );
  if (!label) return amounts;
  return (
    <Group justify="space-between" gap="md" className={classes.line}>
      <Text component="span" fw={emphasis ? 700 : 400}>
        {label}
      </Text>
      {amounts}
    </Group>
  );
}
