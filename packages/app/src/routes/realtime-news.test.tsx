import { CreatorUiProvider } from '@creator/ui';
import { notifications } from '@mantine/notifications';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useNeedsConnection } from '../components/needs-connection';
import { applyLanguage, createI18n, TranslationsProvider } from '../i18n/i18n';
import { useRealtimeNews } from '../session/use-realtime-news';

const NEEDS_CONNECTION =
  'You are offline: this needs a connection. Nothing was sent and nothing you entered is lost; try again once you are back online.';

/** The news handler as the root shell wires it (RootShell.tsx), and a button that sends it a report. */
function ReportNews() {
  const { onLinkClick } = useNeedsConnection();
  const news = useRealtimeNews(onLinkClick);
  return (
    <button
      type="button"
      onClick={() =>
        news(
          'video_revenue_report_ready',
          { fileUrl: 'https://files.example.com/report.csv', month: '2026-10-01' },
          null,
        )
      }
    >
      News
    </button>
  );
}

async function renderNews() {
  const i18n = createI18n();
  await applyLanguage(i18n, 'en');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TranslationsProvider i18n={i18n}>
        <CreatorUiProvider env="test">
          <ReportNews />
        </CreatorUiProvider>
      </TranslationsProvider>
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'News' }));
  return screen.findByRole('link', { name: /Download the report/ });
}

/** Clicks `link` as the browser would; whether the app stopped the download. */
function click(link: HTMLElement): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => {
  onlineManager.setOnline(true);
  act(() => notifications.clean());
});

describe("a realtime notice's report link", () => {
  it('opens the report while online, saying nothing', async () => {
    const link = await renderNews();
    expect(link.getAttribute('href')).toBe('https://files.example.com/report.csv');
    expect(click(link)).toBe(false);
    expect(screen.queryByText(NEEDS_CONNECTION)).toBeNull();
  });

  it('offline, opens nothing and says it needs a connection; the same link works once online', async () => {
    const link = await renderNews();
    onlineManager.setOnline(false);
    expect(click(link)).toBe(true);
    expect(await screen.findByText(NEEDS_CONNECTION)).toBeTruthy();
    onlineManager.setOnline(true);
    expect(click(link)).toBe(false);
  });
});
