// Reads of accounts and their analytics (a seeded daily series per account).
import { addDays, addMonths, PLATFORM_OF } from '../dataset.mjs';
import { seeded } from '../random.mjs';
import { daysBetween, invalid, notFound, ok } from './answers.mjs';
import { findAccount } from './lookups.mjs';

/** The account detail (getAccount): the account with its active contract. */
export const accountDetailView = (state, a) => ({
  ...a,
  activeAccountContract: state.accountContracts[a.uuid] ?? null,
});

const KINDS = ['likes', 'comments', 'shares', 'love', 'haha', 'wow', 'sad', 'angry'];
const REACTIONS = new Set(['love', 'haha', 'wow', 'sad', 'angry']);

/** A number from the account and the day, so any request for that day gives the same values. */
function dayRandom(uuid, day) {
  const n = Date.parse(`${day}T00:00:00Z`) / 86400000;
  return seeded((Number(uuid) * 73856093) ^ (n * 19349663));
}

/**
 * The account's daily analytics from its creation day (or `from`, when later) to today:
 * subscribers end today at the account's subscriber count; revenue only on YouTube;
 * reactions only on Facebook; dislikes only on YouTube. Each day's numbers depend only on
 * the account and the day.
 */
export function analyticsSeries(state, account, from = null) {
  const created = account.createdAt.slice(0, 10);
  const first = from && from > created ? from : created;
  const days = Math.max(1, daysBetween(created, state.today) + 1);
  const count = account.accountLifetimeStat.subscriberCount ?? 5000;
  const k = Math.floor(count / (2 * days));
  const scale = Math.max(1, Math.round(count / 30000));
  const platform = PLATFORM_OF[account.accountType];
  const series = [];
  for (let day = first; day <= state.today; day = addDays(day, 1)) {
    const r = dayRandom(account.uuid, day);
    const int = (min, max) => min + Math.floor(r() * (max - min + 1));
    const gained = int(0, 2 * k);
    const lost = int(0, k);
    const videoViews = int(200, 5000) * scale;
    const kinds = Object.fromEntries(
      KINDS.map((kind, i) => [
        `engagements_${kind}`,
        REACTIONS.has(kind) && platform !== 'facebook'
          ? 0
          : int(0, Math.ceil((60 * scale) / (i + 1))),
      ]),
    );
    const record = {
      day,
      subscribers: 0,
      subscribers_gained: gained,
      subscribers_lost: lost,
      revenue: platform === 'youtube' ? Math.round(videoViews * (0.5 + r()) * 0.3) / 100 : 0,
      videoViews,
      uploadedVideos: r() < 0.15 ? int(1, 3) : 0,
      watchTime: Math.round(videoViews * (1 + r() * 3)),
      impressions: videoViews * int(4, 9),
      engagements: Object.values(kinds).reduce((a, b) => a + b, 0),
      ...kinds,
    };
    if (platform === 'youtube') record.engagements_dislikes = int(0, 5 * scale);
    series.push(record);
  }
  let subscribers = count;
  for (let i = series.length - 1; i >= 0; i--) {
    series[i].subscribers = subscribers;
    subscribers -= series[i].subscribers_gained - series[i].subscribers_lost;
  }
  return series;
}

const int = (v) => (typeof v === 'number' ? v : /^[0-9]+$/.test(v ?? '') ? Number(v) : NaN);
const lastDayOfMonth = (first) => addDays(addMonths(first, 1), -1);

/**
 * The days a request covers: last_28_days and last_90_days end today; month needs year and
 * month (that calendar month, up to today); year needs year (that calendar year, up to today).
 * Returns `{ start, end }` or a 422 answer (missing or invalid year/month, or a period after today).
 */
export function analyticsRange(today, query) {
  const period = query.period;
  if (period === 'last_28_days') return { start: addDays(today, -27), end: today };
  if (period === 'last_90_days') return { start: addDays(today, -89), end: today };
  if (period !== 'month' && period !== 'year')
    return invalid('invalid_period', 'Unknown period.', {
      period: [
        { code: 'not_in_list', message: 'Choose last_28_days, last_90_days, month or year.' },
      ],
    });
  const year = int(query.year);
  const errors = {};
  if (Number.isNaN(year) || year < 2000 || year > 2100)
    errors.year = [
      { code: 'invalid', message: `The ${period} period needs a year from 2000 to 2100.` },
    ];
  const month = int(query.month);
  if (period === 'month' && (Number.isNaN(month) || month < 1 || month > 12))
    errors.month = [{ code: 'invalid', message: 'The month period needs a month from 1 to 12.' }];
  if (Object.keys(errors).length)
    return invalid('invalid_period', 'The period needs a valid year (and month).', errors);
  const start =
    period === 'month' ? `${year}-${String(month).padStart(2, '0')}-01` : `${year}-01-01`;
  if (start > today)
    return invalid('invalid_period', 'The period has not started yet.', {
      [period === 'month' ? 'month' : 'year']: [
        { code: 'future_date', message: 'This period is after the current one.' },
      ],
    });
  const end = period === 'month' ? lastDayOfMonth(start) : `${year}-12-31`;
  return { start, end: end < today ? end : today };
}

export function analyticsView(state, uuid, query) {
  const account = findAccount(state, uuid);
  if (!account) return notFound('account');
  const range = analyticsRange(state.today, query);
  if (range.status) return range;
  const data = analyticsSeries(state, account, range.start).filter(
    (d) => d.day >= range.start && d.day <= range.end,
  );
  return ok({ data, periodStart: range.start, periodEnd: range.end });
}
