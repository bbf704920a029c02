import type { Page } from "playwright-core";

/**
 * Each text node in the page whose text matches `pattern`: its text, its width as drawn (its lines added up)
 * and the width of the same text in a new node beside it, out of the flow and on one line, shaped now. The
 * two differ when the browser kept an old shaping of the node (empty boxes, letters unjoined).
 */
export function drawnAndFreshWidths(page: Page, pattern: RegExp): Promise<[string, number, number][]> {
  return page.evaluate(
    ({ source, flags }) => {
      const matches = new RegExp(source, flags);
      const out: [string, number, number][] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        if (!matches.test(text.data) || !text.parentElement) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        const drawn = Array.from(range.getClientRects()).reduce((sum, rect) => sum + rect.width, 0);
        const copy = document.createElement("span");
        copy.style.cssText = "position:absolute;white-space:nowrap;visibility:hidden";
        copy.textContent = text.data;
        text.parentElement.append(copy);
        out.push([text.data, drawn, copy.getBoundingClientRect().width]);
        copy.remove();
      }
      return out;
    },
    { source: pattern.source, flags: pattern.flags },
  );
}

/** Whether the page has fetched the first Telugu face's cluster list (web/src/fonts/teluguFaceUpgrade.ts). */
export function clusterListFetched(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    performance.getEntriesByType("resource").some((entry) => entry.name.includes("/firstFaceClusters-")),
  );
}
