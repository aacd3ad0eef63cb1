import type { SubmittedContent } from '@creator/api-client';
import { useLeaveGuard } from '../../forms/use-leave-guard';
import { pathTo } from '../../routing/routes';
import { isUnchanged } from './content-rules';
import { editDraftKey, readEditDraft } from './edit-draft';
import { draftOf } from './EditContentForm';

/**
 * The edit form's leave guard while its Comments tab shows: the form is unmounted there but
 * its draft is kept, so leaving the content's pages (a link, Back, a reload) from the tab asks
 * as the form itself would; its own tabs and player stay free.
 */
export function KeptEditGuard({
  campaignId,
  content,
}: {
  campaignId: string;
  content: SubmittedContent;
}) {
  const id = String(content.id);
  const kept = readEditDraft(editDraftKey(campaignId, id));
  const guard = useLeaveGuard(kept !== undefined && !isUnchanged(draftOf(content), kept), {
    within: pathTo('submitted_content', { campaignId, id }),
  });
  return guard.dialog;
}
