import { Center } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { decodeVideoUrl } from '../../lib/route-params';
import { pathTo } from '../../lib/routes';
import { RouteOverlay } from '../../lib/RouteOverlay';

/**
 * The `submitted_content_video` player: full screen, the media URL from the route (only an
 * http(s) URL passes the gate; anything else is the not-found page). Closes to the form.
 */
export function SubmittedContentVideoPage() {
  const { t } = useT();
  const params = useParams();
  const src = decodeVideoUrl(params.videoUrlEncoded);
  const closeTo = pathTo('submitted_content', {
    campaignId: String(params.campaignId),
    id: String(params.id),
  });
  if (!src) return <Navigate replace to={pathTo('not_found')} />;
  return (
    <RouteOverlay title={t('pages.submitted_content_video')} closeTo={closeTo} fullScreen>
      {() => (
        <Center h="calc(100dvh - 80px)">
          <video
            src={src}
            controls
            autoPlay
            playsInline
            aria-label={t('content.player')}
            style={{ maxWidth: '100%', maxHeight: '100%' }}
          />
        </Center>
      )}
    </RouteOverlay>
  );
}
