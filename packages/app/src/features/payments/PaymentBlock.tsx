import { LoadingSkeleton, PaymentCountdownBox } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import { DataBlock } from '../../components/data-block';
import { useT } from '../../i18n/i18n';
import { renderRouterLink } from '../../routing/router-link';
import { pathTo } from '../../routing/routes';
import { Section } from '../../components/Section';
import { useReads } from '../../routing/screen-reads';
import { useCompanyQuery, useUser } from '../../session/session';
import { paymentMonthLabel, revenueAccount } from './payment-rules';
import { countdownReads } from './reads';

/** The payment countdown: days until the closest payment month, the threshold with its hint, and a revenue link. */
export function PaymentBlock() {
  const { t, i18n } = useT();
  const reads = useReads(countdownReads);
  const user = useUser();
  const company = useCompanyQuery();
  const accounts = useQuery(reads.accounts);
  const account = revenueAccount(accounts.data);
  const title = t('home.payment_title');
  // The box shows its own title, so the section heading is for screen readers only.
  return (
    <Section title={title} titleHidden>
      <DataBlock
        query={company}
        loading={<LoadingSkeleton variant="text" label={t('home.payment_loading')} count={2} />}
        error={t('home.payment_error')}
      >
        {({ daysToPayment, closestPaymentMonth }) => {
          const month = paymentMonthLabel(closestPaymentMonth, i18n.language);
          return (
            <PaymentCountdownBox
              daysToPayment={daysToPayment}
              paymentThreshold={user.paymentThreshold}
              locale={i18n.language}
              renderLink={renderRouterLink}
              revenueHref={
                account
                  ? pathTo('analytics_revenue', { uuid: account.uuid, period: 'last_28_days' })
                  : undefined
              }
              labels={{
                title,
                daysLeft: (count) => t('home.payment_days_left', { count, month }),
                threshold: (amount) => t('home.payment_threshold', { amount }),
                thresholdHint: t('home.payment_threshold_hint'),
                thresholdHintButton: t('home.payment_threshold_hint_button'),
                revenueLink: t('home.payment_revenue_link'),
                noDate: t('home.payment_no_date'),
              }}
            />
          );
        }}
      </DataBlock>
    </Section>
  );
}
