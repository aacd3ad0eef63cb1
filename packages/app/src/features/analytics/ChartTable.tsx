import { formatDate } from '@creator/ui';
import { Button, ScrollArea, Stack, Table } from '@mantine/core';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n';
import type { ChartPoint, DayField } from './analytics-rules';

/** One column of {@link ChartTable}. */
export interface TableColumn {
  field: DayField;
  label: string;
  format: (value: number | undefined) => string;
}

/** Props of {@link ChartTable}. */
export interface ChartTableProps {
  points: readonly ChartPoint[];
  columns: readonly TableColumn[];
  /** Month rows (the year view) show `YYYY/MM`. */
  byMonth: boolean;
  caption: string;
}

/** The chart's numbers as a table (for screen readers and keyboard users), behind a toggle. */
export function ChartTable({ points, columns, byMonth, caption }: ChartTableProps) {
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
        <ScrollArea.Autosize mah={420} w="100%" id={id} type="auto">
          <Table striped highlightOnHover stickyHeader captionSide="top">
            <Table.Caption>{caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  {byMonth ? t('analytics.month') : t('analytics.day')}
                </Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.field} scope="col" ta="right">
                    {column.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {points.map((point) => (
                <Table.Tr key={point.day}>
                  <Table.Th scope="row" fw={400}>
                    {byMonth ? point.day.slice(0, 7).replace('-', '/') : formatDate(point.day)}
                  </Table.Th>
                  {columns.map((column) => (
                    <Table.Td key={column.field} ta="right">
                      {column.format(point[column.field])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      ) : null}
    </Stack>
  );
}
