import type { AnalyticsPeriod, CampaignStatus, Platform, PostType } from '@creator/api-client';
import { POST_PLATFORMS, POST_TYPES as GENERATED_POST_TYPES } from '@creator/ui';
import { safeHttpUrl } from '../security/safe-url';

/** Campaign statuses, in the order the list shows them (each has its list route); the first is the default. */
export const CAMPAIGN_STATUSES = [
  'active',
  'upcoming',
  'completed',
] as const satisfies readonly CampaignStatus[];
/** Analytics periods a route accepts. */
export const ANALYTICS_PERIODS = [
  'last_28_days',
  'last_90_days',
  'month',
  'year',
] as const satisfies readonly AnalyticsPeriod[];
// The contract's enums, generated (packages/ui/src/generated): a new value there is accepted here.
const PLATFORMS: readonly Platform[] = POST_PLATFORMS;
const POST_TYPES: readonly PostType[] = GENERATED_POST_TYPES;

/** A post definition carried in the submit-from-post route. */
export interface PostData {
  platform: Platform;
  type: PostType;
  contentType: string;
  publishBy?: string | null;
}

/** Ids in routes (campaign, submitted content, account uuid, guide) are digit strings. */
export function isDigits(value: string | undefined): value is string {
  return value !== undefined && /^[0-9]+$/.test(value);
}

/** An analytics period from the route, or null when unknown. */
export function parseAnalyticsPeriod(value: string | undefined): AnalyticsPeriod | null {
  return value !== undefined && (ANALYTICS_PERIODS as readonly string[]).includes(value)
    ? (value as AnalyticsPeriod)
    : null;
}

/** Earnings months are the first day of a month: YYYY-MM-01. */
export function isMonth(value: string | undefined): value is string {
  return value !== undefined && /^\d{4}-(0[1-9]|1[0-2])-01$/.test(value);
}

/** Payments months are a month or `all`. */
export function isPaymentsMonth(value: string | undefined): value is string {
  return value === 'all' || isMonth(value);
}

/**
 * The account of an earnings page: a virtual account by its numeric id, a YouTube channel by
 * its channel id (`UC…`: letters, digits, `-` and `_`). Anything else is not found.
 */
export function isEarningsAccount(type: string | undefined, id: string | undefined): boolean {
  if (type === 'virtual') return isDigits(id);
  return type === 'youtube' && id !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(id);
}

/**
 * Decodes base64 (standard or URL-safe, padding optional) into UTF-8 text.
 * Null for bad base64 or bytes that are not valid UTF-8.
 */
export function decodeBase64Text(encoded: string | undefined): string | null {
  if (!encoded) return null;
  // URL-safe base64 is accepted too, since these segments travel in paths.
  const body = encoded
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9+/]+$/.test(body) || body.length % 4 === 1) return null;
  let binary: string;
  try {
    binary = atob(body.padEnd(Math.ceil(body.length / 4) * 4, '='));
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Encodes text as standard base64 of its UTF-8 bytes (the inverse of decodeBase64Text). */
export function encodeBase64Text(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The `postDataEncoded` route segment: base64 of JSON {platform, type, contentType, publishBy?}.
 * Anything malformed is null, so the route shows the not-found page without calling the API.
 */
export function decodePostData(encoded: string | undefined): PostData | null {
  const text = decodeBase64Text(encoded);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { platform, type, contentType, publishBy } = value;
  if (typeof platform !== 'string' || !(PLATFORMS as readonly string[]).includes(platform))
    return null;
  if (typeof type !== 'string' || !(POST_TYPES as readonly string[]).includes(type)) return null;
  if (typeof contentType !== 'string' || contentType === '') return null;
  if (publishBy !== undefined && publishBy !== null && typeof publishBy !== 'string') return null;
  const data: PostData = { platform: platform as Platform, type: type as PostType, contentType };
  if (publishBy !== undefined) data.publishBy = publishBy as string | null;
  return data;
}

/** The `videoUrlEncoded` route segment: base64 of an http(s) media URL; null otherwise. */
export function decodeVideoUrl(encoded: string | undefined): string | null {
  return safeHttpUrl(decodeBase64Text(encoded));
}
