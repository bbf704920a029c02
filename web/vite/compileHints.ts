/**
 * V8's explicit compile hint: a script whose first line is `//# allFunctionsCalledOnLoad` has
 * every function compiled as it is parsed, on a background thread while the file downloads, instead of
 * each one on the main thread when first called (Chrome 136 and later; V8's "Giving V8 a heads-up" post
 * and the WICG explainer "Explicit JavaScript Compile Hints (File-based)"; other browsers read a comment).
 * On the bench's budget phone /user/:id's main thread spent 210–370 ms of its 4× slowed time compiling
 * functions of the app's entry and the page's files, between the entry's arrival and the LCP (bench/
 * page-main-thread.ts as it counted then, V8's re-parsing for DevTools included; 30–50 ms with the hint,
 * and 3 ms before the page's last file once that re-parsing is counted apart).
 *
 * Marked: the app's entry (React DOM, Convex's client, Mantine's core, the router, the boot: all run
 * before the first paint), the page chunks, and the groups a member page's shell fetches with the app
 * (chunking.ts's FIRST_RENDER_GROUPS). Not marked: the visitor entry (the prerendered pages' few KB),
 * the words (data), and what comes later (dialogs, menus, the toasts): eager compiling of code that may
 * never run costs the phone time and memory for nothing.
 *
 * The comment has to be the file's first line, and Vite puts its preload list (`__vite__mapDeps`) above
 * everything else after Rolldown's `postBanner`, and the minifier drops comments, so the hint is written
 * into the files once they are written (before prerender.ts compresses them in `closeBundle`), with the
 * source map shifted by its one line. It is part of the chunk's hash, so a file's name still changes with
 * its content.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Plugin, Rolldown } from "vite";
import { FIRST_RENDER_GROUPS, isPageModule } from "./chunking";

const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

type ChunkFacts = Pick<Rolldown.RenderedChunk, "name" | "isEntry" | "facadeModuleId">;

/** Whether a chunk's functions all run as the page it belongs to is first drawn. */
export function runsOnLoad(chunk: ChunkFacts): boolean {
  if (chunk.isEntry) return chunk.name === "index";
  if (chunk.facadeModuleId !== null && isPageModule(chunk.facadeModuleId)) return true;
  return FIRST_RENDER_GROUPS.includes(chunk.name);
}

/** A source map's mappings with one line more above the code (the hint's). */
export function shiftedMap(map: string): string {
  const parsed = JSON.parse(map) as { mappings: string };
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}

export function compileHintsPlugin(): Plugin {
  return {
    name: "matrimony-compile-hints",
    apply: "build",
    augmentChunkHash: (chunk) => (runsOnLoad(chunk) ? COMPILE_HINT : undefined),
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (dir === undefined) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !runsOnLoad(chunk)) continue;
        const file = join(dir, chunk.fileName);
        await writeFile(file, `${COMPILE_HINT}\n${await readFile(file, "utf8")}`);
        const map = await readFile(`${file}.map`, "utf8").catch(() => null);
        if (map !== null) await writeFile(`${file}.map`, shiftedMap(map));
      }
    },
  };
}
