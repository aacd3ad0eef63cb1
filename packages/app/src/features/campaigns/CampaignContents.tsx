import { LoadingSkeleton, SubmittedContentCard } from '@creator/ui';
import { SimpleGrid } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { THUMBNAIL_GRID } from './thumbnail-grid';
import { useT } from '../../i18n/i18n';
import { providerName } from '../../i18n/provider-name';
import { renderRouterLink } from '../../routing/router-link';
import { pathTo } from '../../routing/routes';
import { safeHttpUrl } from '../../security/safe-url';
import { Section } from '../../components/Section';
import { newestFirst } from './campaign-rules';
import { InfiniteFoot } from './InfiniteFoot';
import { useCampaignLabels } from './use-campaign-labels';
import { useReads } from '../../routing/screen-reads';
import { campaignReads } from './reads';

/** The content submitted for the campaign, newest first, each card opening its edit form. */
export function CampaignContents({ id }: { id: string }) {
  const { t } = useT();
  const labels = useCampaignLabels();
  const query = useInfiniteQuery(useReads(campaignReads).contents);
  const contents = useMemo(
    () => newestFirst(query.data?.pages.flatMap((page) => page.submittedContents) ?? []),
    [query.data],
  );
  return (
    <Section title={t('campaign.contents_title')}>
      {query.isPending && !query.isPaused ? (
        <LoadingSkeleton variant="card" label={t('campaign.contents_loading')} count={3} />
      ) : (
        <SimpleGrid {...THUMBNAIL_GRID}>
          {contents.map((content) => (
            <SubmittedContentCard
              key={content.id}
              content={{ ...content, thumbnailUrl: safeHttpUrl(content.thumbnailUrl) }}
              statusLabel={labels.contentStatus(content.status)}
              platformName={providerName(t, content.platform)}
              href={pathTo('submitted_content', { campaignId: id, id: content.id })}
              renderLink={renderRouterLink}
            />
          ))}
        </SimpleGrid>
      )}
      <InfiniteFoot query={query} isEmpty={contents.length === 0} />
    </Section>
  );
}
