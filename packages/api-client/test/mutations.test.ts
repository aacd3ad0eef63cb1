import { readFileSync } from 'node:fs';
import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  accountKeys,
  campaignKeys,
  connectAccountMutation,
  connectTiktokAccountMutation,
  contentKeys,
  createCommentMutation,
  createSubmittedContentMutation,
  markCommentsAsReadMutation,
  profileKeys,
  reauthorizeAccountMutation,
  registerPayoneerPayeeMutation,
  revokeAccountAuthorizationMutation,
  settingsKeys,
  updateCountryMutation,
  updatePaymentDetailsMutation,
  updateProfileMutation,
  updateSubmittedContentMutation,
  upgradeAccountToBusinessMutation,
  userKeys,
  type ApiClient,
} from '../src';
import { withMockStack } from './mock';

const mock = withMockStack();

// Request bodies are the contract's own examples, so the tests follow the contract as it changes.
type Examples = Record<string, { value?: unknown; $ref?: string }>;
const spec = JSON.parse(
  readFileSync(new URL('../../../openapi/dist/openapi.json', import.meta.url), 'utf8'),
) as {
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { examples?: Examples }> } }>
  >;
  components: { examples?: Record<string, { value?: unknown }> };
};
function exampleBody(method: string, path: string): never {
  const examples = spec.paths[path]?.[method]?.requestBody?.content['application/json']?.examples;
  const example = examples?.creator ?? Object.values(examples ?? {})[0];
  if (!example) throw new Error(`no request example for ${method} ${path}`);
  const value = example.$ref
    ? spec.components.examples?.[example.$ref.split('/').pop() ?? '']?.value
    : example.value;
  return value as never;
}

// Ids from the creator persona that the (stateful) mock accepts each write for.
const CAMPAIGN = '102';
const CONTENT = '9001';
const SUBMIT_CAMPAIGN = '102'; // the contract's submit example fills one of its open slots (101 awaits its contract)
const ACCOUNT = '1001';
const INSTAGRAM_ACCOUNT = '1003';
const REVOCABLE_ACCOUNT = '1005'; // an account outside a CMS

/** A key nothing writes: it must stay valid after every mutation. */
const UNRELATED: QueryKey = ['unrelated', 'read'];

type Case = [
  string,
  {
    /** Builds the mutation's options (their variable types differ, hence the loose type). */
    mutation: (client: ApiClient) => { mutationKey?: readonly unknown[] };
    variables: () => unknown;
    invalidates: QueryKey[];
  },
];

