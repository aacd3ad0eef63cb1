export { PaymentList } from './PaymentList';
export type { PaymentListProps } from './PaymentList';
export { PaymentRow } from './PaymentRow';
export type { PaymentRowData, PaymentRowLabels, PaymentRowProps } from './PaymentRow';
