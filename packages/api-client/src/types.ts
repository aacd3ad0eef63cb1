/**
 * Names for the contract's schemas. These are the only API types: every one is
 * generated from openapi/ (never hand-written DTOs).
 */
import type { components, operations, paths } from './generated/schema.js';

type Schemas = components['schemas'];

export type { components, operations, paths };
export type User = Schemas['User'];
export type ProfileForm = Schemas['ProfileForm'];
export type PaymentForm = Schemas['PaymentForm'];
export type CustomQuestionAnswer = Schemas['CustomQuestionAnswer'];
export type Company = Schemas['Company'];
export type Network = Schemas['Network'];
export type MessengerDetails = Schemas['MessengerDetails'];
export type Translations = Schemas['Translations'];
export type App = Schemas['App'];
export type Article = Schemas['Article'];
export type Document = Schemas['Document'];
export type Account = Schemas['Account'];
export type AccountType = Schemas['AccountType'];
export type Provider = Schemas['Provider'];
export type AccountContract = Schemas['AccountContract'];
export type AnalyticsPeriod = Schemas['AnalyticsPeriod'];
export type AnalyticsReport = Schemas['AnalyticsReport'];
export type AnalyticsDay = Schemas['AnalyticsDay'];
export type Campaign = Schemas['Campaign'];
export type CampaignStatus = Schemas['CampaignStatus'];
export type CampaignList = Schemas['CampaignList'];
export type CampaignsSummaryItem = Schemas['CampaignsSummaryItem'];
export type Opportunity = Schemas['Opportunity'];
export type Contract = Schemas['Contract'];
export type RequirementsStatus = Schemas['RequirementsStatus'];
export type MissingPost = Schemas['MissingPost'];
export type Post = Schemas['Post'];
export type PostType = Schemas['PostType'];
export type Platform = Schemas['Platform'];
export type SubmittedContent = Schemas['SubmittedContent'];
export type PostInput = Schemas['PostInput'];
export type Comment = Schemas['Comment'];
export type PreuploadResponse = Schemas['PreuploadResponse'];
export type AvailableContentType = Schemas['AvailableContentType'];
export type YoutubeEarning = Schemas['YoutubeEarning'];
export type ChannelEarning = Schemas['ChannelEarning'];
export type Payment = Schemas['Payment'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type CustomQuestion = Schemas['CustomQuestion'];
export type Country = Schemas['Country'];
export type CountryState = Schemas['CountryState'];
export type WidgetDetails = Schemas['WidgetDetails'];
/**
 * Payload of the `video_revenue_report_ready` realtime event. Only the AsyncAPI document
 * (openapi/asyncapi.yaml) references it, so the OpenAPI types do not carry it.
 */
export interface VideoRevenueReportReady {
  /** The report file to download. */
  fileUrl: string;
  /** The channel of the request it answers (match on it with `month`), when the push names it. */
  channelId?: string;
  /** The month of the request it answers (first day, YYYY-MM-DD), when the push names it. */
  month?: string;
}
export type Profile = Schemas['Profile'];
export type PaymentDetails = Schemas['PaymentDetails'];
export type ValidationErrorBody = Schemas['ValidationError'];
export type ConnectAccountRequest = Schemas['ConnectAccountRequest'];
export type ConnectTiktokRequest = Schemas['ConnectTiktokRequest'];
export type SubmittedContentRequest = Schemas['SubmittedContentRequest'];
export type CommentRequest = Schemas['CommentRequest'];
export type PayoneerRegistrationRequest = Schemas['PayoneerRegistrationRequest'];
export type PostList = Schemas['PostList'];
export type SubmittedContentList = Schemas['SubmittedContentList'];
