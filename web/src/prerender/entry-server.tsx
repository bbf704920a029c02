/**
 * The prerender's entry (web/vite/prerender.ts builds it with Vite's SSR build): renders one public page in
 * one language to HTML with react-dom/static, which waits for the lazy page chunks and their words, so the
 * HTML holds the whole page. The tree is the browser's (App, RouteTree) in a static router whose links
 * carry the page's language, signed out, as a visitor (and a search engine) sees it.
 */
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createPath, Router, type Navigator } from "react-router-dom";
import { App } from "../App";
import { localize } from "../features/language/localizedHistory";
import type { PrerenderedPath } from "../features/language/localizedUrls";
import { headFor, headHtml, siteUrl } from "../features/seo/pageHead";
import type { Language } from "../features/language/language";
import { loadCopy, setLanguage } from "../i18n";
import { RouteTree } from "../Router";

export { siteUrl };
export type { PrerenderedPath, Language };

const refuse = () => {
  throw new Error("The prerender cannot navigate: a public page navigated while rendering.");
};

/** Links and hrefs as the browser's localized history writes them (features/language/localizedHistory.ts). */
const navigator: Navigator = {
  createHref: (to) => {
    const target = localize(to);
    return typeof target === "string" ? target : createPath(target);
  },
  go: refuse,
  push: refuse,
  replace: refuse,
};

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of stream)
    text += typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString("utf8");
  return text;
}

/** The page's body (what goes inside #root) and its head tags. Pages render one at a time: the language is global. */
export async function renderPage(route: PrerenderedPath, language: Language): Promise<{ body: string; head: string }> {
  await loadCopy(["landing", "public", "account", "member", "subscription"]);
  await setLanguage(language, false);
  // An error while rendering would leave that part to the browser: the build fails instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App
        router={
          <Router location={route} navigator={navigator} static>
            <RouteTree />
          </Router>
        }
      />
    </StrictMode>,
    // Every boundary in place: React otherwise moves large ones to the end with an inline script to put
    // them back, which the Content-Security-Policy (no inline scripts) rightly blocks.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length > 0) throw new Error(`Prerendering ${route} (${language}) failed`, { cause: errors[0] });
  const body = await toText(prelude);
  if (body.includes("<script"))
    throw new Error(
      `Prerendering ${route} (${language}) produced an inline script, which the Content-Security-Policy blocks.`,
    );
  return { body, head: headHtml(headFor(route, language)) };
}
