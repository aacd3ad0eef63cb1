import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client.ts';
import type { CommentRequest, SubmittedContentRequest } from '../types.ts';
import { campaignKeys, pageOn } from './campaigns.ts';
import { invalidatingMutation } from './mutation.ts';

/** Key roots of submitted content, under their campaign (general to specific). */
export const contentKeys = {
  all: (campaignId: string) => [...campaignKeys.detail(campaignId), 'submitted-contents'] as const,
  list: (campaignId: string) => [...contentKeys.all(campaignId), 'list'] as const,
  contentTypes: (campaignId: string) => [...contentKeys.all(campaignId), 'content-types'] as const,
  detail: (campaignId: string, contentId: string) =>
    [...contentKeys.all(campaignId), contentId] as const,
  comments: (campaignId: string, contentId: string) =>
    [...contentKeys.detail(campaignId, contentId), 'comments'] as const,
};

const ids = (id: string, contentId: string) => ({ path: { id, contentId } });

/** The content submitted to a campaign, newest first, page by page. */
export const submittedContentsInfiniteQuery = (client: ApiClient, campaignId: string) =>
  infiniteQueryOptions({
    queryKey: contentKeys.list(campaignId),
    queryFn: ({ pageParam, signal }) =>
      client
        .GET('/api/user/me/campaigns/{id}/submitted_contents.json', {
          params: { path: { id: campaignId }, query: { next_page_token: pageParam } },
          signal,
        })
        .then(unwrap),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: pageOn,
  });

export const submittedContentQuery = (client: ApiClient, campaignId: string, contentId: string) =>
  queryOptions({
    queryKey: contentKeys.detail(campaignId, contentId),
    queryFn: ({ signal }) =>
      client
        .GET('/api/user/me/campaigns/{id}/submitted_contents/{contentId}.json', {
          params: ids(campaignId, contentId),
          signal,
        })
        .then(unwrap),
  });

export const commentsQuery = (client: ApiClient, campaignId: string, contentId: string) =>
  queryOptions({
    queryKey: contentKeys.comments(campaignId, contentId),
    queryFn: ({ signal }) =>
      client
        .GET('/api/user/me/campaigns/{id}/submitted_contents/{contentId}/comments.json', {
          params: ids(campaignId, contentId),
          signal,
        })
        .then(unwrap),
  });

export const availableContentTypesQuery = (client: ApiClient, campaignId: string) =>
  queryOptions({
    queryKey: contentKeys.contentTypes(campaignId),
    queryFn: ({ signal }) =>
      client
        .GET('/api/user/me/campaigns/{id}/submitted_contents/available_content_types.json', {
          params: { path: { id: campaignId } },
          signal,
        })
        .then(unwrap),
  });

/** Submits content for review (see createSubmittedContentMutation). */
export const createSubmittedContent = (
  client: ApiClient,
  campaignId: string,
  body: SubmittedContentRequest,
) =>
  client
    .POST('/api/user/me/campaigns/{id}/submitted_contents.json', {
      params: { path: { id: campaignId } },
      body,
    })
    .then(unwrap);

/** Resubmits content after a rejection (see updateSubmittedContentMutation). */
export const updateSubmittedContent = (
  client: ApiClient,
  campaignId: string,
  contentId: string,
  body: SubmittedContentRequest,
) =>
  client
    .PUT('/api/user/me/campaigns/{id}/submitted_contents/{contentId}.json', {
      params: ids(campaignId, contentId),
      body,
    })
    .then(unwrap);

/** Adds a comment (see createCommentMutation). */
export const createComment = (
  client: ApiClient,
  campaignId: string,
  contentId: string,
  body: CommentRequest,
) =>
  client
    .POST('/api/user/me/campaigns/{id}/submitted_contents/{contentId}/comments.json', {
      params: ids(campaignId, contentId),
      body,
    })
    .then(unwrap);

/** Marks the content's comments read (see markCommentsAsReadMutation). */
export const markCommentsAsRead = async (
  client: ApiClient,
  campaignId: string,
  contentId: string,
): Promise<void> => {
  await client.PUT(
    '/api/user/me/campaigns/{id}/submitted_contents/{contentId}/comments/mark_as_read.json',
    { params: ids(campaignId, contentId) },
  );
};

/** Which campaign a content write is for. */
export interface CampaignContentVariables {
  campaignId: string;
}

/** Which submitted content a write is for. */
export interface SubmittedContentVariables extends CampaignContentVariables {
  contentId: string;
}

/**
 * {@link createSubmittedContent} as a mutation: invalidates the campaign (with its submitted
 * contents, requirements and posts under it) and the campaign lists, whose cards show its next step.
 */
export const createSubmittedContentMutation = (client: ApiClient) =>
  invalidatingMutation({
    mutationKey: [...campaignKeys.all, 'submitted-contents', 'create'],
    mutationFn: ({
      campaignId,
      body,
    }: CampaignContentVariables & { body: SubmittedContentRequest }) =>
      createSubmittedContent(client, campaignId, body),
    invalidates: ({ campaignId }) => [campaignKeys.detail(campaignId), campaignKeys.lists()],
  });

/** {@link updateSubmittedContent} as a mutation: invalidates as {@link createSubmittedContentMutation}. */
export const updateSubmittedContentMutation = (client: ApiClient) =>
  invalidatingMutation({
    mutationKey: [...campaignKeys.all, 'submitted-contents', 'update'],
    mutationFn: ({
      campaignId,
      contentId,
      body,
    }: SubmittedContentVariables & { body: SubmittedContentRequest }) =>
      updateSubmittedContent(client, campaignId, contentId, body),
    invalidates: ({ campaignId }) => [campaignKeys.detail(campaignId), campaignKeys.lists()],
  });

/** {@link createComment} as a mutation: invalidates the content (its comment count) and its comments. */
export const createCommentMutation = (client: ApiClient) =>
  invalidatingMutation({
    mutationKey: [...campaignKeys.all, 'submitted-contents', 'comments', 'create'],
    mutationFn: ({
      campaignId,
      contentId,
      body,
    }: SubmittedContentVariables & { body: CommentRequest }) =>
      createComment(client, campaignId, contentId, body),
    invalidates: ({ campaignId, contentId }) => [contentKeys.detail(campaignId, contentId)],
  });

/**
 * {@link markCommentsAsRead} as a mutation: invalidates the campaign's submitted contents (their
 * unread counts) and the campaign lists (their "new reviews" flag).
 */
export const markCommentsAsReadMutation = (client: ApiClient) =>
  invalidatingMutation({
    mutationKey: [...campaignKeys.all, 'submitted-contents', 'comments', 'mark-as-read'],
    mutationFn: ({ campaignId, contentId }: SubmittedContentVariables) =>
      markCommentsAsRead(client, campaignId, contentId),
    invalidates: ({ campaignId }) => [contentKeys.all(campaignId), campaignKeys.lists()],
  });
