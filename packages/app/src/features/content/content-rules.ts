import { safeHttpUrl } from '../../security/safe-url';
import {
  ALLOWED_POST_TYPES,
  MAX_LENGTH,
  type Platform,
  type PostType,
  type SubmittedContentRequest,
} from '@creator/api-client';
import { fieldLimits, withLimits } from '../../forms/input-props';

/** The content forms' `enhanceGetInputProps`: title and description stop at the contract's limits. */
export const contentInputs = withLimits(fieldLimits(MAX_LENGTH.PostInput));

/** Post types each platform allows (docs/product-rules.md#submitting-content), the server's rule from the api-client. */
export { ALLOWED_POST_TYPES };

/** What files a post type takes. */
export type AcceptedFiles = 'video' | 'image' | 'image_or_video' | 'none';

const ACCEPTED: Record<PostType, AcceptedFiles> = {
  video: 'video',
  live: 'video',
  reel: 'video',
  igtv: 'video',
  photo: 'image',
  story: 'image_or_video',
  carousel: 'image_or_video',
  text: 'none',
};

/** The files a post type accepts. */
export function acceptedFiles(type: PostType): AcceptedFiles {
  return ACCEPTED[type];
}

/** The MIME patterns of the file picker for a post type (none for text). */
export function acceptMimeTypes(type: PostType): string[] {
  const accepted = acceptedFiles(type);
  if (accepted === 'none') return [];
  if (accepted === 'image_or_video') return ['image/*', 'video/*'];
  return [`${accepted}/*`];
}

/** Whether a picked file (by MIME type) fits the post type. */
export function fileFitsType(mimeType: string, type: PostType): boolean {
  const accepted = acceptedFiles(type);
  const kind = mimeType.startsWith('image/')
    ? 'image'
    : mimeType.startsWith('video/')
      ? 'video'
      : null;
  if (kind === null || accepted === 'none') return false;
  return accepted === 'image_or_video' || accepted === kind;
}

/** Only carousels take several files. */
export const allowsSeveralFiles = (type: PostType) => type === 'carousel';

/**
 * The media after an upload: a carousel adds the new files after those already attached
 * (picking more never drops the earlier ones); any other type has its one file replaced.
 */
export function withUploaded(
  type: PostType,
  current: readonly string[],
  uploaded: readonly string[],
): string[] {
  return allowsSeveralFiles(type) ? [...current, ...uploaded] : uploaded.slice(0, 1);
}

/** Media are required when the type accepts files (every type except text). */
export const mediaRequired = (type: PostType) => acceptedFiles(type) !== 'none';

/** igtv, and every YouTube and Twitch type, have a title besides the description. */
export const hasTitle = (platform: Platform, type: PostType) =>
  type === 'igtv' || platform === 'youtube' || platform === 'twitch';

/** The description is required only for Facebook text posts. */
export const contentRequired = (platform: Platform, type: PostType) =>
  platform === 'facebook' && type === 'text';

