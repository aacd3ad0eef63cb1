import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportIconFailures, type ErrorReport } from './error-report';

const failImage = (src: string) => {
  const img = document.createElement('img');
  img.src = src;
  document.body.appendChild(img);
  img.dispatchEvent(new Event('error'));
  return img;
};

let uninstall = () => undefined as void;
afterEach(() => {
  uninstall();
  document.body.replaceChildren();
});

describe('reportIconFailures', () => {
  it('reports an image that fails to load, once per URL, to the configured endpoint', () => {
    const send = vi.fn<(endpoint: string, report: ErrorReport) => void>();
    uninstall = reportIconFailures('/__mock/errors', { send });
    failImage('http://127.0.0.1:4010/__mock/media/logo/app-9.svg');
    failImage('http://127.0.0.1:4010/__mock/media/logo/app-9.svg');
    failImage('http://127.0.0.1:4010/__mock/media/logo/guide-302.svg');
    expect(send.mock.calls).toEqual([
      [
        '/__mock/errors',
        {
          kind: 'icon_load_failed',
          url: 'http://127.0.0.1:4010/__mock/media/logo/app-9.svg',
          page: window.location.pathname,
        },
      ],
      [
        '/__mock/errors',
        expect.objectContaining({ url: 'http://127.0.0.1:4010/__mock/media/logo/guide-302.svg' }),
      ],
    ]);
  });

  it('is off without an endpoint (the default)', () => {
    const send = vi.fn();
    uninstall = reportIconFailures(undefined, { send });
    failImage('https://cdn.example.com/icon.png');
    expect(send).not.toHaveBeenCalled();
  });

  it('ignores other elements and inline images', () => {
    const send = vi.fn();
    uninstall = reportIconFailures('/errors', { send });
    const script = document.createElement('script');
    document.body.appendChild(script);
    script.dispatchEvent(new Event('error'));
    failImage('data:image/png;base64,AAAA');
    expect(send).not.toHaveBeenCalled();
  });
});
