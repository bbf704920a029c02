/**
 * Fewer script files per member page. Left to itself the bundler makes a chunk for every set of
 * pages sharing a module: /home fetched 69 script files, most of 1–2 KB, and on a phone's 150 ms round trip
 * with six connections at a time (HTTP/1.1) those requests, not their bytes, were the wait. Three groups
 * (Rolldown's `codeSplitting.groups`; no module is copied, so each still runs once):
 *
 * - `boot`: what the entry imports statically (`$initial`), one file beside the entry instead of eight;
 * - `member`: modules that two or more member pages use and no public page does, and the member parts of
 *   the layout (the member navbar, the notices): one file for what /home, /user/:id, /profile, ... share,
 *   while the public pages (the landing page's budget) keep theirs; what /home does not use goes to
 *   `member-more`;
 * - `shared`: what /home shares with other pages (Mantine's pieces, the app's helpers), and `shared-user`
 *   what a member's page shares with other pages and /home does not use;
 * - `words-en`, `words-te`: the page copy catalogues a page fetches together (Router.tsx's ALL_COPY), one
 *   file per language; the landing page's own catalogue stays apart; `base-te`: the Telugu core and layout
 *   copy, which load together;
 * - `ui-base`: what the landing page shares with /home and a member's page (see landingShared);
 *
 * Which pages use a module is read from the import graph. Importing `@mantine/core` reaches every
 * component through its index file (a "barrel" of re-exports), so a walk through it would find every
 * component used everywhere: the walk follows only the names a module imports from a barrel.
 */
import { readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Rolldown } from "vite";
import { PUBLIC_PAGE_NAMES } from "../src/routes";

type ChunkingContext = Rolldown.ChunkingContext;

const SRC = fileURLToPath(new URL("../src", import.meta.url));
const PAGES = join(SRC, "pages");

/** The public pages (src/routes.ts: prerendered or visitor-only); every other page module is a member page. */
const PUBLIC_PAGES: ReadonlySet<string> = new Set(PUBLIC_PAGE_NAMES);

/**
 * The member pages' own parts of the layout, which SiteLayout fetches lazily for every member page (so
 * visitors never do): counted as used by every member page.
 */
const MEMBER_LAYOUT = [
  "components/SiteLayout/MemberNavbar.tsx",
  "features/safety/NoticeBanner.tsx",
  "features/privacy/NumberRevealNotice.tsx",
];
const EVERY_MEMBER_PAGE = "(every member page)";
/** The pages a member opens first: the matches after signing in, and a match's page from there. */
const HOME = "Home";
const FIRST_MEMBER_PAGES = [HOME, "User"];

/** Barrels whose named imports are followed one by one (see above). */
const BARREL = /[\\/]node_modules[\\/]@mantine[\\/](core|hooks|form|notifications)[\\/]esm[\\/]index\.mjs$/;
/** The page copy catalogues (shared/src/copy/<area>.ts and te/<area>.ts), as compiledCopy.ts loads them. */
const COPY = /[\\/]shared[\\/]src[\\/]copy[\\/](te[\\/])?(\w+)\.ts(\?compiled)?$/;
/** Catalogues that are not fetched with every page: the English core and layout ship in the entry, the
 * landing page fetches only its own, the Telugu core and layout load together (`base-te`, BASE_COPY) and
 * the option labels on their own. */
const COPY_APART = new Set(["landing", "core", "layout", "options"]);
/** The catalogues every page shows (i18n.ts's `base`): in English in the entry, in Telugu one file. */
const BASE_COPY = new Set(["core", "layout"]);

const cleanId = (id: string) => id.replace(/\?.*$/, "");

/** `import { a, b as c } from "spec"` in a module's code: spec → imported names. */
function namedImports(code: string): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const match of code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const names = (match[1] ?? "")
      .split(",")
      .map(
        (n) =>
          n
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? "",
      )
      .filter(Boolean);
    const spec = match[2] ?? "";
    imports.set(spec, [...(imports.get(spec) ?? []), ...names]);
  }
  return imports;
}

