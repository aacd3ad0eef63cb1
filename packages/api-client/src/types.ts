/**
 * The contract's schemas by name (`User`, `Campaign`…: openapi-typescript's root types, see
 * scripts/generated-types.mjs), with `components`, `operations` and `paths`. These are the
 * only API types: every one is generated from openapi/ (never hand-written DTOs).
 */
export type * from './generated/schema.js';
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
