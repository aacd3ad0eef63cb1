// Lists the settings forms read: payment methods, custom questions, countries, states,
// widgets, plus guides, apps and the small translation catalogues.
import { media } from './media.mjs';

const text = (name) => ({ name, type: 'text', options: [] });
/** A radio or select field from its `[value, label]` pairs. */
const choice = (name, type, options) => ({
  name,
  type,
  options: options.map(([value, label]) => ({ value, label })),
});

export const paymentMethods = [
  { id: 'paypal', name: 'PayPal', fields: [text('paypalEmail')] },
  {
    id: 'wire_transfer',
    name: 'Wire transfer',
    fields: [
      text('bankName'),
      text('iban'),
      text('swift'),
      choice('accountHolderType', 'radio', [
        ['individual', 'Individual'],
        ['company', 'Company'],
      ]),
    ],
  },
  {
    id: 'ach',
    name: 'ACH',
    fields: [
      text('routingNumber'),
      text('accountNumber'),
      choice('accountType', 'select', [
        ['checking', 'Checking'],
        ['savings', 'Savings'],
      ]),
    ],
  },
  { id: 'check', name: 'Check', fields: [text('payeeName')] },
  { id: 'payoneer', name: 'Payoneer', fields: [] },
  { id: 'gpay', name: 'Google Pay', fields: [text('gpayPhone')] },
  {
    id: 'jp_wire_transfer',
    name: 'Japanese bank transfer',
    fields: [
      text('bankName'),
      text('branchName'),
      text('accountNumber'),
      text('accountHolderKana'),
    ],
  },
  {
    id: 'epayments',
    name: 'ePayments',
    fields: [
      choice('epaymentsRecipientType', 'radio', [
        ['email', 'Email'],
        ['phone', 'Phone'],
        ['ewallet', 'e-Wallet id'],
      ]),
      text('epaymentsRecipientId'),
    ],
  },
];

/** Payment method ids offered per country (`*`: every other country). */
export const paymentMethodsByCountry = {
  US: ['paypal', 'ach', 'check', 'wire_transfer', 'payoneer'],
  JP: ['paypal', 'jp_wire_transfer', 'payoneer'],
  BR: ['paypal', 'epayments', 'payoneer'],
  '*': ['paypal', 'wire_transfer', 'payoneer', 'gpay'],
};

export const customQuestions = [
  {
    uuid: 'q-content-niche',
    question: 'What is your main content niche?',
    questionTranslations: {
      en: 'What is your main content niche?',
      ja: 'メインのコンテンツジャンルは何ですか？',
    },
    placeholderTranslations: { en: 'e.g. travel, food', ja: '例：旅行、グルメ' },
    required: true,
    displayPositions: ['apply_process', 'onboarding'],
    paymentsRelated: false,
  },
  {
    uuid: 'q-tax-residence',
    question: 'Country of tax residence',
    questionTranslations: { en: 'Country of tax residence', ja: '税務上の居住国' },
    placeholderTranslations: { en: 'Country', ja: '国' },
    required: true,
    displayPositions: ['onboarding'],
    paymentsRelated: true,
  },
  {
    uuid: 'q-dashboard-only',
    question: 'Favourite brand to work with?',
    questionTranslations: { en: 'Favourite brand to work with?' },
    placeholderTranslations: {},
    required: false,
    displayPositions: ['dashboard'],
    paymentsRelated: false,
  },
];

export const countries = [
  { code: 'US', name: 'United States', hasStates: true },
  { code: 'JP', name: 'Japan', hasStates: true },
  { code: 'DE', name: 'Germany', hasStates: false },
  { code: 'GB', name: 'United Kingdom', hasStates: false },
  { code: 'FR', name: 'France', hasStates: false },
  { code: 'BR', name: 'Brazil', hasStates: false },
];

export const states = {
  US: [
    { code: 'CA', name: 'California' },
    { code: 'NY', name: 'New York' },
    { code: 'TX', name: 'Texas' },
    { code: 'WA', name: 'Washington' },
  ],
  JP: [
    { code: '13', name: 'Tokyo' },
    { code: '27', name: 'Osaka' },
    { code: '01', name: 'Hokkaido' },
  ],
};

export const widget = {
  displayPaymentWidgetOnDashboard: false,
  tipaltiIframeUrl: null,
  missingTipaltiDetails: false,
  paymentRailsIframeUrl: null,
  missingPaymentRailsDetails: false,
};

export const articles = [
  {
    id: 301,
    title: 'Getting started with campaigns',
    icon: { url: media.logo('guide-301') },
    pdf: null,
    body: '<h2>Welcome</h2><p>Campaigns pair you with brands. Accept an opportunity, sign the contract, then <strong>submit your content</strong> for review.</p>',
  },
  {
    id: 302,
    title: 'Brand safety checklist (PDF)',
    icon: { url: media.logo('guide-302') },
    pdf: { url: media.file('guide-302') },
    body: null,
  },
  {
    id: 303,
    title: 'How payments work',
    icon: null,
    pdf: null,
    body: '<p>Payments are made monthly once your balance passes the <em>payment threshold</em>.</p>',
  },
];

export const apps = [
  {
    id: 201,
    title: 'CutPro Editor',
    description: 'Edit videos in the browser with templates made for creators.',
    linkUrl: 'https://cutpro.example.com/creators',
    logo: { url: media.logo('app-201') },
    discountPercentage: 30,
    youtubeOnly: false,
  },
  {
    id: 202,
    title: 'TubeRank',
    description: 'Keyword research and thumbnail testing for YouTube channels.',
    linkUrl: 'https://tuberank.example.com',
    logo: { url: media.logo('app-202') },
    discountPercentage: null,
    youtubeOnly: true,
  },
  {
    id: 203,
    title: 'Soundbay',
    description: 'Royalty-free music cleared for every platform.',
    linkUrl: 'https://soundbay.example.com',
    logo: { url: media.logo('app-203') },
    discountPercentage: 15,
    youtubeOnly: false,
  },
];

export const translations = {
  en: { creator_dashboard: { network_greeting: 'Welcome to Northlight' } },
  ja: { creator_dashboard: { network_greeting: 'Northlightへようこそ' } },
};

export const availableContentTypes = [
  { platform: 'youtube', contentType: 'sponsored_post', postTypes: ['video'] },
  {
    platform: 'instagram',
    contentType: 'sponsored_post',
    postTypes: ['story', 'photo', 'carousel', 'video', 'igtv', 'reel'],
  },
  { platform: 'instagram', contentType: 'product_placement', postTypes: ['story', 'photo'] },
];
