import type { ReactNode } from 'react';
import classes from './PaymentRow.module.css';

/** Props of {@link PaymentList}. */
export interface PaymentListProps {
  /** Accessible name of the list, e.g. "Payments". */
  label: string;
  /** `PaymentRow` elements. */
  children: ReactNode;
}

/** The list of payments. Its last three rows have no bottom border (product spec, section 9). */
export function PaymentList({ label, children }: PaymentListProps) {
  return (
    <ul className={classes.list} aria-label={label}>
      {children}
    </ul>
  );
}
