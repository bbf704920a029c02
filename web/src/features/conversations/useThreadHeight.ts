import { useLayoutEffect, useState, type RefObject } from "react";

/**
 * The height that makes an element reach exactly the bottom of what the member sees when the page is at
 * its top: the visual viewport's height less the element's place in the page. On a phone the on-screen
 * keyboard shrinks the visual viewport (not the layout one), so a thread sized this way keeps its composer
 * just above the keyboard; `resize` and `scroll` of `window.visualViewport` say when. Null until measured
 * (CSS's 100dvh less the navbar stands in).
 */
export function useThreadHeight(
  ref: RefObject<HTMLElement | null>,
  /** The element is drawn (measured again when it appears). */ drawn: boolean,
): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const viewport = window.visualViewport;
    const measure = () => {
      const element = ref.current;
      if (!drawn || !element) return;
      const visibleHeight = viewport ? viewport.height : window.innerHeight;
      // The element's place in the page (the navbar above it), not where the window's scroll puts it now:
      // sized from where it sits on screen, it would grow as the window scrolls, and let it scroll further.
      const top = element.getBoundingClientRect().top + window.scrollY;
      const next = Math.max(240, Math.floor(visibleHeight - top));
      setHeight((current) => (current === next ? current : next));
    };
    measure();
    viewport?.addEventListener("resize", measure);
    viewport?.addEventListener("scroll", measure);
    window.addEventListener("resize", measure);
    return () => {
      viewport?.removeEventListener("resize", measure);
      viewport?.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [ref, drawn]);
  return height;
}
