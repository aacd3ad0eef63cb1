import { BOOT_HEADING_EVENT, type BootHeading } from './boot-read';

/** A page's heading as the build writes it into #boot-texts (build/boot-texts.ts). */
interface HeadingText {
  title: string;
  subtitle?: string;
}

/** A skeleton line showing `text` instead of its grey bar (index.html's .boot-text). */
function fillLine(line: HTMLElement | null, text: string, language: string): void {
  if (!line) return;
  line.textContent = text;
  line.lang = language;
  line.className += ' boot-text';
}

/** The heading of `page` in the user's language, from #boot-texts, or undefined when none fits. */
function headingOf(page: string, user: Record<string, unknown>): BootHeading | undefined {
  const texts = JSON.parse(document.getElementById('boot-texts')?.textContent ?? '{}') as Record<
    string,
    Record<string, HeadingText>
  >;
  // English for a language without a bundled catalogue, as the app.
  const language =
    typeof user.language === 'string' && Object.hasOwn(texts, user.language) ? user.language : 'en';
  const text = texts[language]?.[page];
  if (!text) return undefined;
  const name = typeof user.fullName === 'string' ? user.fullName : '';
  const placeholder = /\{\{\s*name\s*\}\}/g;
  if (!name && text.title.search(placeholder) >= 0) return undefined;
  return {
    page,
    language,
    title: text.title.replace(placeholder, () => name),
    ...(text.subtitle ? { subtitle: text.subtitle } : {}),
  };
}

/**
 * The opened page's heading in the user's language: the dashboard's greeting and subtitle,
 * the campaigns list's or analytics' title, painted into the HTML's skeleton the moment the user
 * is known, long before the code has arrived. Kept in __CREATOR_BOOT__.heading with an event,
 * for React's loader to draw it again (boot-heading.ts) until the page's own heading takes its
 * place.
 */
export function paintHeading(page: string, user: Record<string, unknown>): void {
  const boot = window.__CREATOR_BOOT__;
  const heading = headingOf(page, user);
  if (!boot || !heading) return;
  boot.heading = heading;
  // The HTML's own skeleton, unless React has already replaced it with its loader.
  const skeleton = document.querySelector(
    `.boot-page:not([data-page]) .boot-${page === 'dashboard' || page === 'campaigns' ? page : 'generic'}`,
  );
  if (skeleton) {
    fillLine(skeleton.querySelector('.boot-title'), heading.title, heading.language);
    if (heading.subtitle)
      fillLine(skeleton.querySelector('.boot-subtitle'), heading.subtitle, heading.language);
  }
  window.dispatchEvent(new Event(BOOT_HEADING_EVENT));
}

/**
 * A page's first Intl formatter loads ICU's data: about 12 ms here, 50 ms on a mid phone (4x
 * CPU), otherwise spent inside the first render that formats an amount or a count, which it
 * makes a long task. Built here instead, in the user's language, in a task of its own after
 * the frame that shows the heading, while the code is still downloading.
 */
export function warmFormats(language: string): void {
  requestAnimationFrame(() => {
    setTimeout(() => {
      try {
        new Intl.NumberFormat(language).format(0);
      } catch {
        // A language Intl does not know: the app's own first format pays instead.
      }
    }, 0);
  });
}
