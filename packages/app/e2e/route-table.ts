import type { Persona } from './helpers';

/** One row of {@link routeTable}. */
export interface RouteRow {
  /** The path under /creator/, as the user would type it. */
  path: string;
  /** The level-1 heading the page shows. */
  heading: string;
  persona: Persona;
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const postData = encodeURIComponent(
  b64(JSON.stringify({ platform: 'instagram', type: 'story', contentType: 'sponsored_post' })),
);
// The player plays only media the API gave: content 9001's video, served by this run's mock.
const videoUrl = encodeURIComponent(
  b64(`http://127.0.0.1:${process.env.E2E_MOCK_PORT}/__mock/media/sample.mp4`),
);

/**
 * Every route of the app with the persona that reaches it and the level-1 heading it shows (an
 * overlay route shows over the page it belongs to, so that page's heading). The route spec
 * and the accessibility spec walk it.
 */
export const routeTable: RouteRow[] = [
  { path: 'dashboard', heading: 'Mika Tanaka', persona: 'creator' },
  { path: '404', heading: 'Page not found', persona: 'creator' },
  { path: 'accounts', heading: 'Accounts', persona: 'creator' },
  { path: 'accounts/add_account', heading: 'Accounts', persona: 'creator' },
  { path: 'accounts/add_tiktok_account', heading: 'Accounts', persona: 'creator' },
  { path: 'accounts/1003/upgrade_instagram', heading: 'Accounts', persona: 'creator' },
  { path: 'accounts/1001', heading: 'Mika Travels', persona: 'creator' },
  { path: 'accounts/1002/revoke_auth', heading: 'Mika Travels Official', persona: 'creator' },
  { path: 'accounts/1001/contract', heading: 'Account contract', persona: 'creator' },
  { path: 'accounts/1001/permissions', heading: 'Account permissions', persona: 'creator' },
  { path: 'campaigns/active', heading: 'Campaigns', persona: 'creator' },
  { path: 'campaigns/upcoming', heading: 'Campaigns', persona: 'creator' },
  { path: 'campaigns/completed', heading: 'Campaigns', persona: 'creator' },
  { path: 'campaigns/102', heading: 'Kumo Coffee', persona: 'creator' },
  // The submit overlays show over their campaign's page.
  { path: 'campaigns/102/submitted_contents/new', heading: 'Kumo Coffee', persona: 'creator' },
  {
    path: `campaigns/102/post/${postData}/submitted_contents/new`,
    heading: 'Kumo Coffee',
    persona: 'creator',
  },
  {
    path: 'campaigns/102/submitted_contents/9001',
    heading: 'Kumo Coffee: cold brew reel',
    persona: 'creator',
  },
  {
    path: 'campaigns/102/submitted_contents/9001/comments',
    heading: 'Kumo Coffee: cold brew reel',
    persona: 'creator',
  },
  {
    path: `campaigns/102/submitted_contents/9001/play/${videoUrl}`,
    heading: 'Kumo Coffee: cold brew reel',
    persona: 'creator',
  },
  { path: 'analytics/1001/last_28_days', heading: 'Analytics', persona: 'creator' },
  // The detail views show inside the analytics page.
  { path: 'analytics/1001/year/subscribers', heading: 'Analytics', persona: 'creator' },
  { path: 'analytics/1001/month/revenue', heading: 'Analytics', persona: 'creator' },
  { path: 'analytics/1001/last_90_days/views', heading: 'Analytics', persona: 'creator' },
  { path: 'analytics/1001/last_28_days/watchtime', heading: 'Analytics', persona: 'creator' },
  { path: 'analytics/1001/last_28_days/impressions', heading: 'Analytics', persona: 'creator' },
  { path: 'analytics/1001/last_28_days/engagements', heading: 'Analytics', persona: 'creator' },
  { path: 'apps', heading: 'Apps', persona: 'creator' },
  { path: 'guides', heading: 'Guides', persona: 'creator' },
  { path: 'guides/1', heading: 'Guide', persona: 'creator' },
  { path: 'documents', heading: 'Documents', persona: 'creator' },
  { path: 'earnings/payments', heading: 'Payments', persona: 'creator' },
  { path: 'earnings/payments/all', heading: 'Payments', persona: 'creator' },
  { path: 'earnings/payments/2026-10-01', heading: 'Payments', persona: 'creator' },
  { path: 'earnings/youtube', heading: 'YouTube earnings', persona: 'creator' },
  { path: 'earnings/youtube/2026-10-01', heading: 'YouTube earnings', persona: 'creator' },
  {
    path: 'earnings/youtube/2026-10-01/youtube/1001',
    heading: 'Channel earnings',
    persona: 'creator',
  },
  { path: 'settings/profile', heading: 'Profile settings', persona: 'creator' },
  { path: 'settings/payment', heading: 'Payment settings', persona: 'creator' },
  { path: 'settings/data_usage', heading: 'Data usage', persona: 'creator' },
  { path: 'missing_data/profile', heading: 'Complete your profile', persona: 'creator' },
  { path: 'missing_data/payment', heading: 'Complete your payment details', persona: 'creator' },
];