/** A barrel's exported names → the module defining each. */
function barrelExports(barrelId: string, code: string): Map<string, string> {
  const local = new Map<string, string>();
  for (const [spec, names] of namedImports(code))
    for (const name of names) local.set(name, resolve(dirname(barrelId), spec));
  // `import { x as y }` binds y: namedImports keeps x, so also bind each alias.
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const part of (match[1] ?? "").split(",")) {
      const [, alias] = part.trim().split(/\s+as\s+/);
      if (alias) local.set(alias.trim(), resolve(dirname(barrelId), match[2] ?? ""));
    }
  }
  const exported = new Map<string, string>();
  for (const match of code.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of (match[1] ?? "").split(",")) {
      const [name = "", as] = part.trim().split(/\s+as\s+/);
      const target = local.get(name.trim());
      if (target) exported.set((as ?? name).trim(), target);
    }
  }
  return exported;
}

/** For each module, the pages that use it (by page name), read from the import graph once per build. */
function pageUsage(ctx: ChunkingContext): Map<string, Set<string>> {
  const barrels = new Map<string, Map<string, string>>();
  const usage = new Map<string, Set<string>>();
  const roots: [string, string][] = [
    ...readdirSync(PAGES)
      .filter((f) => f.endsWith(".page.tsx"))
      .map((f): [string, string] => [f.replace(".page.tsx", ""), join(PAGES, f)]),
    ...MEMBER_LAYOUT.map((path): [string, string] => [EVERY_MEMBER_PAGE, join(SRC, path)]),
  ];
  for (const [page, root] of roots) {
    const seen = new Set<string>();
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      let imports: Map<string, string[]> | undefined;
      for (const imported of info.importedIds) {
        if (!BARREL.test(imported)) {
          stack.push(imported);
          continue;
        }
        let exports = barrels.get(imported);
        if (!exports) {
          exports = barrelExports(imported, ctx.getModuleInfo(imported)?.code ?? "");
          barrels.set(imported, exports);
        }
        imports ??= namedImports(info.code ?? "");
        const names = [...imports.values()].flat();
        for (const name of names) {
          const target = exports.get(name);
          if (target) stack.push(target);
        }
      }
    }
    for (const id of seen) {
      const key = cleanId(id);
      usage.set(key, (usage.get(key) ?? new Set()).add(page));
    }
  }
  return usage;
}

/** The visitor entry: the one script of a prerendered page until the app is needed (web/vite/prerender.ts). */
const VISITOR_ENTRY = join(SRC, "visitor.ts");

/** The modules `root` imports statically, directly or through others (dynamic imports are not followed). */
function staticallyReachable(ctx: ChunkingContext, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(cleanId(id))) continue;
    seen.add(cleanId(id));
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** How many pages use a module: the member layout counts as two, being on every member page. */
function pageCount(pages: ReadonlySet<string>): number {
  let count = 0;
  for (const page of pages) count += page === EVERY_MEMBER_PAGE ? 2 : 1;
  return count;
}

/** Whether /home loads a module: /home's page uses it, or the member layout every member page loads. */
const usedOnHome = (pages: ReadonlySet<string>) => pages.has(HOME) || pages.has(EVERY_MEMBER_PAGE);

/** A page itself (src/pages/<Name>.page.tsx), which keeps its own chunk. */
export const isPageModule = (id: string) => /[\\/]pages[\\/]\w+\.page\.tsx$/.test(id);

/**
 * The groups below that a member page's shell fetches with the app and whose code its first render runs
 * (vite/compileHints.ts): the words are data, and what is fetched later (dialogs, menus) is not here.
 */
export const FIRST_RENDER_GROUPS: readonly string[] = [
  "member",
  "member-more",
  "shared",
  "shared-user",
  "ui-base",
] satisfies (ReturnType<typeof memberShared> | ReturnType<typeof sharedUi> | ReturnType<typeof landingShared>)[];

/**
 * The member pages' shared modules: used by two or more member pages and by no public page. What /home
 * (or every member page) uses is one file, `member`; the rest another, `member-more`, which /home does not
 * fetch (/home fetched the member page's and the profile's parts before its first paint).
 */
function memberShared(usage: Map<string, Set<string>>, id: string): "member" | "member-more" | null {
  const pages = usage.get(cleanId(id));
  if (!pages || isPageModule(id) || [...pages].some((page) => PUBLIC_PAGES.has(page))) return null;
  if (pageCount(pages) < 2) return null;
  return usedOnHome(pages) ? "member" : "member-more";
}

