/**
 * The page the service worker shows when a page is opened without a connection (src/serviceWorker.ts names
 * it as the navigation fallback): `offline.html`, one small self-contained file in Telugu and in English.
 * Both at once because the worker cannot know the reader's language (it is kept in the page's storage), and
 * a family's phone is often read by both generations. No script (the policy allows none inline) and no
 * other file: "Try again" is a link to the address that failed, which the page keeps as its own.
 */
import type { Plugin } from "vite";
import { layoutCopy } from "../../shared/src/copy/layout";
import { layoutCopyTe } from "../../shared/src/copy/te/layout";

export const OFFLINE_PAGE = "offline.html";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Catalogue = Record<"app.offlineTitle" | "app.offlineBody" | "common.tryAgain", string>;

function section(lang: string, copy: Catalogue): string {
  return (
    `<section lang="${lang}"><h1>${escapeHtml(copy["app.offlineTitle"])}</h1><p>${escapeHtml(copy["app.offlineBody"])}</p>` +
    `<a href="">${escapeHtml(copy["common.tryAgain"])}</a></section>`
  );
}

export function offlinePageHtml(): string {
  return [
    "<!doctype html>",
    '<html lang="te">',
    '<head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    '<meta name="theme-color" content="#c2255c" /><meta name="robots" content="noindex" />',
    `<title>${escapeHtml(`${layoutCopyTe["app.offlineTitle"]} · ${layoutCopy["app.offlineTitle"]}`)}</title>`,
    "<style>body{margin:0;font-family:system-ui,sans-serif;color:#212529;background:#fff}main{max-width:30rem;margin:0 auto;padding:2rem 1rem}" +
      "h1{font-size:1.35rem;color:#c2255c;margin:0 0 .5rem}p{line-height:1.6;margin:0 0 1rem}section+section{border-top:1px solid #dee2e6;margin-top:1.5rem;padding-top:1.5rem}" +
      "a{display:inline-block;padding:.6rem 1.2rem;border-radius:.5rem;background:#c2255c;color:#fff;text-decoration:none;font-weight:600}</style>",
    "</head>",
    `<body><main>${section("te", layoutCopyTe)}${section("en", layoutCopy)}</main></body>`,
    "</html>",
    "",
  ].join("\n");
}

/** Emits offline.html into the build, where the service worker's precache list finds it. */
export function offlinePagePlugin(): Plugin {
  let ssr = false;
  return {
    name: "matrimony-offline-page",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (ssr) return;
      this.emitFile({ type: "asset", fileName: OFFLINE_PAGE, source: offlinePageHtml() });
    },
  };
}
