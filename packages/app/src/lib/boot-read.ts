/** The user read started by `public/boot.js` before the app's code arrived. */
interface BootRead {
  url: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __CREATOR_BOOT__?: BootRead;
  }
}

/**
 * A fetch that answers the first GET of the boot read's URL with the read already under way
 * (taken once: later reads, a retry included, go to the network), and sends everything else
 * to `base`.
 */
export function withBootRead(
  base: typeof globalThis.fetch,
  win: Pick<Window, '__CREATOR_BOOT__'> = window,
): typeof globalThis.fetch {
  return (input, init) => {
    const boot = win.__CREATOR_BOOT__;
    if (boot) {
      const request = new Request(input, init);
      if (request.method === 'GET' && request.url === boot.url) {
        delete win.__CREATOR_BOOT__;
        return boot.response;
      }
    }
    return base(input, init);
  };
}
