import { formatLongDate } from '@creator/ui';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { submitBlock, submitBlockText } from '../../domain/campaigns/campaign-submit';
import { allData, DataBlock } from '../../components/data-block';
import { useT } from '../../i18n/i18n';
import type { PostData } from '../../routing/route-params';
import { pathTo } from '../../routing/routes';
import { platformOfAccount } from './content-rules';
import { RouteOverlay } from '../../routing/RouteOverlay';
import { SubmitContentForm } from './SubmitContentForm';
import { useReads } from '../../routing/screen-reads';
import { submitFormReads } from './reads';

/** Props of {@link SubmitContentOverlay}. */
export interface SubmitContentOverlayProps {
  campaignId: string;
  /** The post definition (prefilled variant); none for the free one. */
  preset?: PostData;
}

/**
 * The submit-content overlay of both variants: a loading indicator until the campaign, its
 * accounts and content types are read, then the form, or, where the backend would refuse a
 * submission (an upcoming or completed campaign, a contract to sign, an unanswered
 * opportunity), why there is none. Closes to the single campaign.
 */
export function SubmitContentOverlay({ campaignId, preset }: SubmitContentOverlayProps) {
  const { t, i18n } = useT();
  const reads = useReads(submitFormReads);
  const query = useQueries({
    queries: [reads.campaign, reads.accounts, reads.types],
    combine: allData,
  });

  return (
    <RouteOverlay title={t('pages.submit_content')} closeTo={pathTo('campaign', { campaignId })}>
      {(close) => (
        <DataBlock
          query={query}
          loading={
            <Center py="xl">
              <Stack align="center" gap="xs">
                <Loader aria-hidden />
                <Text size="sm" role="status">
                  {t('content.loading')}
                </Text>
              </Stack>
            </Center>
          }
          error={t('content.load_error')}
        >
          {([about, accountList, types]) => {
            const block = submitBlock(about);
            if (block !== null)
              return (
                <Text size="sm" py="md" data-submit-block={block}>
                  {submitBlockText(t, block, about.startDate, (date) =>
                    formatLongDate(date, i18n.language),
                  )}
                </Text>
              );
            const usable = accountList.filter((a) => {
              const platform = platformOfAccount(a.accountType);
              if (!a.pageId || !platform) return false;
              return preset
                ? platform === preset.platform
                : types.some((c) => c.platform === platform);
            });
            if (usable.length === 0)
              return (
                <Text size="sm" py="md">
                  {t('content.no_accounts')}
                </Text>
              );
            return (
              <SubmitContentForm
                campaignId={campaignId}
                campaign={about.brand}
                accounts={usable}
                available={types}
                preset={preset}
                close={close}
              />
            );
          }}
        </DataBlock>
      )}
    </RouteOverlay>
  );
}
