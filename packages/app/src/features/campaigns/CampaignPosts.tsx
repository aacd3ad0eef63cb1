import { type Post } from '@creator/api-client';
import {
  formatLongDate,
  LoadingSkeleton,
  PlatformIcon,
  TEXT_LIMITS,
  truncate,
  type Platform,
} from '@creator/ui';
import { Card, Group, Image, SimpleGrid, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { THUMBNAIL_GRID } from './thumbnail-grid';
import { useT } from '../../i18n/i18n';
import { providerName } from '../../i18n/provider-name';
import { safeHttpUrl } from '../../security/safe-url';
import { Section } from '../../components/Section';
import { InfiniteFoot } from './InfiniteFoot';
import { useReads } from '../../routing/screen-reads';
import { campaignReads } from './reads';

/** A published post: thumbnail, platform, account, text and date. */
function PostCard({ post }: { post: Post }) {
  const { t, i18n } = useT();
  const thumbnail = safeHttpUrl(post.thumbnailUrl);
  return (
    <Card padding="sm" component="article">
      {thumbnail ? (
        <Card.Section>
          <Image src={thumbnail} alt="" h={140} fit="cover" />
        </Card.Section>
      ) : null}
      <Group justify="space-between" mt="sm" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} miw={0}>
          {truncate(post.account?.title ?? '', TEXT_LIMITS.accountTitle)}
        </Text>
        <PlatformIcon
          platform={post.platform as Platform}
          size={18}
          label={providerName(t, post.platform)}
        />
      </Group>
      {post.content ? (
        <Text size="sm" mt={4}>
          {truncate(post.content, TEXT_LIMITS.textPost)}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" mt={4}>
        {formatLongDate(post.publishedAt, i18n.language)}
      </Text>
    </Card>
  );
}

/** The campaign's live posts, page by page. */
export function CampaignPosts() {
  const { t } = useT();
  const query = useInfiniteQuery(useReads(campaignReads).posts);
  const posts = query.data?.pages.flatMap((page) => page.posts) ?? [];
  return (
    <Section title={t('campaign.posts_title')}>
      {query.isPending && !query.isPaused ? (
        <LoadingSkeleton variant="card" label={t('campaign.posts_loading')} count={3} />
      ) : (
        <SimpleGrid {...THUMBNAIL_GRID}>
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </SimpleGrid>
      )}
      <InfiniteFoot query={query} isEmpty={posts.length === 0} />
    </Section>
  );
}
