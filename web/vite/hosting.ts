/**
 * How the member app's dist/ is served, in one place: the production host's rules (`_redirects` and cache
 * lines of `_headers`, the files Netlify and Cloudflare Pages both read) and the local preview server's
 * middleware, which follows the same rules so the e2e journeys and the benchmark run against what members get.
 *
 * - A prerendered page is a file: /faq → faq.html, /te/faq → te/faq.html, / → index.html, /te/ → te/index.html.
 * - Member pages → their own shell, shells/<page>.html (the empty shell with the page's code preloaded), and
 *   the other routes whose HTML is not prerendered → app.html, the empty shell; status 200.
 *   They are listed one by one: Cloudflare Pages applies a `/*` rule even where a file exists, which would
 *   hide the prerendered pages.
 * - Anything else → 404.html (the same shell; the app shows its "not found" page), status 404.
 * - Hashed assets (/assets/*) are cached for a year, immutable; HTML is revalidated on every visit.
 * - Text files go out compressed: the build writes .br and .gz beside them (compression.ts); the hosts
 *   compress by themselves.
 */
import { createReadStream } from "node:fs";
import { readFile, stat, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import {
  MEMBER_PAGE_MODULES,
  memberRoutePattern,
  memberShellFile,
  type MemberPageKey,
} from "../src/features/boot/memberRoutes";
import { pathInLanguage } from "../src/features/language/localizedUrls";
import { APP_ROUTES } from "../src/routes";

/**
 * Routes drawn in the browser from the shell that are no member page (src/routes.ts: public and not
 * prerendered, but for the not-found page): the payment steps, the partner redirects, one-time links.
 * Served from app.html.
 */
const OTHER_SHELL_ROUTES = APP_ROUTES.filter(
  (route) => route.access === "public" && !route.prerender && route.path !== "*",
).map((route) =>
  // A parameter (a shared link's token) as a splat, as for member pages: /biodata/:token → /biodata/*.
  encodeURI(route.path.replace(/\/:.*$/, "/*")),
);

/**
 * Public routes kept out of search engines (robotsDisallow: one-time and shared links, payment steps): their
 * shell already says `noindex` in a meta tag; the host says it in `X-Robots-Tag` too, which also covers a
 * crawler that reads robots.txt late or ignores it and fetches the page anyway.
 */
export const NOINDEX_ROUTES: readonly string[] = APP_ROUTES.filter(
  (route) => route.access === "public" && route.robotsDisallow,
).map((route) => encodeURI(route.path.replace(/\/:.*$/, "/*")));
export const NOINDEX = "noindex, nofollow";

/** Whether a request path is one of NOINDEX_ROUTES. */
export function isNoindex(pathname: string): boolean {
  return NOINDEX_ROUTES.some((route) =>
    route.endsWith("/*")
      ? pathname.startsWith(route.slice(0, -1))
      : encodeURI(pathname) === route || pathname === route,
  );
}

/**
 * Every route drawn in the browser from a shell, as the host matches it, with its file: a member page from
 * its own shell, which preloads the page's code (shells/home.html...; prerender.ts), the others from app.html.
 */
export const SHELL_ROUTES: readonly { route: string; file: string }[] = [
  ...(Object.keys(MEMBER_PAGE_MODULES) as MemberPageKey[]).map((key) => ({
    route: memberRoutePattern(key),
    file: memberShellFile(key),
  })),
  ...OTHER_SHELL_ROUTES.map((route) => ({ route, file: "app.html" })),
  // Splats last: the host takes the first rule that matches, and /messages/* would also match /messages.
].sort((a, b) => Number(a.route.endsWith("/*")) - Number(b.route.endsWith("/*")));

/**
 * The installed app's files under fixed names (vite/pwa.ts): revalidated like HTML, so a deploy's new
 * service worker is found on the next visit (browsers also skip the HTTP cache for the worker after a day).
 */
export const APP_FILES = ["/sw.js", "/manifest.webmanifest", "/offline.html"] as const;

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";

export const hostingRules = {
  redirects(): string {
    return [
      "# Written by the build (web/vite/hosting.ts). Prerendered public pages are files and need no rule;",
      "# the member pages are drawn in the browser from the shell. Other paths get 404.html.",
      ...SHELL_ROUTES.map(({ route, file }) => `${route} /${file} 200`),
      "",
    ].join("\n");
  },
  /** Lines appended to _headers: HTML is revalidated on every visit (assets are immutable, policy.ts). */
  cacheHeaders(prerendered: readonly string[]): string {
    const shells = new Set(SHELL_ROUTES.map(({ file }) => `/${file}`));
    const paths = [
      ...prerendered.flatMap((route) => [pathInLanguage(route, "en"), pathInLanguage(route, "te")]),
      ...SHELL_ROUTES.map(({ route }) => route),
      ...shells,
      "/404.html",
      "/sitemap.xml",
      "/robots.txt",
      ...APP_FILES,
    ];
    return [
      "",
      "# HTML and the files named in it: always revalidated, so a new release shows at once.",
      ...paths.flatMap((path) => [path, `  Cache-Control: ${REVALIDATE}`]),
      "",
      "# Shared links and one-time pages: never indexed, whatever a crawler makes of robots.txt.",
      ...NOINDEX_ROUTES.flatMap((path) => [path, `  X-Robots-Tag: ${NOINDEX}`]),
      "",
    ].join("\n");
  },
};

/** Writes dist/_redirects, and the cache lines after the security headers already in dist/_headers. */
export async function writeHostingFiles(outDir: string, prerendered: readonly string[]): Promise<void> {
  await writeFile(join(outDir, "_redirects"), hostingRules.redirects());
  const headers = join(outDir, "_headers");
  await writeFile(
    headers,
    `${await readFile(headers, "utf8").catch(() => "")}${hostingRules.cacheHeaders(prerendered)}`,
  );
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
};

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/** The shell a route is drawn from, or undefined when it has none. */
export function shellOf(pathname: string): string | undefined {
  return SHELL_ROUTES.find(({ route }) =>
    route.endsWith("/*")
      ? pathname.startsWith(route.slice(0, -1))
      : encodeURI(pathname) === route || pathname === route,
  )?.file;
}

/** The file for a request path and the status to answer with, as the production host resolves it. */
export async function resolveRequest(distDir: string, pathname: string): Promise<{ file: string; status: number }> {
  const inside = (relative: string) => {
    const file = normalize(join(distDir, relative));
    return file === distDir || file.startsWith(distDir + sep) ? file : null;
  };
  const candidates = pathname.endsWith("/")
    ? [`${pathname}index.html`]
    : [pathname, `${pathname}.html`, `${pathname}/index.html`];
  for (const candidate of candidates) {
    const file = inside(candidate);
    // Source files of the dist (the .br/.gz twins) are served only as encodings of their originals.
    if (file && !/\.(br|gz)$/.test(file) && (await isFile(file))) return { file, status: 200 };
  }
  const shell = shellOf(pathname);
  if (shell) return { file: join(distDir, shell), status: 200 };
  return { file: join(distDir, "404.html"), status: 404 };
}

/** Vite preview middleware: dist/ served as hostingRules describe, with the app's security headers. */
export function previewMiddleware(
  distDir: string,
  securityHeaders: () => Record<string, string | string[] | number | undefined>,
) {
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = new URL(req.url ?? "/", "http://localhost");
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return next();
    }
    resolveRequest(distDir, pathname)
      .then(async ({ file, status }) => {
        const accepts = String(req.headers["accept-encoding"] ?? "");
        const encodings: [string, string][] = [
          ["br", ".br"],
          ["gzip", ".gz"],
        ];
        let body = file;
        let encoding: string | undefined;
        for (const [name, suffix] of encodings) {
          if (new RegExp(`\\b${name}\\b`).test(accepts) && (await isFile(`${file}${suffix}`))) {
            body = `${file}${suffix}`;
            encoding = name;
            break;
          }
        }
        for (const [name, value] of Object.entries(securityHeaders()))
          if (value !== undefined) res.setHeader(name, value);
        res.statusCode = status;
        res.setHeader("Content-Type", TYPES[extname(file)] ?? "application/octet-stream");
        res.setHeader("Cache-Control", pathname.startsWith("/assets/") && status === 200 ? IMMUTABLE : REVALIDATE);
        res.setHeader("Vary", "Accept-Encoding");
        if (isNoindex(pathname)) res.setHeader("X-Robots-Tag", NOINDEX);
        if (encoding) res.setHeader("Content-Encoding", encoding);
        res.setHeader("Content-Length", (await stat(body)).size);
        if (req.method === "HEAD") return void res.end();
        createReadStream(body).on("error", next).pipe(res);
      })
      .catch(next);
  };
}
