import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router-dom";
import { recall, remember } from "./scrollMemory";

/** How long Back waits for a page's content (lazy chunk, live query) to be tall enough to scroll to. */
const RESTORE_WAIT_MS = 4000;
const SCROLL_Y = "scrollY";
/** Whether no page of this document has opened yet. */
let firstEntry = true;

/**
 * Where a page opens (issue: "pages open scrolled down"). A new page (link, redirect, navigate()) starts
 * at the top, or at its `#hash`; Back and Forward return to where the member was on that page, once its
 * content is tall enough again. react-router's own <ScrollRestoration> needs the data router, which the
 * app does not use (Router.tsx), and could not wait for Convex's live queries anyway.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
  }, []);

  // Remember this entry's position as the member scrolls. The last value is written when the entry is
  // left, from the scroll events seen before the next page replaced this one (its layout would clamp it);
  // without any, what was remembered stays. Not read at once: reading the position forces a layout before
  // the first paint (0.12 s of a member page's first load on the issue-18 bench's phone).
  useLayoutEffect(() => {
    const entry = location.key;
    let lastY: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      lastY = y;
      clearTimeout(timer);
      timer = setTimeout(() => remember(entry, SCROLL_Y, y), 150);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      clearTimeout(timer);
      if (lastY !== undefined) remember(entry, SCROLL_Y, lastY);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    let cancelled = false;
    let frame = 0;
    const stop = () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
    // The member taking over (a touch, the wheel, a key) ends any waiting.
    const interactions = ["wheel", "touchstart", "keydown", "mousedown"] as const;
    for (const name of interactions) window.addEventListener(name, stop, { passive: true, once: true });

    const started = performance.now();
    const hashTarget = location.hash ? decodeURIComponent(location.hash.slice(1)) : null;
    const savedY = navigationType === "POP" ? recall(location.key, SCROLL_Y) : undefined;

    const attempt = () => {
      if (cancelled) return;
      const timedOut = performance.now() - started > RESTORE_WAIT_MS;
      if (hashTarget !== null) {
        const element = document.getElementById(hashTarget);
        if (element) return element.scrollIntoView();
      } else {
        const target = savedY ?? 0;
        const maxY = document.documentElement.scrollHeight - window.innerHeight;
        if (maxY >= target || timedOut) return window.scrollTo(0, Math.min(target, Math.max(0, maxY)));
      }
      if (!timedOut) frame = requestAnimationFrame(attempt);
    };
    if (hashTarget === null && !savedY) {
      // The document's first page is at the top already (scrollRestoration is "manual"); scrolling there
      // would only force a layout before the first paint.
      if (!firstEntry) window.scrollTo(0, 0);
    } else attempt();
    firstEntry = false;

    return () => {
      stop();
      for (const name of interactions) window.removeEventListener(name, stop);
    };
  }, [location.key, location.hash, navigationType]);

  return null;
}
