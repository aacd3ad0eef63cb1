import type { Opportunity, Platform, PostType } from '@creator/api-client';

/** What an opportunity asks for on one platform: how many posts of each type. */
export interface PlatformRequirement {
  platform: Platform;
  posts: { type: PostType; count: number }[];
}

/** The opportunity's requirements per platform, in the API's order, post counts summed per type. */
export function requirementSummary(
  opportunity: Pick<Opportunity, 'requirements'>,
): PlatformRequirement[] {
  return Object.entries(opportunity.requirements ?? {}).flatMap(([platform, byType]) => {
    const posts = Object.entries(byType ?? {})
      .map(([type, list]) => ({
        type: type as PostType,
        count: (list ?? []).reduce((sum, item) => sum + item.postCount, 0),
      }))
      .filter((post) => post.count > 0);
    return posts.length > 0 ? [{ platform: platform as Platform, posts }] : [];
  });
}
