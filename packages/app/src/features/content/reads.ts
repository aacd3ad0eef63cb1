import {
  availableContentTypesQuery,
  campaignAccountsQuery,
  campaignQuery,
  commentsQuery,
  submittedContentQuery,
} from '@creator/api-client';
import type { ReadContext, ScreenReads } from '../../routing/screen-reads';

/** The submit form's reads: the campaign, its accounts and the content types it takes. */
export const submitFormReads = (({ client, params }: ReadContext) => ({
  campaign: campaignQuery(client, String(params.campaignId)),
  accounts: campaignAccountsQuery(client, String(params.campaignId)),
  types: availableContentTypesQuery(client, String(params.campaignId)),
})) satisfies ScreenReads;

/** A submitted content and its campaign. */
export const submittedContentReads = (({ client, params }: ReadContext) => ({
  content: submittedContentQuery(client, String(params.campaignId), String(params.id)),
  campaign: campaignQuery(client, String(params.campaignId)),
})) satisfies ScreenReads;

/** A submitted content's comments. */
export const commentsReads = (({ client, params }: ReadContext) => ({
  comments: commentsQuery(client, String(params.campaignId), String(params.id)),
})) satisfies ScreenReads;