/** A media URL is an image when its path ends in jpeg, jpg, gif or png; otherwise a video. */
export function mediaKind(url: string): 'image' | 'video' {
  const path = url.split(/[?#]/)[0] ?? '';
  return /\.(jpe?g|gif|png)$/i.test(path) ? 'image' : 'video';
}

/** The platform an account lives on (a TikTok creator account on tiktok, a virtual one on youtube). */
/** The content type to preselect for a platform: its only one, else none ('' leaves the choice to the user). */
export function onlyContentType(
  available: readonly { platform: string; contentType: string }[],
  platform: Platform | null,
): string {
  const types = available.filter((a) => a.platform === platform);
  return types.length === 1 ? (types[0]?.contentType ?? '') : '';
}

export function platformOfAccount(accountType: string): Platform | null {
  if (accountType === 'tiktok_creator') return 'tiktok';
  if (accountType === 'virtual') return 'youtube';
  return accountType in ALLOWED_POST_TYPES ? (accountType as Platform) : null;
}

/** The content being written: what the form holds. */
export interface ContentDraft {
  accountRemoteId: string;
  contentType: string;
  type: PostType | '';
  title: string;
  content: string;
  mediaFiles: string[];
}

/** The fields whose blank value blocks a submission. */
export type DraftField = 'accountRemoteId' | 'type' | 'contentType' | 'content' | 'mediaFiles';

/** An empty draft (nothing chosen yet). */
export const EMPTY_DRAFT: ContentDraft = {
  accountRemoteId: '',
  contentType: '',
  type: '',
  title: '',
  content: '',
  mediaFiles: [],
};

const blank = (value: string) => value.trim() === '';

/** The required fields of a draft that are blank (platform null: no account chosen). */
export function blankFields(draft: ContentDraft, platform: Platform | null): DraftField[] {
  const fields: DraftField[] = [];
  if (blank(draft.accountRemoteId)) fields.push('accountRemoteId');
  if (draft.type === '') fields.push('type');
  if (blank(draft.contentType)) fields.push('contentType');
  if (
    draft.type !== '' &&
    platform &&
    contentRequired(platform, draft.type) &&
    blank(draft.content)
  )
    fields.push('content');
  if (draft.type !== '' && mediaRequired(draft.type) && draft.mediaFiles.length === 0)
    fields.push('mediaFiles');
  return fields;
}

/** The 'incomplete content' flag: any blank required field. */
export const isIncomplete = (draft: ContentDraft, platform: Platform | null) =>
  blankFields(draft, platform).length > 0;

/** Submit is enabled with no blank required field and no upload running. */
export const canSubmit = (draft: ContentDraft, platform: Platform | null, uploading: boolean) =>
  !uploading && !isIncomplete(draft, platform);

/** The request body of a draft: the title only where the type has one, blanks as null. */
export function toRequest(
  draft: ContentDraft,
  platform: Platform,
  requirementId?: number | null,
): SubmittedContentRequest {
  const type = draft.type as PostType;
  return {
    post: {
      accountRemoteId: draft.accountRemoteId,
      type,
      contentType: draft.contentType,
      title: hasTitle(platform, type) && !blank(draft.title) ? draft.title : null,
      content: blank(draft.content) ? null : draft.content,
      mediaFiles: mediaRequired(type) ? draft.mediaFiles : [],
      ...(requirementId != null ? { requirementId } : {}),
    },
  };
}

/** Whether the draft says the same as the stored content (resubmitting it would change nothing). */
export function isUnchanged(original: ContentDraft, draft: ContentDraft): boolean {
  const same = (a: string, b: string) => a.trim() === b.trim();
  return (
    original.accountRemoteId === draft.accountRemoteId &&
    original.type === draft.type &&
    original.contentType === draft.contentType &&
    same(original.title, draft.title) &&
    same(original.content, draft.content) &&
    original.mediaFiles.length === draft.mediaFiles.length &&
    original.mediaFiles.every((url, index) => url === draft.mediaFiles[index])
  );
}

/** A text cut to `max` characters, an ellipsis marking the cut. */
export function cutText(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

/** The edit page header's length limit. */
export const HEADER_MAX = 70;

/** Types whose thumbnail carries a play icon. */
export const isPlayable = (type: string) => type === 'video' || type === 'igtv' || type === 'live';

/** What the Comments tab shows beside its name: the unread badge, else the total in parentheses, else nothing. */
export function commentsTabCount(
  unread: number,
  total: number,
): { kind: 'badge' | 'total'; count: number } | null {
  if (unread > 0) return { kind: 'badge', count: unread };
  if (total > 0) return { kind: 'total', count: total };
  return null;
}

/** The form field of a server error's path (`post.title`): `place` of `placeServerErrors`; unknown paths to null. */
export function contentErrorField(path: string): keyof ContentDraft | null {
  const field = path.replace(/^post\./, '');
  return field in EMPTY_DRAFT ? (field as keyof ContentDraft) : null;
}

/** Milliseconds before the thank-you panel closes the overlay (docs/product-rules.md#formats-limits-and-constants). */
export const CLOSE_DELAY_MS = 5000;

/**
 * Whether the player may play `src`: only media the API gave for this content, stored
 * (`mediaFiles`) or uploaded into the form's draft through the API's upload target, compared
 * as the URL gate writes them. Any other URL put in the player's address is not played.
 */
export function isContentMedia(
  src: string,
  stored: readonly { url: string }[],
  drafted: readonly string[] = [],
): boolean {
  return [...stored.map((file) => file.url), ...drafted].some((url) => safeHttpUrl(url) === src);
}
