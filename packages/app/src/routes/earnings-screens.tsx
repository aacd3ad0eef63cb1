import { EarningsMonthPage } from '../features/earnings/EarningsMonthPage';
import { PaymentBlock } from '../features/payments/PaymentBlock';
import { PaymentsMonthPage } from '../features/payments/PaymentsMonthPage';
import { useUser } from '../session/session';

/** Home's payment countdown, for the users who see it there. */
function usePaymentCountdown() {
  return useUser().paymentCounterVisible ? <PaymentBlock /> : null;
}

/** The YouTube earnings month screens, with home's payment countdown under the title. */
export function EarningsMonthRoute() {
  return <EarningsMonthPage aside={usePaymentCountdown()} />;
}

/** The payments screens, with home's payment countdown under the title. */
export function PaymentsMonthRoute() {
  return <PaymentsMonthPage aside={usePaymentCountdown()} />;
}
