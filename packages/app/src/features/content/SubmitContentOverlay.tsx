import { availableContentTypesQuery, campaignAccountsQuery } from '@creator/api-client';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { allData, DataBlock } from '../../lib/data-block';
import { useT } from '../../lib/i18n';
import type { PostData } from '../../lib/route-params';
import { pathTo } from '../../lib/routes';
import { useServices } from '../../lib/services';
import { platformOfAccount } from './content-rules';
import { RouteOverlay } from '../../lib/RouteOverlay';
import { SubmitContentForm } from './SubmitContentForm';

/** Props of {@link SubmitContentOverlay}. */
export interface SubmitContentOverlayProps {
  campaignId: string;
  /** The post definition (prefilled variant); none for the free one. */
  preset?: PostData;
}

/**
 * The submit-content overlay of both variants: a loading indicator until the campaign's
 * accounts and content types are read, then the form. Closes to the single campaign.
 */
export function SubmitContentOverlay({ campaignId, preset }: SubmitContentOverlayProps) {
  const { t } = useT();
  const { client } = useServices();
  const query = useQueries({
    queries: [
      campaignAccountsQuery(client, campaignId),
      availableContentTypesQuery(client, campaignId),
    ],
    combine: allData,
  });

  return (
    <RouteOverlay
      title={t('pages.submit_content')}
      closeTo={pathTo('campaign', { id: campaignId })}
    >
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
          {([accountList, types]) => {
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
