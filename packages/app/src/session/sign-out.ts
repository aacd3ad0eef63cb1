import type { MouseEvent } from 'react';
import { configUrl } from '../security/safe-url';
import { useServices } from './services';

/**
 * The sign-out link's props: the configured logout URL, and a click that first deletes what
 * the device kept of the user's data (docs/product-rules.md#offline), then leaves. A click
 * opening a new tab leaves the page as it is, but forgets all the same.
 */
export function useSignOutLink() {
  const { config, leave, forgetDeviceData } = useServices();
  const href = config.logoutUrl;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!forgetDeviceData) return;
    const forgetting = forgetDeviceData().catch(() => {});
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void forgetting.finally(() => leave(configUrl(href)));
  };
  return { href, onClick };
}
