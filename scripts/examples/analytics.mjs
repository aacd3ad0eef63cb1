// Daily analytics for the example accounts, from a seeded generator: every period
// (28 and 90 days, a calendar month, a year) with every metric and engagement kind.
import { between, seeded } from './random.mjs';

/** The fixed "today" of the examples: never Date.now(), so output is stable. */
export const TODAY = '2026-11-20';

export const PERIOD_DAYS = { last_28_days: 28, last_90_days: 90, year: 365 };

/** Adds days to a YYYY-MM-DD date (UTC). */
export function addDays(day, n) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** First and last day of the period ending today (month: the current calendar month so far). */
export function periodRange(period) {
  if (period === 'month') return { start: `${TODAY.slice(0, 8)}01`, end: TODAY };
  return { start: addDays(TODAY, 1 - PERIOD_DAYS[period]), end: TODAY };
}

const KINDS = ['likes', 'comments', 'shares', 'love', 'haha', 'wow', 'sad', 'angry'];

/**
 * One account's report for a period. `scale` sizes the audience; the seed makes
 * each account and period its own series.
 */
export function analyticsReport({ seed, period, scale, subscribersAtStart }) {
  const random = seeded(seed);
  const { start, end } = periodRange(period);
  const data = [];
  let subscribers = subscribersAtStart;
  for (let day = start; day <= end; day = addDays(day, 1)) {
    const gained = between(random, 0, 40 * scale);
    const lost = between(random, 0, 12 * scale);
    subscribers += gained - lost;
    const videoViews = between(random, 200, 5000) * scale;
    const kinds = Object.fromEntries(
      KINDS.map((k, i) => [
        `engagements_${k}`,
        between(random, 0, Math.ceil((60 * scale) / (i + 1))),
      ]),
    );
    data.push({
      day,
      subscribers,
      subscribers_gained: gained,
      subscribers_lost: lost,
      revenue: Math.round(videoViews * (0.5 + random()) * 0.3) / 100,
      videoViews,
      uploadedVideos: random() < 0.15 ? between(random, 1, 3) : 0,
      watchTime: Math.round(videoViews * (1 + random() * 3)),
      impressions: videoViews * between(random, 4, 9),
      engagements: Object.values(kinds).reduce((a, b) => a + b, 0),
      ...kinds,
    });
  }
  return { data, periodStart: start, periodEnd: end };
}
