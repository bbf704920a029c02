/**
 * Which built files a page needs at once, read from the browser build's chunks: a prerendered page's code
 * and words (its modulepreload links), a member page's code and words (its shell's links), and the
 * stylesheets of that code. The template's own files (the app's entry and its imports) are in every page
 * already and are left out.
 */
import type { Language } from "./shellPreloads";

export interface ChunkInfo {
  fileName: string;
  imports: readonly string[];
  css: readonly string[];
}

/** The member parts of the layout, which SiteLayout fetches for every member page (vite/chunking.ts). */
const MEMBER_LAYOUT_MODULES = [
  "src/components/SiteLayout/MemberNavbar.tsx",
  "src/features/safety/NoticeBanner.tsx",
  "src/features/privacy/NumberRevealNotice.tsx",
];
/** A page-copy catalogue as the app loads it, compiled (compiledCopy.ts): shared/src/copy/<area>.ts or te/<area>.ts. */
const COPY_MODULE = /[\\/]shared[\\/]src[\\/]copy[\\/](te[\\/])?\w+\.ts\?compiled$/;
/** The copy areas a prerendered page loads (entry-server.tsx renders with them): the landing page only its own. */
const PUBLIC_PAGE_AREAS = ["landing", "public", "account", "member", "subscription"];

export class BundleGraph {
  /**
   * @param chunks every chunk of the browser build, by file
   * @param chunkOfModule module id (a path, with ?compiled for catalogues) → its chunk's file; every module,
   *   not only entries, as chunks may be merged (vite/chunking.ts)
   * @param inTemplate the files the built index.html already links
   */
  constructor(
    private readonly chunks: ReadonlyMap<string, ChunkInfo>,
    private readonly chunkOfModule: ReadonlyMap<string, string>,
    private readonly inTemplate: ReadonlySet<string>,
  ) {}

  /** The chunk of the module whose id ends so. */
  chunkOf(moduleSuffix: string): string {
    for (const [id, file] of this.chunkOfModule) if (id.endsWith(moduleSuffix)) return file;
    throw new Error(
      `The prerender found no chunk for ${moduleSuffix}: did Router.tsx or i18n.ts change how it is loaded?`,
    );
  }

  /** The roots and every chunk they import statically, depth first, in import order. */
  imports(roots: Iterable<string>): string[] {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of this.chunks.get(file)?.imports ?? []) visit(imported);
    };
    for (const root of roots) visit(root);
    return [...seen];
  }

  /** What the roots need besides what the template links already. */
  beyondTemplate(roots: Iterable<string>): string[] {
    return this.imports(roots).filter((file) => !this.inTemplate.has(file));
  }

  /** The stylesheets of these chunks the template does not link, once each. */
  css(files: readonly string[]): string[] {
    return [...new Set(files.flatMap((file) => this.chunks.get(file)?.css ?? []))].filter(
      (file) => !this.inTemplate.has(file),
    );
  }

  /** Each compiled copy catalogue's chunk in a language. */
  copyChunks(language: Language): string[] {
    return [...this.chunkOfModule].flatMap(([id, file]) => {
      const match = COPY_MODULE.exec(id);
      return match && (match[1] ? "te" : "en") === language ? [file] : [];
    });
  }
}

const copyModule = (area: string, language: Language) =>
  `shared/src/copy/${language === "te" ? "te/" : ""}${area}.ts?compiled`;

/** A prerendered page's code and the words its render used (entry-server.tsx), beyond the template's. */
export function publicPageChunks(graph: BundleGraph, route: string, page: string, language: Language): string[] {
  const areas = route === "/" ? ["landing"] : PUBLIC_PAGE_AREAS;
  const roots = [
    graph.chunkOf(`src/pages/${page}.page.tsx`),
    ...areas.map((area) => graph.chunkOf(copyModule(area, language))),
  ];
  if (language === "te") roots.push(graph.chunkOf(copyModule("core", "te")), graph.chunkOf(copyModule("layout", "te")));
  if (language === "te" && route !== "/") roots.push(graph.chunkOf("shared/src/copy/te/options.ts"));
  return graph.beyondTemplate(roots);
}

/** A member page's code: the page and the member layout's parts, beyond the template's. */
export function memberPageCode(graph: BundleGraph, page: string): string[] {
  return graph.beyondTemplate([
    graph.chunkOf(`src/pages/${page}.page.tsx`),
    ...MEMBER_LAYOUT_MODULES.map((module) => graph.chunkOf(module)),
  ]);
}

/** Every word chunk of a language; in Telugu the option labels too, which every member page shows (i18n.ts). */
export function memberWords(graph: BundleGraph, language: Language): string[] {
  const roots = graph.copyChunks(language);
  if (language === "te")
    roots.push(graph.chunkOf("src/features/options/optionLabels.ts"), graph.chunkOf("shared/src/copy/te/options.ts"));
  return graph.beyondTemplate(roots);
}

/** The Telugu words the app's first render waits for (core and layout: i18n.ts's `base`). */
export function wordsWithEntry(graph: BundleGraph): string[] {
  return graph.beyondTemplate([graph.chunkOf(copyModule("core", "te")), graph.chunkOf(copyModule("layout", "te"))]);
}

/** The chunks a module entry imports, without itself (the visitor entry's own imports). */
export function entryImports(graph: BundleGraph, entry: string): string[] {
  return graph.imports([entry]).filter((file) => file !== entry);
}

/**
 * A prerendered page's script preloads: the visitor entry's imports, and unless the page waits for a first
 * tap, the app's entry and the page's chunks (each file once, none the template preloads already).
 */
export function pageScriptPreloads(options: {
  visitorChunks: readonly string[];
  appEntry: string;
  pageChunks: readonly string[];
  hydrateOnIntent: boolean;
  /** The files the template links already (its preloads). */
  preloaded: ReadonlySet<string>;
}): { visitorChunks: string[]; appChunks: string[] } {
  if (options.hydrateOnIntent) return { visitorChunks: [...options.visitorChunks], appChunks: [] };
  const visitorOwn = new Set(options.visitorChunks);
  const linked = (file: string) => !options.preloaded.has(file);
  return {
    visitorChunks: options.visitorChunks.filter(linked),
    appChunks: [...new Set([options.appEntry, ...options.pageChunks])].filter(
      (file) => !visitorOwn.has(file) && linked(file),
    ),
  };
}
