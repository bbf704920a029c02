import { useLayoutEffect, useState, type RefObject } from "react";

/**
 * The height that makes an element reach exactly the bottom of what the member sees: the visual
 * viewport's height less the element's own top. On a phone the on-screen keyboard shrinks the visual
 * viewport (not the layout one), so a thread sized this way keeps its composer just above the keyboard;
 * `resize` and `scroll` of `window.visualViewport` say when. Null until measured (CSS's 100dvh stands in).
 */
export function useThreadHeight(ref: RefObject<HTMLElement | null>): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const viewport = window.visualViewport;
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const visibleHeight = viewport ? viewport.height : window.innerHeight;
      // The element's top where the member sees it: its place in the layout viewport, less how far the
      // visual viewport has moved inside it (iOS moves it to show the focused composer).
      const top = element.getBoundingClientRect().top - (viewport ? viewport.offsetTop : 0);
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
  }, [ref]);
  return height;
}
