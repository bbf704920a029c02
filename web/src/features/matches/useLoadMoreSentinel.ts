import { useEffect, useRef, useState } from "react";

/** Start loading the next page this far before the end of the list comes into view (about two phone screens). */
const AHEAD = "1200px 0px";

/**
 * Infinite scroll: returns a ref for an element placed after the list; `loadMore` runs when it nears the
 * viewport while `enabled`. The ref is a state setter so the observer follows the element as it mounts.
 */
export function useLoadMoreSentinel(enabled: boolean, loadMore: () => void) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const loadMoreRef = useRef(loadMore);
  useEffect(() => {
    loadMoreRef.current = loadMore;
  }, [loadMore]);

  useEffect(() => {
    if (!enabled || node === null || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, node]);

  return setNode;
}
