import type { Opportunity } from '@creator/api-client';
import { opportunityPayment } from '@creator/ui';
import { requirementSummary } from '../lib/requirement-summary';
import { plainText } from '../security/plain-text';
import { BOOT_HEADING_EVENT, type BootOffer } from './boot-read';

/** The first opportunity's card as the skeleton draws it, or undefined when it has no text to show. */
export function offerOf(list: unknown): BootOffer | undefined {
  // Checked as far as the card's text goes; an odd answer throws, and the caller paints nothing.
  const first = (Array.isArray(list) ? list[0] : undefined) as Opportunity | undefined;
  if (!first || typeof first !== 'object' || typeof first.message !== 'string') return undefined;
  const message = plainText(first.message);
  if (!message) return undefined;
  return {
    message,
    estimated: opportunityPayment(first).estimated,
    requirements: requirementSummary(first).length > 0,
  };
}

/**
 * The campaigns list's largest element is the first opportunity's message: painted here, into
 * the HTML's skeleton of the list, as soon as both the opportunities and the user (`userKnown`,
 * settled once the boot has followed the user's answer) are in, long before the list's code
 * has arrived and rendered. Only under the heading the user's answer let the boot paint: never
 * on a page the user is sent away from. Plain text only (`textContent`): the message is HTML
 * from the API, which reaches the page only through DOMPurify (security/SafeHtml.tsx), with
 * the page. Kept in __CREATOR_BOOT__.heading.offer with the heading's event, for React's loader
 * to draw it again (layout/FullPageLoader.tsx) until the page's own card takes its place.
 */
export async function paintOffer(answer: Response, userKnown: Promise<unknown>): Promise<void> {
  // Parsed while the user's answer may still be on its way.
  const list: unknown = await answer.json();
  await userKnown.catch(() => {});
  const boot = window.__CREATOR_BOOT__;
  // The heading is there: the user stays on the list, and the app has not taken it over.
  if (boot?.heading?.page !== 'campaigns') return;
  const offer = offerOf(list);
  if (!offer) return;
  boot.heading = { ...boot.heading, offer };
  const card = document.querySelector<HTMLElement>('.boot-page:not([data-page]) .boot-offer');
  const line = card?.querySelector<HTMLElement>('.boot-message');
  if (card && line) {
    card.setAttribute('data-estimated', String(offer.estimated));
    card.setAttribute('data-requirements', String(offer.requirements));
    line.textContent = offer.message;
    line.lang = boot.heading.language;
    line.className += ' boot-text';
  }
  window.dispatchEvent(new Event(BOOT_HEADING_EVENT));
}
