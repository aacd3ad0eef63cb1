export { createApiClient, unwrap, type ApiClient, type ApiClientOptions } from './client.ts';
export * from './errors.ts';
export * from './types.ts';
export * from './config.ts';
export * from './queries/user.ts';
export * from './queries/profile.ts';
export * from './queries/company.ts';
export * from './queries/accounts.ts';
export * from './queries/campaigns.ts';
export * from './queries/content.ts';
export * from './queries/earnings.ts';
export * from './queries/settings.ts';
export { invalidatingMutation, type InvalidatingMutationSpec } from './queries/mutation.ts';
export * from './upload.ts';
export {
  ALLOWED_POST_TYPES,
  bankFieldIssue,
  isRoutingNumber,
  isSwift,
  TIKTOK_PROFILE_URL,
} from './rules.ts';
export { MAX_LENGTH, MAX_UPLOAD_BYTES } from './generated/limits.ts';
// Realtime (pusher-js, ~40 KiB) is its own entry, `@creator/api-client/realtime`, so only
// the screens that listen for events load it.
