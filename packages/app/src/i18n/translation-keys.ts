// Translation keys built from data rather than written as t('...') literals, those of the
// screens (the shell's are in shell-keys.ts, so this list stays out of the first load). They
// are listed in these two files only, so scripts/i18n-check.mjs knows they are used: it reads
// every quoted key in both.
import type { FieldErrorCode } from '@creator/api-client';

/** Label of each campaign status. */
export const CAMPAIGN_STATUS_KEYS = {
  active: 'campaign_status.active',
  upcoming: 'campaign_status.upcoming',
  completed: 'campaign_status.completed',
} as const;

/** Display name of each provider. */
export const PROVIDER_NAME_KEYS = {
  youtube: 'providers.youtube',
  facebook: 'providers.facebook',
  instagram: 'providers.instagram',
  twitter: 'providers.twitter',
  twitch: 'providers.twitch',
  tiktok_creator: 'providers.tiktok_creator',
  virtual: 'providers.virtual',
} as const;

/**
 * The data-usage texts of an account type are `<this>.<accountType>_a`, `_b`…, read in order
 * until one is missing (the i18n check counts every text under it as used).
 */
export const DATA_USAGE_KEY_PREFIX = 'account_permissions.data_usage';

/** Analytics: label of each period tab. */
export const ANALYTICS_PERIOD_KEYS = {
  last_28_days: 'analytics.period_last_28_days',
  last_90_days: 'analytics.period_last_90_days',
  month: 'analytics.period_month',
  year: 'analytics.period_year',
} as const;

/** Analytics: label of the subscribers metric, by what the account counts. */
export const ANALYTICS_SUBSCRIBER_KEYS = {
  subscribers: 'analytics.subscribers',
  page_likes: 'analytics.page_likes',
} as const;

/** Analytics: label of each metric (subscribers read 'page likes' on Facebook). */
export const ANALYTICS_METRIC_KEYS = {
  subscribers: 'analytics.subscribers',
  revenue: 'analytics.metric_revenue',
  views: 'analytics.metric_views',
  watchtime: 'analytics.metric_watchtime',
  impressions: 'analytics.metric_impressions',
  engagements: 'analytics.metric_engagements',
  uploadedVideos: 'analytics.metric_uploaded_videos',
} as const;

/** Analytics: label of each engagement kind. */
export const ENGAGEMENT_KIND_KEYS = {
  likes: 'analytics.kind_likes',
  comments: 'analytics.kind_comments',
  shares: 'analytics.kind_shares',
  love: 'analytics.kind_love',
  haha: 'analytics.kind_haha',
  wow: 'analytics.kind_wow',
  sad: 'analytics.kind_sad',
  angry: 'analytics.kind_angry',
  dislikes: 'analytics.kind_dislikes',
} as const;

/** Earnings: the month's payment status. */
export const EARNING_STATUS_KEYS = {
  pending: 'earnings.status_pending',
  processing: 'earnings.status_processing',
  paid: 'earnings.status_paid',
  failed: 'earnings.status_failed',
  on_hold: 'earnings.status_on_hold',
} as const;

/** Earnings: the name of each money line of a month (line items show their own text). */
export const EARNING_LINE_KEYS = {
  gross: 'earnings.gross',
  net: 'earnings.net',
  tax: 'earnings.tax',
  amount: 'earnings.amount',
  licensing_vat: 'earnings.licensing_vat',
  campaign_vat: 'earnings.campaign_vat',
  carryover: 'earnings.carryover',
  unpaid_balance: 'earnings.unpaid_balance',
} as const;

/** Channel earnings: the gross revenue breakdown. */
export const REVENUE_PART_KEYS = {
  partnerProvided: 'earnings.part_partner_provided',
  ugcContentId: 'earnings.part_ugc_content_id',
  descriptiveSearch: 'earnings.part_descriptive_search',
  other: 'earnings.part_other',
  red: 'earnings.part_red',
  sponsorship: 'earnings.part_sponsorship',
  superchat: 'earnings.part_superchat',
  ownedAndOperated: 'earnings.part_owned_and_operated',
} as const;

/** Channel earnings: the four revenue-share percentages. */
export const SHARE_KEYS = {
  channelPartnerProvidedPercentage: 'earnings.share_partner_provided',
  channelPaidFeaturesPercentage: 'earnings.share_paid_features',
  channelUgcPercentage: 'earnings.share_ugc',
  channelOwnedAndOperatedPercentage: 'earnings.share_owned_and_operated',
} as const;

/** Payments: how a payment was made. */
export const PAYMENT_METHOD_KEYS = {
  nopaymentmethod: 'payments.method_nopaymentmethod',
  paypal: 'payments.method_paypal',
  wiretransfer: 'payments.method_wiretransfer',
  ach: 'payments.method_ach',
  check: 'payments.method_check',
  echeck: 'payments.method_echeck',
  holdmypayments: 'payments.method_holdmypayments',
  custom: 'payments.method_custom',
  intercash: 'payments.method_intercash',
  internalvalue: 'payments.method_internalvalue',
} as const;

/**
 * Comment threads: the status events the API writes into a thread (its `type`), in the UI's
 * language; an event type without a key shows the API's text.
 */
export const THREAD_EVENT_KEYS: Readonly<
  Record<
    string,
    | 'content.thread_events.approved'
    | 'content.thread_events.rejected'
    | 'content.thread_events.resubmitted'
  >
> = {
  approved: 'content.thread_events.approved',
  rejected: 'content.thread_events.rejected',
  resubmitted: 'content.thread_events.resubmitted',
};

