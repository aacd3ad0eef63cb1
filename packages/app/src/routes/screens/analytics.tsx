// Placeholder screens, loaded lazily; later work replaces each with the real screen.
import { Outlet } from 'react-router';
import { ComingSoon } from './ComingSoon';

/** The `analytics_main` screen (placeholder). */
export function AnalyticsMainScreen() {
  return (
    <ComingSoon route="analytics_main">
      <Outlet />
    </ComingSoon>
  );
}

/** The `analytics_subscribers` screen (placeholder). */
export function AnalyticsSubscribersScreen() {
  return <ComingSoon route="analytics_subscribers" />;
}

/** The `analytics_revenue` screen (placeholder). */
export function AnalyticsRevenueScreen() {
  return <ComingSoon route="analytics_revenue" />;
}

/** The `analytics_views` screen (placeholder). */
export function AnalyticsViewsScreen() {
  return <ComingSoon route="analytics_views" />;
}

/** The `analytics_watchtime` screen (placeholder). */
export function AnalyticsWatchtimeScreen() {
  return <ComingSoon route="analytics_watchtime" />;
}

/** The `analytics_impressions` screen (placeholder). */
export function AnalyticsImpressionsScreen() {
  return <ComingSoon route="analytics_impressions" />;
}

/** The `analytics_engagements` screen (placeholder). */
export function AnalyticsEngagementsScreen() {
  return <ComingSoon route="analytics_engagements" />;
}
