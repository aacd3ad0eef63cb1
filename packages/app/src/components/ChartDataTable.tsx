import { Button, Stack, Table } from '@mantine/core';
import { useId, useState } from 'react';
import { useT } from '../i18n/i18n';

/** One number column of {@link ChartDataTable}. */
export interface DataColumn<Row> {
  key: string;
  label: string;
  cell: (row: Row) => string;
}

/** Props of {@link ChartDataTable}. */
export interface ChartDataTableProps<Row> {
  /** The chart's label. */
  caption: string;
  /** The heading of the first column, which names each row (a day, a month). */
  rowHeading: string;
  rowKey: (row: Row) => string;
  rowLabel: (row: Row) => string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
}

/**
 * A chart's numbers as a table behind a toggle, for screen readers, keyboard users and anyone who
 * cannot tell a series' colours apart. The table scrolls inside its box (down past 420 px,
 * sideways under 320 px) with its header row in sight, and the box takes the focus so that a
 * keyboard can scroll it too.
 */
export function ChartDataTable<Row>(props: ChartDataTableProps<Row>) {
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
        <Table.ScrollContainer
          minWidth={320}
          maxHeight={420}
          type="native"
          id={id}
          w="100%"
          tabIndex={0}
        >
          <DataTable {...props} />
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}

function DataTable<Row>({
  caption,
  rowHeading,
  rowKey,
  rowLabel,
  columns,
  rows,
}: ChartDataTableProps<Row>) {
  return (
    <Table striped highlightOnHover stickyHeader captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{rowHeading}</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.key} scope="col" ta="right">
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            <Table.Th scope="row" fw={400}>
              {rowLabel(row)}
            </Table.Th>
            {columns.map((column) => (
              <Table.Td key={column.key} ta="right">
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