/**
 * The pages' other shared modules (Mantine's components and hooks, the app's shared helpers): used by two
 * or more pages, not by the landing page, and no page itself. One file: /home fetched 45 script files, most
 * of them 1–2 KB pieces of Mantine shared with the login and register forms, and on HTTP/1.1's six
 * connections at 150 ms a round trip each, those requests took longer than their bytes.
 */
function sharedUi(usage: Map<string, Set<string>>, id: string): "shared" | "shared-user" | null {
  const pages = usage.get(cleanId(id));
  if (!pages || pages.has("Landing") || isPageModule(id)) return null;
  if (pageCount(pages) < 2 || !FIRST_MEMBER_PAGES.some((page) => pages.has(page))) return null;
  // What /home uses is one file; what only a member's page (and others) uses another, which /home does
  // not fetch: its inputs, scroll areas and tables were a quarter of the file /home waited for.
  return usedOnHome(pages) ? "shared" : "shared-user";
}

/**
 * What the landing page shares with /home or a member's page (Mantine's Card, ThemeIcon and their helpers):
 * one file, `ui-base`, not four of about 1 KB each. Every module in it is one the landing page uses, so
 * its first tap fetches no more than before; /home and /user/:id fetch one file instead of four (* on HTTP/1.1's six
 * connections at a 150 ms round trip, each small file held up a connection).
 */
function landingShared(usage: Map<string, Set<string>>, id: string): "ui-base" | null {
  const pages = usage.get(cleanId(id));
  if (!pages || !pages.has("Landing") || isPageModule(id) || COPY.test(id)) return null;
  return FIRST_MEMBER_PAGES.some((page) => pages.has(page)) ? "ui-base" : null;
}

export function codeSplitting(): Rolldown.CodeSplittingOptions {
  let usage: Map<string, Set<string>> | undefined;
  let visitor: Set<string> | undefined;
  return {
    groups: [
      {
        debugName: "boot",
        priority: 3,
        tags: ["$initial"],
        // Only the app's: what the visitor entry (src/visitor.ts, every prerendered page's first script) imports
        // statically stays beside it, or the landing page would fetch the app's whole boot file with it.
        includeDependenciesRecursively: false,
        name: (id: string, ctx: ChunkingContext) => {
          visitor ??= staticallyReachable(ctx, VISITOR_ENTRY);
          return visitor.has(cleanId(id)) ? null : "boot";
        },
      },
      {
        debugName: "words",
        priority: 2,
        name: (id: string) => {
          const match = COPY.exec(id);
          if (!match) return null;
          // Telugu's core messages and layout copy load together (i18n.ts's `base`): one file, not two.
          if (match[1] && BASE_COPY.has(match[2] ?? "")) return "base-te";
          if (COPY_APART.has(match[2] ?? "")) return null;
          return match[1] ? "words-te" : "words-en";
        },
      },
      {
        debugName: "member",
        priority: 1,
        // Left on, the group would also take in what its modules import, such as the Mantine components a
        // match card shares with the landing page, and the landing page would fetch the whole group.
        includeDependenciesRecursively: false,
        name: (id: string, ctx: ChunkingContext) => {
          usage ??= pageUsage(ctx);
          visitor ??= staticallyReachable(ctx, VISITOR_ENTRY);
          // What the visitor entry imports stays beside it (a module both it and member code use, such as
          // features/boot/afterFirstPage.ts, would otherwise make every public page fetch this group).
          return visitor.has(cleanId(id)) ? null : memberShared(usage, id);
        },
      },
      {
        debugName: "ui-base",
        priority: 0,
        includeDependenciesRecursively: false,
        name: (id: string, ctx: ChunkingContext) => {
          usage ??= pageUsage(ctx);
          visitor ??= staticallyReachable(ctx, VISITOR_ENTRY);
          return visitor.has(cleanId(id)) ? null : landingShared(usage, id);
        },
      },
      {
        debugName: "shared",
        priority: 0,
        includeDependenciesRecursively: false,
        name: (id: string, ctx: ChunkingContext) => {
          usage ??= pageUsage(ctx);
          visitor ??= staticallyReachable(ctx, VISITOR_ENTRY);
          return visitor.has(cleanId(id)) ? null : sharedUi(usage, id);
        },
      },
    ],
  };
}
