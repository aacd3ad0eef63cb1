import { AppTooltip, formatMonthLabel, MoneyLine, notApplicableText } from '@creator/ui';
import { ActionIcon, Box, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';

/** Amounts of one line in USD and the preferred currency (shown only when not USD). */
export interface Amounts {
  usd: number | null;
  preferred: number | null;
}

/**
 * A column of money lines separated by rules: a description list, each line's label a term and
 * its amounts the definition, so a screen reader reads them as pairs.
 */
export function MoneyList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label}>
      <Stack component="dl" gap={0} m={0}>
        {children}
      </Stack>
    </section>
  );
}

/** One labelled amount in USD and, when different, the preferred currency. */
export function MoneyRow({
  label,
  amounts,
  currency,
  emphasis,
  hint,
}: {
  label: string;
  amounts: Amounts;
  currency: string;
  emphasis?: boolean;
  /** An info tooltip after the label. */
  hint?: ReactNode;
}) {
  const { i18n } = useT();
  return (
    <Group
      justify="space-between"
      gap="md"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap={4} wrap="nowrap" component="dt">
        <Text component="span" fw={emphasis ? 700 : 400}>
          {label}
        </Text>
        {hint}
      </Group>
      {/* On the label's right, or under it when both do not fit (large text on a phone). */}
      <Box component="dd" m={0} ms="auto">
        <MoneyLine
          usd={amounts.usd}
          preferred={amounts.preferred}
          preferredCurrency={currency}
          emphasis={emphasis}
          locale={i18n.language}
        />
      </Box>
    </Group>
  );
}

/** The withholding tax tooltip: the months whose tax is included, or 'n/a'. */
export function TaxMonthsHint({ months }: { months: readonly { month: string }[] }) {
  const { t, i18n } = useT();
  const text =
    months.length === 0
      ? notApplicableText()
      : months.map(({ month }) => formatMonthLabel(month, i18n.language)).join(', ');
  return (
    <AppTooltip label={t('earnings.tax_months', { months: text })}>
      <ActionIcon
        variant="subtle"
        size="sm"
        radius="xl"
        aria-label={t('earnings.tax_months', { months: text })}
      >
        <Text component="span" size="xs" fw={700} aria-hidden>
          i
        </Text>
      </ActionIcon>
    </AppTooltip>
  );
}
