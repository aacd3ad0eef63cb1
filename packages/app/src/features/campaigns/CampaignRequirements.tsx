import { LoadingSkeleton, MissingPostSlot, PlatformPostProgress } from '@creator/ui';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DataBlock } from '../../components/data-block';
import { useT } from '../../i18n/i18n';
import { encodePostData } from '../../routing/post-data';
import { providerName } from '../../i18n/provider-name';
import { pathTo } from '../../routing/routes';
import { Section } from '../../components/Section';
import { missingSlots, platformProgress } from './campaign-rules';
import { useCampaignLabels } from './use-campaign-labels';
import { useReads } from '../../routing/screen-reads';
import { campaignReads } from './reads';

/**
 * The per-platform post progress and the slots still to fill, each opening the prefilled
 * submission while the campaign accepts content (`canSubmit`; the page says why otherwise).
 */
export function CampaignRequirements({ id, canSubmit }: { id: string; canSubmit: boolean }) {
  const { t, i18n } = useT();
  const navigate = useNavigate();
  const labels = useCampaignLabels();
  const requirements = useQuery(useReads(campaignReads).requirements);
  return (
    <Section title={t('campaign.progress_title')}>
      <DataBlock
        query={requirements}
        loading={
          <LoadingSkeleton variant="list" label={t('campaign.progress_loading')} count={2} />
        }
        error={t('campaign.progress_error')}
      >
        {(data) => {
          const slots = missingSlots(data);
          const progress = platformProgress(data);
          return (
            <Stack gap="md">
              {progress.length > 0 ? (
                <PlatformPostProgress
                  items={progress}
                  platformName={(platform) => providerName(t, platform)}
                  countLabel={(submitted, required) =>
                    t('campaign.progress_count', { submitted, required })
                  }
                />
              ) : (
                <Text c="dimmed">{t('campaign.progress_none')}</Text>
              )}
              <Text fw={600} component="h3" m={0}>
                {t('campaign.missing_title')}
              </Text>
              {slots.length === 0 ? (
                <Text c="dimmed">{t('campaign.missing_none')}</Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
                  {slots.map((slot) => (
                    <MissingPostSlot
                      key={slot.id}
                      platform={slot.platform}
                      platformName={providerName(t, slot.platform)}
                      typeLabel={t('campaign.slot_type', {
                        type: labels.postType(slot.postType),
                        contentType: slot.contentType.replace(/_/g, ' '),
                      })}
                      publishBy={slot.publishBy}
                      publishByLabel={(date) => t('campaign.publish_by', { date })}
                      submitLabel={t('campaign.submit_for_slot')}
                      locale={i18n.language}
                      onSubmit={
                        canSubmit
                          ? () =>
                              void navigate(
                                pathTo('submit_content_from_post', {
                                  campaignId: id,
                                  postDataEncoded: encodePostData({
                                    platform: slot.platform,
                                    type: slot.postType,
                                    contentType: slot.contentType,
                                    publishBy: slot.publishBy,
                                  }),
                                }),
                              )
                          : undefined
                      }
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          );
        }}
      </DataBlock>
    </Section>
  );
}
