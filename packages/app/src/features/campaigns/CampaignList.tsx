import { type CampaignStatus } from '@creator/api-client';
import { SimpleGrid } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { listCards, toRows } from './campaign-rules';
import { CampaignCardItem } from './CampaignCardItem';
import { InfiniteFoot } from './InfiniteFoot';
import { OpportunityCardItem } from './OpportunityCardItem';
import { useReads } from '../../routing/screen-reads';
import { campaignsReads } from './reads';

const ROW_GAP = 16;
// A card with thumbnails and an action; rows are measured once rendered.
const ROW_ESTIMATE = 200;

/** Cards per row: 3 on wide screens, 2 on tablets, 1 on phones (Mantine md and sm breakpoints). */
function useColumns(): number {
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const medium = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return wide ? 3 : medium ? 2 : 1;
}

/**
 * The campaigns of a status, page by page as the user scrolls. Only the rows near the
 * viewport are in the DOM (window virtualiser), so 1,000 campaigns scroll like 10. A campaign
 * with an open opportunity shows as the opportunity (Accept and Decline, no campaign action).
 */
export function CampaignList({ status }: { status: CampaignStatus }) {
  const reads = useReads(campaignsReads(status));
  const query = useInfiniteQuery(reads.list);
  const opportunities = useQuery(reads.opportunities);
  const cards = useMemo(
    () => listCards(query.data?.pages.flatMap((page) => page.campaigns) ?? [], opportunities.data),
    [query.data, opportunities.data],
  );
  const columns = useColumns();
  const rows = useMemo(() => toRows(cards, columns), [cards, columns]);
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  // The list's distance from the page top moves when blocks above it load or the width changes.
  useLayoutEffect(() => {
    const measure = () => {
      const top = listRef.current?.getBoundingClientRect().top;
      if (top !== undefined) setOffset(Math.round(top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_ESTIMATE,
    gap: ROW_GAP,
    overscan: 2,
    scrollMargin: offset,
  });
  return (
    <div>
      <div ref={listRef} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${item.start - offset}px)`,
            }}
          >
            <SimpleGrid cols={columns} spacing="md">
              {rows[item.index]?.map((card) =>
                card.kind === 'campaign' ? (
                  <CampaignCardItem key={card.campaign.id} campaign={card.campaign} />
                ) : (
                  <OpportunityCardItem
                    key={card.campaignId}
                    opportunity={card.opportunity}
                    campaignId={card.campaignId}
                    listed
                  />
                ),
              )}
            </SimpleGrid>
          </div>
        ))}
      </div>
      <InfiniteFoot
        query={{ ...query, hasNextPage: query.hasNextPage }}
        isEmpty={cards.length === 0}
      />
    </div>
  );
}
