import { Button, Stack, Table } from '@mantine/core';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n';
import type { HistoryPoint } from './earnings-history';

/** Props of {@link EarningsHistoryTable}. */
export interface EarningsHistoryTableProps {
  points: readonly HistoryPoint[];
  /** The chart's label, the table's caption. */
  caption: string;
  /** Formats an amount of the chart's currency; null is a month without that status. */
  money: (amount: number | null) => string;
}

const STATUSES = ['paid', 'pending', 'failed'] as const;

const STATUS_LABELS = {
  paid: 'earnings.status_paid',
  pending: 'earnings.status_pending',
  failed: 'earnings.status_failed',
} as const;

/**
 * The earnings chart's numbers as a table behind a toggle, as the analytics views offer theirs:
 * the bars' heights and their colours (paid, pending, failed) in words, for screen readers and
 * for anyone who cannot tell the colours apart.
 */
export function EarningsHistoryTable({ points, caption, money }: EarningsHistoryTableProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('analytics.hide_table') : t('analytics.show_table')}
      </Button>
      {open ? (
        // Scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it too.
        <Table.ScrollContainer minWidth={320} id={id} w="100%" tabIndex={0}>
          <Table striped captionSide="top">
            <Table.Caption>{caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('analytics.month')}</Table.Th>
                {STATUSES.map((status) => (
                  <Table.Th key={status} scope="col" ta="right">
                    {t(STATUS_LABELS[status])}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {points.map((point) => (
                <Table.Tr key={point.month}>
                  <Table.Th scope="row" fw={400}>
                    {point.month.slice(0, 7).replace('-', '/')}
                  </Table.Th>
                  {STATUSES.map((status) => (
                    <Table.Td key={status} ta="right">
                      {money(point[status])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
