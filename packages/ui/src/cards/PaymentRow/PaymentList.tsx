import type { ReactNode } from 'react';
import type { PaymentRowLabels } from './PaymentRow';
import classes from './PaymentRow.module.css';

/** Props of {@link PaymentList}. */
export interface PaymentListProps {
  /** Accessible name of the list, e.g. "Payments". */
  label: string;
  /** Column names shown above the rows on wide screens (rows label their own values on mobile). */
  columns?: PaymentRowLabels;
  /** `PaymentRow` elements. */
  children: ReactNode;
}

/** The list of payments, a separator under every row but the last (a one-column list, not a grid). */
export function PaymentList({ label, columns, children }: PaymentListProps) {
  return (
    <div>
      {columns ? (
        // Screen readers get each value's name from its row; this header is for the eye.
        <div className={`${classes.fields} ${classes.header}`} aria-hidden="true">
          {[columns.date, columns.amount, columns.method, columns.status, columns.reference].map(
            (name) => (
              <span key={name}>{name}</span>
            ),
          )}
        </div>
      ) : null}
      <ul className={classes.list} aria-label={label}>
        {children}
      </ul>
    </div>
  );
}
