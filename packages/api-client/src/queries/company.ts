import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client.ts';

/** Key roots of the company area and the shared reference data, general to specific. */
export const companyKeys = {
  all: ['company'] as const,
  detail: () => [...companyKeys.all, 'detail'] as const,
  apps: () => [...companyKeys.all, 'apps'] as const,
  customQuestions: () => [...companyKeys.all, 'custom-questions'] as const,
};

export const translationKeys = {
  all: ['translations'] as const,
  language: (language: string) => [...translationKeys.all, language] as const,
};

export const companyQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: companyKeys.detail(),
    queryFn: ({ signal }) => client.GET('/api/user/company.json', { signal }).then(unwrap),
  });

export const appsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: companyKeys.apps(),
    queryFn: ({ signal }) => client.GET('/api/user/company/apps.json', { signal }).then(unwrap),
  });

export const customQuestionsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: companyKeys.customQuestions(),
    queryFn: ({ signal }) =>
      client.GET('/api/user/company/custom_questions.json', { signal }).then(unwrap),
  });

/** The dashboard's texts in a language (ISO 639-1); they rarely change, so kept for long. */
export const translationsQuery = (client: ApiClient, language: string) =>
  queryOptions({
    queryKey: translationKeys.language(language),
    queryFn: ({ signal }) =>
      client
        .GET('/api/translations/{language}.json', { params: { path: { language } }, signal })
        .then(unwrap),
    staleTime: Infinity,
  });
