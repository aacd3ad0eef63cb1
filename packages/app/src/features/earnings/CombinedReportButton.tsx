import { EXTERNAL_LINK_PROPS } from '@creator/ui';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { waitsOffline } from '../../components/data-block';
import { useNeedsConnection } from '../../components/needs-connection';
import { useT } from '../../i18n/i18n';
import { safeHttpUrl } from '../../security/safe-url';
import { combinedReportReads } from './reads';
import { useReads } from '../../routing/screen-reads';

/**
 * The month's combined video report (rendered only when its state is `generated`). The file is
 * never kept on the device: offline its link, or the button while its address waits for the
 * network, says a connection is needed.
 */
export function CombinedReportButton({ earningId }: { earningId: number }) {
  const { t } = useT();
  const report = useQuery(useReads(combinedReportReads(earningId)).report);
  const url = safeHttpUrl(report.data?.url);
  const needs = useNeedsConnection();
  if (!url && waitsOffline(report))
    return (
      <Button variant="light" onClick={needs.tell}>
        {t('earnings.combined_report')}
      </Button>
    );
  if (!url)
    return (
      <Button variant="light" disabled loading={report.isPending}>
        {report.isError ? t('earnings.combined_report_error') : t('earnings.combined_report')}
      </Button>
    );
  return (
    <Button
      component="a"
      href={url}
      {...EXTERNAL_LINK_PROPS}
      variant="light"
      onClick={needs.onLinkClick}
    >
      {t('earnings.combined_report')}
    </Button>
  );
}
