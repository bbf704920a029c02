/**
 * The catalogues as Lingui's compiled messages, made at build time: `import messages from
 * "@matrimony/shared/copy/landing?compiled"` gives that module's one exported catalogue with each
 * message compiled by Lingui's own compiler (ICU placeholders, plurals). The app then ships Lingui's small
 * runtime without its message compiler (about 7 KB gzip, which the landing page's budget has no room for).
 *
 * The catalogue modules are TypeScript with imports of their own (prices, ages), so they are loaded with
 * tsx, as `npm start` loads the backend.
 */
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import type { Plugin } from "vite";

const SUFFIX = "?compiled";

export function compiledCopyPlugin(): Plugin {
  return {
    name: "matrimony-compiled-copy",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${SUFFIX}` : null;
    },
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      const module = (await tsImport(`${pathToFileURL(file).href}?t=${Date.now()}`, import.meta.url)) as Record<
        string,
        unknown
      >;
      const catalogues = Object.values(module).filter(
        (value): value is Record<string, string> => typeof value === "object" && value !== null,
      );
      if (catalogues.length !== 1)
        throw new Error(`${file} should export exactly one catalogue (found ${catalogues.length}).`);
      const compiled = Object.fromEntries(
        Object.entries(catalogues[0] ?? {}).map(([key, message]) => [key, compileMessage(message)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
