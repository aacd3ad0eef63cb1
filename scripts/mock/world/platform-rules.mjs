// Rules the mock server shares with the app, read from their one source instead of typed again:
// post types per platform and the TikTok URL rule from the api-client's data file (the app imports
// it through @creator/api-client), the profile form's fields from the contract's ProfileForm schema.
import { readFileSync } from 'node:fs';

const readJson = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

/** `{ postTypes: {platform: [type]}, tiktokProfileUrl: source }` of packages/api-client/src/rules. */
export const PLATFORM_RULES = readJson(
  '../../../packages/api-client/src/rules/platform-rules.json',
);

/** A TikTok profile URL; group 2 is the handle. */
export const TIKTOK_PROFILE_URL = new RegExp(PLATFORM_RULES.tiktokProfileUrl);

/** The profile form's own fields (custom answers aside), in the contract's order. */
export const PROFILE_FIELDS = Object.keys(
  readJson('../../../openapi/dist/openapi.json').components.schemas.ProfileForm.properties,
).filter((field) => field !== 'customQuestionAnswers');