const me = '/api/user/me';
const contentPath = `${me}/campaigns/{id}/submitted_contents`;
const cases: Case[] = [
  [
    'updateProfile',
    {
      mutation: updateProfileMutation,
      variables: () => exampleBody('put', `${me}.json`),
      invalidates: [userKeys.me(), profileKeys.profile()],
    },
  ],
  [
    'updateCountry',
    {
      mutation: updateCountryMutation,
      variables: () => 'JP',
      invalidates: [userKeys.me(), profileKeys.profile(), settingsKeys.paymentMethods()],
    },
  ],
  [
    'updatePaymentDetails',
    {
      mutation: updatePaymentDetailsMutation,
      variables: () => exampleBody('put', `${me}/payment_details.json`),
      invalidates: [userKeys.me(), profileKeys.paymentDetails()],
    },
  ],
  [
    'connectAccount',
    {
      mutation: connectAccountMutation,
      variables: () => exampleBody('post', `${me}/accounts.json`),
      invalidates: [],
    },
  ],
  [
    'connectTiktokAccount',
    {
      mutation: connectTiktokAccountMutation,
      variables: () => exampleBody('post', `${me}/accounts/tiktok.json`),
      invalidates: [accountKeys.list(), accountKeys.detail(ACCOUNT)],
    },
  ],
  [
    'reauthorizeAccount',
    { mutation: reauthorizeAccountMutation, variables: () => ACCOUNT, invalidates: [] },
  ],
  [
    'upgradeAccountToBusiness',
    {
      mutation: upgradeAccountToBusinessMutation,
      variables: () => INSTAGRAM_ACCOUNT,
      invalidates: [],
    },
  ],
  [
    'revokeAccountAuthorization',
    {
      mutation: revokeAccountAuthorizationMutation,
      variables: () => REVOCABLE_ACCOUNT,
      invalidates: [accountKeys.list(), accountKeys.detail(REVOCABLE_ACCOUNT)],
    },
  ],
  [
    'createSubmittedContent',
    {
      mutation: createSubmittedContentMutation,
      variables: () => ({
        campaignId: SUBMIT_CAMPAIGN,
        body: exampleBody('post', `${contentPath}.json`),
      }),
      invalidates: [
        campaignKeys.detail(SUBMIT_CAMPAIGN),
        contentKeys.list(SUBMIT_CAMPAIGN),
        campaignKeys.list('active'),
      ],
    },
  ],
  [
    'updateSubmittedContent',
    {
      mutation: updateSubmittedContentMutation,
      variables: () => ({
        campaignId: CAMPAIGN,
        contentId: CONTENT,
        body: exampleBody('put', `${contentPath}/{contentId}.json`),
      }),
      invalidates: [
        campaignKeys.detail(CAMPAIGN),
        contentKeys.detail(CAMPAIGN, CONTENT),
        campaignKeys.list('active'),
      ],
    },
  ],
  [
    'createComment',
    {
      mutation: createCommentMutation,
      variables: () => ({
        campaignId: CAMPAIGN,
        contentId: CONTENT,
        body: exampleBody('post', `${contentPath}/{contentId}/comments.json`),
      }),
      invalidates: [contentKeys.detail(CAMPAIGN, CONTENT), contentKeys.comments(CAMPAIGN, CONTENT)],
    },
  ],
  [
    'markCommentsAsRead',
    {
      mutation: markCommentsAsReadMutation,
      variables: () => ({ campaignId: CAMPAIGN, contentId: CONTENT }),
      invalidates: [contentKeys.list(CAMPAIGN), campaignKeys.list('active')],
    },
  ],
  [
    'registerPayoneerPayee',
    {
      mutation: registerPayoneerPayeeMutation,
      variables: () => exampleBody('post', `${me}/payoneer/registration.json`),
      invalidates: [
        settingsKeys.payoneerLink('registration'),
        userKeys.me(),
        profileKeys.paymentDetails(),
      ],
    },
  ],
];

describe('each mutation invalidates its own keys, against the mock', () => {
  it.each(cases)('%s', async (_name, { mutation, variables, invalidates }) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Cached reads with no observer: invalidation marks them and refetches nothing.
    for (const key of [...invalidates, UNRELATED]) queryClient.setQueryData(key, { cached: true });
    const observer = new MutationObserver(queryClient, mutation(mock.client()) as never);
    await observer.mutate(variables() as never);
    for (const key of invalidates)
      expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    expect(queryClient.getQueryState(UNRELATED)?.isInvalidated).toBe(false);
  });

  it('writes the saved profile into the cache before the reads are refetched', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const sent = exampleBody('put', `${me}.json`) as Record<string, unknown>;
    queryClient.setQueryData(profileKeys.profile(), {
      fullName: 'Before',
      customQuestionAnswers: [],
    });
    const observer = new MutationObserver(queryClient, updateProfileMutation(mock.client()));
    await observer.mutate(sent as never);
    expect(queryClient.getQueryData(profileKeys.profile())).toMatchObject({
      fullName: sent.fullName,
    });
    expect(queryClient.getQueryState(profileKeys.profile())?.isInvalidated).toBe(true);
  });

  it('names every mutation under its area', () => {
    const keys = cases.map(([, { mutation }]) => mutation(mock.client()).mutationKey);
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(cases.length);
  });
});
