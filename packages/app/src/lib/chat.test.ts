import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadChatWidget, openChatWidget, resetChatWidget } from './chat';
import { chatScriptUrl } from './chat-url';

const details = { appId: 'nl3x9q2', userId: '4242', userHash: 'abc123' };
const script = () => document.head.querySelector<HTMLScriptElement>('script[src*="intercom"]');

afterEach(() => {
  script()?.remove();
  resetChatWidget();
});

describe('chat widget', () => {
  it('loads the script once, identified by the API hash, and opens only once it has loaded', () => {
    loadChatWidget(details);
    loadChatWidget(details);
    expect(document.head.querySelectorAll('script[src*="intercom"]')).toHaveLength(1);
    expect(script()?.src).toBe(chatScriptUrl('nl3x9q2'));
    expect(window.intercomSettings).toEqual({
      app_id: 'nl3x9q2',
      user_id: '4242',
      user_hash: 'abc123',
    });
    expect(openChatWidget()).toBe(false);

    const show = vi.fn();
    script()?.dispatchEvent(new Event('load'));
    window.Intercom = show;
    expect(openChatWidget()).toBe(true);
    expect(show).toHaveBeenCalledWith('show');
  });

  it('stays closed when the script is blocked', () => {
    loadChatWidget(details);
    script()?.dispatchEvent(new Event('error'));
    expect(openChatWidget()).toBe(false);
  });

  it('refuses an app id that is not plain letters and digits', () => {
    loadChatWidget({ ...details, appId: 'x"/><script>' });
    expect(script()).toBeNull();
    expect(openChatWidget()).toBe(false);
  });
});
