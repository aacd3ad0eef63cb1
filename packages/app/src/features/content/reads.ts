import {
  availableContentTypesQuery,
  campaignAccountsQuery,
  campaignQuery,
  commentsQuery,
  submittedContentQuery,
} from '@creator/api-client';
import type { ScreenReads } from '../../routing/screen-reads';

/** The submit form's reads: the campaign's accounts and the content types it takes. */
export const submitFormReads: ScreenReads = ({ client, params }) => [
  campaignAccountsQuery(client, String(params.campaignId)),
  availableContentTypesQuery(client, String(params.campaignId)),
];

/** A submitted content and its campaign. */
export const submittedContentReads: ScreenReads = ({ client, params }) => [
  submittedContentQuery(client, String(params.campaignId), String(params.id)),
  campaignQuery(client, String(params.campaignId)),
];

/** A submitted content's comments. */
export const commentsReads: ScreenReads = ({ client, params }) => [
  commentsQuery(client, String(params.campaignId), String(params.id)),
];
