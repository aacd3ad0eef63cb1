import { lazy, Suspense, useSyncExternalStore } from 'react';
import { updateFlow as pageFlow, type UpdateFlow } from './update-flow';

/**
 * The notice's code loads once a version waits: it comes from the service worker, which is
 * the only way a new version arrives.
 */
const UpdateNotice = lazy(() =>
  import('./UpdateNotice').then((module) => ({ default: module.UpdateNotice })),
);

/** "A new version is ready" (UpdateNotice.tsx), once a new deployment's service worker waits. */
export function UpdatePrompt({ flow = pageFlow }: { flow?: UpdateFlow }) {
  const ready = useSyncExternalStore(flow.subscribe, flow.ready, () => false);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice flow={flow} />
    </Suspense>
  );
}
