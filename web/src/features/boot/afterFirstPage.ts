/**
 * When work that no first paint needs may start: on the budget phone the line and the main thread
 * are full from the HTML until the first page's content is drawn, and whatever starts meanwhile delays it.
 * The document's load event is not enough on a member page: it comes before the page's code and words have
 * arrived (they are asked for by the app, not the HTML).
 */

/** How long the browser may wait for an idle moment before the work runs anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Calls `then` once the document has loaded and the browser is idle (or after IDLE_TIMEOUT_MS of waiting).
 * Returns a function that cancels it (for an effect's clean-up).
 */
export function afterLoadAndIdle(then: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) then();
  };
  const idle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 0);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", idle);
  };
}

let markDrawn: () => void = () => undefined;
const holds: Promise<unknown>[] = [];

/**
 * Resolves once the app has drawn its first page (FirstPageDrawn.tsx, in the page's own Suspense boundary)
 * and what the page was waiting for has come (holdFirstPageUntil).
 */
export const firstPageDrawn: Promise<void> = new Promise((resolve) => {
  markDrawn = resolve;
});

/**
 * Counts the first page as drawn only once `promise` has settled too: a member page's boot preloads its
 * code and words, and until they are in the page draws a stand-in (its loader), which commits first.
 */
export function holdFirstPageUntil(promise: Promise<unknown>): void {
  // Settled is enough: a failure is the page's to report.
  holds.push(promise.catch(() => undefined));
}

export function markFirstPageDrawn(): void {
  void Promise.all(holds).then(() => markDrawn());
}

/** Calls `then` once the app's first page has been drawn, the document has loaded and the browser is idle. */
export function afterFirstPage(then: () => void): void {
  void firstPageDrawn.then(() => {
    afterLoadAndIdle(then);
  });
}