/** Payments: the status of a payment. */
export const PAYMENT_STATUS_KEYS = {
  paid: 'payments.status_paid',
  pending: 'payments.status_pending',
  failed: 'payments.status_failed',
  cancelled: 'payments.status_cancelled',
} as const;

/** Labels of the payment methods' fields (settings payment form); unknown names show in words. */
export const PAYMENT_FIELD_KEYS = {
  paypalEmail: 'payment_form.field.paypal_email',
  bankName: 'payment_form.field.bank_name',
  branchName: 'payment_form.field.branch_name',
  iban: 'payment_form.field.iban',
  swift: 'payment_form.field.swift',
  accountHolderType: 'payment_form.field.account_holder_type',
  accountHolderKana: 'payment_form.field.account_holder_kana',
  routingNumber: 'payment_form.field.routing_number',
  accountNumber: 'payment_form.field.account_number',
  accountType: 'payment_form.field.account_type',
  payeeName: 'payment_form.field.payee_name',
  gpayPhone: 'payment_form.field.gpay_phone',
  epaymentsRecipientType: 'payment_form.field.epayments_recipient_type',
  epaymentsRecipientId: 'payment_form.field.epayments_recipient_id',
} as const;

/** Labels of the company's VAT types; unknown ones show as given. */
export const VAT_TYPE_KEYS = {
  individual: 'payment_form.vat_type_individual',
  company: 'payment_form.vat_type_company',
} as const;

/** The profile form's field labels. */
export const PROFILE_FIELD_KEYS = {
  furiganaLastName: 'profile_form.furigana_last_name',
  furiganaFirstName: 'profile_form.furigana_first_name',
  lastName: 'profile_form.last_name',
  firstName: 'profile_form.first_name',
  email: 'profile_form.email',
  skypeName: 'profile_form.skype_name',
  telephone: 'profile_form.telephone',
  personalId: 'profile_form.personal_id',
  sex: 'profile_form.sex',
  birthDate: 'profile_form.birth_date',
  language: 'profile_form.language',
  countryCode: 'profile_form.country_code',
  state: 'profile_form.state',
  city: 'profile_form.city',
  streetAddress: 'profile_form.street_address',
  zipCode: 'profile_form.zip_code',
  sex_male: 'profile_form.sex_male',
  sex_female: 'profile_form.sex_female',
  sex_other: 'profile_form.sex_other',
} as const;

/** The message of each field error code (the contract's `FieldErrorCode`, forms/field-errors.ts). */
export const FIELD_ERROR_KEYS = {
  blank: 'field_errors.blank',
  invalid_email: 'field_errors.invalid_email',
  invalid_date: 'field_errors.invalid_date',
  future_date: 'field_errors.future_date',
  too_young: 'field_errors.too_young',
  invalid_iban: 'field_errors.invalid_iban',
  invalid_routing_number: 'field_errors.invalid_routing_number',
  invalid_account_number: 'field_errors.invalid_account_number',
  invalid_swift: 'field_errors.invalid_swift',
  invalid_format: 'field_errors.invalid_format',
  invalid_type: 'field_errors.invalid_type',
  too_short: 'field_errors.too_short',
  too_long: 'field_errors.too_long',
  not_in_list: 'field_errors.not_in_list',
  country_required: 'field_errors.country_required',
  method_not_available: 'field_errors.method_not_available',
  not_a_question: 'field_errors.not_a_question',
  unknown_field: 'field_errors.unknown_field',
  taken: 'field_errors.taken',
  not_allowed: 'field_errors.not_allowed',
  mismatch: 'field_errors.mismatch',
  invalid: 'field_errors.invalid',
} as const satisfies Record<FieldErrorCode, string>;

/** Settings: names of the payment methods by id (others show the API's name). */
export const SETTINGS_METHOD_KEYS = {
  paypal: 'payment_form.method.paypal',
  wire_transfer: 'payment_form.method.wire_transfer',
  ach: 'payment_form.method.ach',
  check: 'payment_form.method.check',
  payoneer: 'payment_form.method.payoneer',
  gpay: 'payment_form.method.gpay',
  jp_wire_transfer: 'payment_form.method.jp_wire_transfer',
  epayments: 'payment_form.method.epayments',
} as const;

/** Settings: labels of the method fields' options by `<field>.<value>` (others show the API's label). */
export const PAYMENT_OPTION_KEYS = {
  'accountHolderType.individual': 'payment_form.option.account_holder_type_individual',
  'accountHolderType.company': 'payment_form.option.account_holder_type_company',
  'accountType.checking': 'payment_form.option.account_type_checking',
  'accountType.savings': 'payment_form.option.account_type_savings',
  'epaymentsRecipientType.email': 'payment_form.option.epayments_recipient_type_email',
  'epaymentsRecipientType.phone': 'payment_form.option.epayments_recipient_type_phone',
  'epaymentsRecipientType.ewallet': 'payment_form.option.epayments_recipient_type_ewallet',
} as const;

/** Settings: the Payoneer payee statuses the API sends (its value is its id; others show as sent). */
export const PAYONEER_STATUS_KEYS = {
  'Pending approval': 'payment_form.payoneer_state.pending_approval',
  Active: 'payment_form.payoneer_state.active',
  Inactive: 'payment_form.payoneer_state.inactive',
} as const;

/** Earnings: why a payment failed, by the API's `failureCode` (others show its message). */
export const PAYMENT_FAILURE_KEYS = {
  account_closed: 'earnings.failure.account_closed',
} as const;
