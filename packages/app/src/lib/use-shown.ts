import { useCallback, useEffect, useRef } from 'react';

/**
 * Whether the calling component is still on screen: true from its first render until React
 * unmounts it. An answer that arrives later moves the user on from a page only while that page
 * is shown: someone who went elsewhere meanwhile stays where they went.
 */
export function useShown(): () => boolean {
  const shown = useRef(true);
  useEffect(() => {
    // Set again on a remount (StrictMode mounts twice in development).
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return useCallback(() => shown.current, []);
}
