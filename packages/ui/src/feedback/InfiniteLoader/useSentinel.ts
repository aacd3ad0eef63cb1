import { useEffect, useRef, useState } from 'react';

/**
 * Watches an element and reports whether it is within `distance` px below the viewport.
 * Returns the ref to put on the element and the current visibility.
 */
export function useSentinel(distance: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setVisible(entries.some((entry) => entry.isIntersecting)),
      // A bottom margin makes the sentinel "visible" this far before it scrolls into view.
      { rootMargin: `0px 0px ${distance}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [distance]);
  return { ref, visible };
}
