import { Box } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { useT } from '../../i18n/i18n';
import { decodeVideoUrl } from '../../routing/route-params';
import { pathTo } from '../../routing/routes';
import { RouteOverlay } from '../../routing/RouteOverlay';
import { useReads } from '../../routing/screen-reads';
import { isContentMedia } from './content-rules';
import { editDraftKey, readEditDraft } from './edit-draft';
import { submittedContentReads } from './reads';

// The modal's body padding, and the height its header (3.75rem at least) leaves.
const BODY_PADDING = 'var(--mb-padding, var(--mantine-spacing-md))';

/** A dark stage filling the full-screen modal under its header (over the body's padding). */
const STAGE: CSSProperties = {
  height: 'calc(100dvh - 3.75rem * var(--mantine-scale))',
  margin: `0 calc(${BODY_PADDING} * -1) calc(${BODY_PADDING} * -1)`,
  backgroundColor: '#000',
  overflow: 'hidden',
};

/** The video fills the stage, letterboxed to keep its aspect ratio. */
const VIDEO: CSSProperties = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
};

/**
 * The `submitted_content_video` player: full screen, the media URL from the route, played only
 * when it is one of the content's media the API gave (stored, or uploaded into the form's
 * draft); anything else is the not-found page. Closes to the form.
 */
export function SubmittedContentVideoPage() {
  const { t } = useT();
  const params = useParams();
  const campaignId = String(params.campaignId);
  const id = String(params.id);
  const content = useQuery(useReads(submittedContentReads).content);
  const src = decodeVideoUrl(params.videoUrlEncoded);
  const closeTo = pathTo('submitted_content', { campaignId, id });
  const drafted = readEditDraft(editDraftKey(campaignId, id))?.mediaFiles;
  const known = src !== null && isContentMedia(src, content.data?.mediaFiles ?? [], drafted);
  // The form under the player shows the content's own loading and failure.
  if (!content.isSuccess && !known && src !== null) return null;
  if (!src || !known) return <Navigate replace to={pathTo('not_found')} />;
  return (
    <RouteOverlay title={t('pages.submitted_content_video')} closeTo={closeTo} fullScreen>
      {() => (
        <Box style={STAGE}>
          <video
            src={src}
            controls
            autoPlay
            playsInline
            aria-label={t('content.player')}
            style={VIDEO}
          />
        </Box>
      )}
    </RouteOverlay>
  );
}
