import type { RouteName } from '../../routing/routes';
import type { Metric } from './analytics-rules';

/** The detail view of each tile (uploaded videos are charted on the video views view). */
export const DETAIL_ROUTE = {
  subscribers: 'analytics_subscribers',
  revenue: 'analytics_revenue',
  views: 'analytics_views',
  watchtime: 'analytics_watchtime',
  impressions: 'analytics_impressions',
  engagements: 'analytics_engagements',
  uploadedVideos: 'analytics_views',
} as const satisfies Record<Metric, RouteName>;
