import { Table } from '@mantine/core';
import { formatMoney, formatPercent } from '../../format';

/** One revenue bracket (names as in the API); a null maxAmount means no upper limit. */
export interface RevenueTier {
  /** Lower bound in US dollars. */
  minAmount: number;
  /** Upper bound in US dollars; null means no upper limit (shown as ∞). */
  maxAmount?: number | null;
  /** Share paid in the bracket, in percent. */
  percentage: number;
}

/** Every text of the table, already translated. */
export interface RevenueTierTableLabels {
  /** Table caption, e.g. "Revenue tiers". */
  caption: string;
  /** Header of the bracket column, e.g. "Monthly revenue". */
  range: string;
  /** Header of the share column, e.g. "Your share". */
  percentage: string;
}

/** Props of {@link RevenueTierTable}. */
export interface RevenueTierTableProps {
  /** Brackets, lowest first. */
  tiers: RevenueTier[];
  /** Translated texts. */
  labels: RevenueTierTableLabels;
  /** Locale of the number format. @default 'en' */
  locale?: string;
}

/** "min – max" of a bracket in USD, with ∞ when it has no upper limit. */
export function formatTierRange(tier: RevenueTier, locale = 'en'): string {
  const max = tier.maxAmount == null ? '∞' : formatMoney(tier.maxAmount, 'USD', locale);
  return `${formatMoney(tier.minAmount, 'USD', locale)} – ${max}`;
}

/** Revenue tier brackets: from min to max (or infinity) and the share paid in each. */
export function RevenueTierTable({ tiers, labels, locale = 'en' }: RevenueTierTableProps) {
  return (
    <Table withTableBorder striped>
      <Table.Caption>{labels.caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{labels.range}</Table.Th>
          <Table.Th scope="col" ta="right">
            {labels.percentage}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tiers.map((tier) => (
          <Table.Tr key={tier.minAmount}>
            <Table.Td>{formatTierRange(tier, locale)}</Table.Td>
            <Table.Td ta="right">{formatPercent(tier.percentage, locale)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
