import { useEffect } from 'react';
import type { ContentDraft } from './content-rules';

/**
 * What was typed in the edit form, kept outside it while its content's page is on screen: the
 * form is unmounted while the Comments tab shows (and would be by any remount of the page), so
 * a draft held by the form alone would be lost on the way back to it.
 */
const drafts = new Map<string, ContentDraft>();
/** How many pages of each content are mounted (a remount briefly has none). */
const holders = new Map<string, number>();

/** The key of a content's draft. */
export const editDraftKey = (campaignId: string, contentId: string) => `${campaignId}/${contentId}`;

/** The kept draft of a content, if any. */
export const readEditDraft = (key: string): ContentDraft | undefined => drafts.get(key);

/** Keeps a content's draft (while a page of it is mounted, see useEditDraftHolder). */
export const saveEditDraft = (key: string, draft: ContentDraft) => void drafts.set(key, draft);

/** Forgets a content's draft (it was resubmitted). */
export const dropEditDraft = (key: string) => void drafts.delete(key);

/**
 * Keeps the content's draft while the calling page is mounted, and forgets it once no page of
 * that content is: a remount unmounts and mounts again in one commit, so the check waits a
 * task; leaving for another page (or reloading) starts the next visit from the stored content.
 */
export function useEditDraftHolder(key: string) {
  useEffect(() => {
    holders.set(key, (holders.get(key) ?? 0) + 1);
    return () => {
      const left = (holders.get(key) ?? 1) - 1;
      if (left > 0) return void holders.set(key, left);
      holders.delete(key);
      setTimeout(() => {
        if (!holders.has(key)) drafts.delete(key);
      }, 0);
    };
  }, [key]);
}
