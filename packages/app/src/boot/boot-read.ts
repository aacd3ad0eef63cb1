/** What src/boot/main.ts fires on `window` when it has painted the page's heading or first card. */
export const BOOT_HEADING_EVENT = 'creator:boot-heading';

/** The opened page's heading as `src/boot/main.ts` (the boot script) painted it, in the user's language. */
export interface BootHeading {
  /** boot.js's name of the page: dashboard, campaigns or analytics. */
  page: string;
  language: string;
  title: string;
  subtitle?: string;
  /** On the campaigns list, once the opportunities have answered: the first card's (boot/paint-offer.ts). */
  offer?: BootOffer;
}

/** The first opportunity's card as the boot script painted it into the campaigns list's skeleton. */
export interface BootOffer {
  /** Its message as plain text, a line per block (security/plain-text.ts). */
  message: string;
  /** Whether the card has the estimate's second payment line. */
  estimated: boolean;
  /** Whether the card has the line of what is required. */
  requirements: boolean;
}

/** The reads `src/boot/main.ts` (the boot script) started before the app's code arrived, by absolute URL. */
export interface BootReads {
  /** When boot.js ran (Date.now()). */
  at: number;
  reads: Record<string, Promise<Response>>;
  /** Once the user is known, on a page boot.js knows: the heading painted (boot/boot-heading.ts). */
  heading?: BootHeading;
}

declare global {
  interface Window {
    __CREATOR_BOOT__?: BootReads;
  }
}

/**
 * How long a boot read may be taken over: the first page asks for its reads within this time;
 * a later read of the same URL (another visit of the page) wants a fresh answer.
 */
export const BOOT_READ_TTL_MS = 10_000;

/**
 * A fetch that answers the first GET of each URL boot.js started with the read already under
 * way (each taken once: later reads, a retry included, go to the network), and sends
 * everything else to `base`.
 */
export function withBootRead(
  base: typeof globalThis.fetch,
  win: Pick<Window, '__CREATOR_BOOT__'> = window,
  now: () => number = Date.now,
): typeof globalThis.fetch {
  return (input, init) => {
    const boot = win.__CREATOR_BOOT__;
    // Method and URL read without making a Request of `input`, which would use up a write's body.
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    if (boot && method.toUpperCase() === 'GET') {
      const url =
        input instanceof Request
          ? input.url
          : new URL(String(input), globalThis.location?.href).href;
      const early = boot.reads[url];
      if (early) {
        delete boot.reads[url];
        if (now() - boot.at <= BOOT_READ_TTL_MS) return early;
      }
    }
    return base(input, init);
  };
}
