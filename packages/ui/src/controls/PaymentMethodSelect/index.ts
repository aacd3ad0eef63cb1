export { MethodIcon } from './MethodIcon';
export type { MethodIconProps } from './MethodIcon';
export { PaymentMethodSelect } from './PaymentMethodSelect';
export type { PaymentMethodOption, PaymentMethodSelectProps } from './types';
