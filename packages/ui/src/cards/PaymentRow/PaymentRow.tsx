import type { ReactNode } from 'react';
import { Badge, Box, Group, VisuallyHidden } from '@mantine/core';
import { MethodIcon } from '../../controls/PaymentMethodSelect/MethodIcon';
import { formatMoney, formatPaymentDate, notApplicableText } from '../../format';
import classes from './PaymentRow.module.css';

/** Payment fields a row shows (names as in the API). */
export interface PaymentRowData {
  /** Payment id. */
  uuid: string;
  /** Transaction date, shown as MMM D, YYYY. */
  paidAt: string;
  /** Amount paid; null shows N/A. */
  amountPaidValue: number | null;
  /** Currency of the amount (ISO 4217). */
  amountPaidCurrency: string;
  /** How the payment was made, e.g. 'wiretransfer'; the row shows methodLabel. */
  paymentMethod: string;
  /** Status ('paid', 'pending', 'failed' or 'cancelled'), which picks the badge color. */
  simpleStatus: string;
  /** Reference of the transfer; empty or null shows N/A. */
  reference?: string | null;
}

/** Column names, already translated; they label each value (visible on mobile, for screen readers everywhere). */
export interface PaymentRowLabels {
  /** Name of the transaction date, e.g. "Date". */
  date: string;
  /** Name of the amount, e.g. "Amount". */
  amount: string;
  /** Name of the payment method, e.g. "Method". */
  method: string;
  /** Name of the status, e.g. "Status". */
  status: string;
  /** Name of the reference, e.g. "Reference". */
  reference: string;
}

/** Props of {@link PaymentRow}. */
export interface PaymentRowProps {
  /** The payment. */
  payment: PaymentRowData;
  /** Column names. */
  labels: PaymentRowLabels;
  /** Translated name of the payment method (e.g. "wiretransfer" -> "Wire transfer"). */
  methodLabel: string;
  /** Translated status text. */
  statusLabel: string;
  /** Locale of dates and numbers. @default 'en' */
  locale?: string;
  /** Shown under the fields, e.g. a link to what the payment paid. @default undefined */
  extra?: ReactNode;
}

const STATUS_COLORS: Record<string, string> = { paid: 'green', pending: 'yellow', failed: 'red' };

/** One payment: transaction date (MMM D, YYYY), amount, method (its icon and name), status and reference. Render inside {@link PaymentList}. */
export function PaymentRow({
  payment,
  labels,
  methodLabel,
  statusLabel,
  locale = 'en',
  extra,
}: PaymentRowProps) {
  const cells: [string, ReactNode][] = [
    [labels.date, formatPaymentDate(payment.paidAt, locale)],
    [labels.amount, formatMoney(payment.amountPaidValue, payment.amountPaidCurrency, locale)],
    [
      labels.method,
      <Group key="method" gap={6} wrap="nowrap" component="span">
        <MethodIcon methodId={payment.paymentMethod} />
        {methodLabel}
      </Group>,
    ],
    [
      labels.status,
      <Badge key="status" variant="light" color={STATUS_COLORS[payment.simpleStatus] ?? 'gray'}>
        {statusLabel}
      </Badge>,
    ],
    [labels.reference, payment.reference || notApplicableText()],
  ];
  return (
    <li className={classes.row}>
      <dl className={classes.fields}>
        {cells.map(([name, value]) => (
          <div key={name} className={classes.field}>
            {/* Wide screens show the names in PaymentList's header, so here only screen readers get them. */}
            <dt>
              <VisuallyHidden visibleFrom="sm">{name}</VisuallyHidden>
              <Box component="span" hiddenFrom="sm" className={classes.name}>
                {name}
              </Box>
            </dt>
            <dd className={classes.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {extra ? <div className={classes.extra}>{extra}</div> : null}
    </li>
  );
}
