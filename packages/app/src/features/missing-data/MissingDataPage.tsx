import { showFailureNotice } from '@creator/ui';
import { Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../routing/routes';
import { useUser } from '../../session/session';

/** Props of {@link MissingDataPage}. */
export interface MissingDataPageProps {
  kind: 'profile' | 'payment';
  /** The form; `done` leaves for the dashboard (after a save, or a completed widget). */
  children: (done: () => void) => ReactNode;
}

/**
 * A `missing_data_*` screen (navigation hidden, data check skipped by the route's meta): the
 * 'missing data' notice on entering when the details are missing, then the form, whose
 * save goes to the dashboard.
 */
export function MissingDataPage({ kind, children }: MissingDataPageProps) {
  const { t } = useT();
  const user = useUser();
  const navigate = useNavigate();
  const missing = kind === 'profile' ? user.profileDetailsMissing : user.paymentDetailsMissing;
  const noticed = useRef(false);

  useEffect(() => {
    if (!missing || noticed.current) return;
    noticed.current = true;
    showFailureNotice({
      title: t('missing_data.notice_title'),
      message:
        kind === 'profile' ? t('missing_data.notice_profile') : t('missing_data.notice_payment'),
    });
  }, [missing, kind, t]);

  // The dashboard takes this page's place in the history: Back after completing the details
  // must not show the form that asked for them again.
  const done = useCallback(() => void navigate(pathTo('dashboard'), { replace: true }), [navigate]);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>
          {kind === 'profile' ? t('pages.missing_data_profile') : t('pages.missing_data_payment')}
        </Title>
        <Text>
          {kind === 'profile' ? t('missing_data.intro_profile') : t('missing_data.intro_payment')}
        </Text>
      </Stack>
      {children(done)}
    </Stack>
  );
}
