import { useLayoutEffect } from "react";
import { replayInputAfterHydration } from "./keepInput";

/**
 * Marks the page interactive once React has taken the page over, and first hands React what the member
 * typed and tapped on the prerendered HTML meanwhile (keepInput.ts). It sits in the page's own Suspense
 * boundary (SiteLayout): React hydrates each boundary of prerendered HTML in a later pass than the root, so
 * a mark at the root came while the page's form was still plain HTML (a radio picked then was lost). A
 * layout effect: it runs in the page's hydration commit, before any re-render could write React's empty
 * form state over the typing. Tests wait on the mark (`html[data-interactive]`).
 */
export function InteractiveMark() {
  useLayoutEffect(() => {
    replayInputAfterHydration();
    document.documentElement.dataset.interactive = "true";
  }, []);
  return null;
}
