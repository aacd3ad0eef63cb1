import { settingsKeys, type WidgetDetails } from '@creator/api-client';
import { LoadingSkeleton } from '@creator/ui';
import { Alert, Box, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DataBlock } from '../../components/data-block';
import { useT } from '../../i18n/i18n';
import { useReads } from '../../routing/screen-reads';
import { safeUrl } from '../../security/safe-url';
import { widgetOf } from './payment-form-rules';
import { paymentWidgetReads } from './reads';
import { useWidgetUpdates } from './use-widget-updates';

/**
 * The frame's size: 720 px where the screen has room, else most of the screen's height (a
 * phone keeps the page's heading and the alert above it in reach), never under 360 px.
 */
const FRAME_STYLE = {
  display: 'block',
  width: '100%',
  height: 'clamp(360px, 75dvh, 720px)',
  border: 0,
} as const;

/**
 * The hosted payment widget of a tipalti-type or payment-rails-type provider (a sandboxed
 * frame of its URL, through the safe-URL gate: https only outside the mock), kept current by `payee_details_updated`. `onComplete` runs when an
 * update turns the missing-details flag false.
 */
export function PaymentWidget({
  provider,
  onComplete,
}: {
  provider: 'tipalti' | 'payment-rails';
  onComplete?: () => void;
}) {
  const { t } = useT();
  const queryClient = useQueryClient();
  // After a live update the Tipalti widget is fetched again with a forced refresh.
  const [forceRefresh, setForceRefresh] = useState(false);
  const reads = useReads(paymentWidgetReads(forceRefresh));
  const tipalti = useQuery({
    ...reads.tipalti,
    enabled: provider === 'tipalti',
    placeholderData: (previous) => previous,
  });
  const paymentRails = useQuery({
    ...reads.paymentRails,
    enabled: provider === 'payment-rails',
  });
  const query = provider === 'tipalti' ? tipalti : paymentRails;
  const [live, setLive] = useState<WidgetDetails | null>(null);

  useWidgetUpdates((details) => {
    setLive(details);
    if (provider === 'tipalti' && !forceRefresh) setForceRefresh(true);
    else void queryClient.invalidateQueries({ queryKey: settingsKeys.widget(provider) });
  });

  const missing = live ? widgetOf(live, provider).missing : undefined;
  useEffect(() => {
    if (missing === false) onComplete?.();
  }, [missing, onComplete]);

  return (
    <DataBlock
      query={{ ...query, data: live ?? query.data }}
      loading={<LoadingSkeleton variant="text" count={6} label={t('common.loading')} />}
      error={t('payment_form.widget_error')}
    >
      {(details) => {
        const widget = widgetOf(live ?? details, provider);
        const url = safeUrl(widget.url);
        if (!details.displayPaymentWidgetOnDashboard || !url)
          return <Text>{t('payment_form.widget_not_supported')}</Text>;
        return (
          <Box>
            {widget.missing ? (
              <Alert color="yellow" variant="light" mb="md">
                {t('payment_form.widget_missing_details')}
              </Alert>
            ) : null}
            <iframe
              src={url}
              title={t('payment_form.widget_title')}
              sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
              referrerPolicy="no-referrer"
              style={FRAME_STYLE}
            />
          </Box>
        );
      }}
    </DataBlock>
  );
}
