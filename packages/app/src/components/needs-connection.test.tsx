import { NetworkError } from '@creator/api-client';
import { CreatorUiProvider } from '@creator/ui';
import { onlineManager } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, createI18n, TranslationsProvider } from '../i18n/i18n';
import { useNeedsConnection } from './needs-connection';

const EN =
  'You are offline: this needs a connection. Nothing was sent and nothing you entered is lost; try again once you are back online.';

/** A button that leaves for a provider, a file link, and a request that fails with `failure`. */
function Actions({ action, failure }: { action: () => void; failure: unknown }) {
  const needs = useNeedsConnection();
  return (
    <>
      <button type="button" onClick={needs.whenOnline(action)}>
        Connect
      </button>
      <a href="https://files.example.com/report.pdf" onClick={needs.onLinkClick}>
        Report
      </a>
      <button type="button" onClick={() => needs.failedOffline(failure)}>
        Send
      </button>
    </>
  );
}

async function renderActions(failure: unknown = new Error('x'), language = 'en') {
  const i18n = createI18n();
  await applyLanguage(i18n, language);
  const action = vi.fn();
  render(
    <TranslationsProvider i18n={i18n}>
      <CreatorUiProvider env="test">
        <Actions action={action} failure={failure} />
      </CreatorUiProvider>
    </TranslationsProvider>,
  );
  return action;
}

afterEach(() => onlineManager.setOnline(true));

describe('an action that needs a connection', () => {
  it('runs while online, saying nothing', async () => {
    const action = await renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(action).toHaveBeenCalledOnce();
    expect(screen.queryByText(EN)).toBeNull();
  });

  it('offline, runs nothing and says it needs a connection; the same click works once online', async () => {
    const action = await renderActions();
    onlineManager.setOnline(false);
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(action).not.toHaveBeenCalled();
    expect(await screen.findByText(EN)).toBeTruthy();
    onlineManager.setOnline(true);
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(action).toHaveBeenCalledOnce();
  });

  it('offline, a link to a file opens nothing and says the same', async () => {
    await renderActions();
    onlineManager.setOnline(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'Report' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(await screen.findByText(EN)).toBeTruthy();
  });

  it('says it for a request cut by going offline, in Japanese too, and leaves other failures to the caller', async () => {
    await renderActions(new NetworkError('offline'), 'ja');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByText(/オフラインです/)).toBeNull();
    onlineManager.setOnline(false);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'オフラインです：この操作にはインターネット接続が必要です。何も送信されておらず、入力した内容は失われていません。オンラインに戻ってから、もう一度お試しください。',
      ),
    ).toBeTruthy();
  });
});
