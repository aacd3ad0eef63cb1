import { CreatorUiProvider } from '@creator/ui';
import { onlineManager } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, createI18n, TranslationsProvider } from '../i18n/i18n';
import { RouteError } from './RouteError';

/** A screen whose code fails to load (as a chunk does offline), under the route's error boundary. */
async function renderFailedScreen(language = 'en') {
  const i18n = createI18n();
  await applyLanguage(i18n, language);
  const reload = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/earnings',
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        errorElement: <RouteError reload={reload} />,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/earnings'] },
  );
  render(
    <TranslationsProvider i18n={i18n}>
      <CreatorUiProvider env="test">
        <RouterProvider router={router} />
      </CreatorUiProvider>
    </TranslationsProvider>,
  );
  return reload;
}

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

describe('a screen whose code fails to load', () => {
  it('online, says the page could not be shown, with a Reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = await renderFailedScreen();
    expect(
      await screen.findByRole('heading', { name: 'This page could not be shown' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offline, says it needs a connection to load the first time; Retry reloads once online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    onlineManager.setOnline(false);
    const reload = await renderFailedScreen();
    expect(
      await screen.findByRole('heading', { name: 'This page needs a connection' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'You are offline, and this page is not on this device yet: it needs a connection to load the first time. Retry once you are back online.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('This page could not be shown')).toBeNull();
    // Back online, the words stay, and Retry loads the page.
    onlineManager.setOnline(true);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { name: 'This page needs a connection' })).toBeVisible();
  });

  it('says it in Japanese too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    onlineManager.setOnline(false);
    await renderFailedScreen('ja');
    expect(
      await screen.findByRole('heading', { name: 'このページには接続が必要です' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: '再試行' })).toBeVisible();
  });
});
