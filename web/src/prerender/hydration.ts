/**
 * Whether this page started from prerendered HTML (main.tsx hydrates it). The prerender renders every page
 * as a visitor sees it, signed out; the first render in the browser must be the same or React throws the
 * HTML away (a hydration mismatch). So components that know more in the browser (who is signed in on this
 * device) start from the visitor's view and catch up in an effect, a moment later.
 */
let fromPrerender = false;

export function markHydrating(): void {
  fromPrerender = true;
}

export function startedFromPrerender(): boolean {
  return fromPrerender;
}
