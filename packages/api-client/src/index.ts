export { createApiClient, unwrap, type ApiClient, type ApiClientOptions } from './client';
export * from './errors';
export * from './types';
export * from './config';
export * from './queries/user';
export * from './queries/profile';
export * from './queries/company';
export * from './queries/accounts';
export * from './queries/campaigns';
export * from './queries/content';
export * from './queries/earnings';
export * from './queries/settings';
export { invalidatingMutation, type InvalidatingMutationSpec } from './queries/mutation';
export * from './upload';
// Realtime (pusher-js, ~40 KiB) is its own entry, `@creator/api-client/realtime`, so only
// the screens that listen for events load it.
