export { PaymentCountdownBox } from './PaymentCountdownBox';
export type { PaymentCountdownBoxLabels, PaymentCountdownBoxProps } from './PaymentCountdownBox';
