/**
 * The module map that `convexTest(schema, modules)` needs outside vite (no `import.meta.glob`): every
 * source file of `convex/`, keyed like the glob would be (`./members.ts`, `./_generated/api.js`), loaded
 * lazily with a dynamic import. We run under tsx/vitest, so `.ts` files import directly.
 */
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export type ModuleMap = Record<string, () => Promise<unknown>>;

/** The project's `convex/` folder, found from this file's place in the repository. */
export const DEFAULT_CONVEX_DIR = fileURLToPath(new URL("../../../convex", import.meta.url));

const SOURCE = /\.(ts|js)$/;

function isFunctionSource(name: string): boolean {
  return (
    SOURCE.test(name) &&
    !name.endsWith(".d.ts") &&
    !name.endsWith(".test.ts") &&
    name !== "test.fixtures.ts" &&
    name !== "test.setup.ts"
  );
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : listFiles(path);
    return isFunctionSource(entry.name) ? [path] : [];
  });
}

export function buildModuleMap(convexDir: string = DEFAULT_CONVEX_DIR): ModuleMap {
  const map: ModuleMap = {};
  for (const file of listFiles(convexDir)) {
    const key = `./${relative(convexDir, file).split(sep).join("/")}`;
    const url = pathToFileURL(file).href;
    // convex-test imports a function's module on every call; under tsx each `import()` goes through the
    // loader's resolve hook (a round trip to its worker thread) even when the module is loaded: keep it.
    let loaded: Promise<unknown> | null = null;
    map[key] = () => (loaded ??= import(url));
  }
  if (!Object.keys(map).some((key) => key.startsWith("./_generated/"))) {
    throw new Error(`No _generated folder in ${convexDir}: run \`npm run codegen\` first.`);
  }
  return map;
}

/** The module key of a function path (`members:register` → `./members.ts`), or null when absent. */
export function moduleKeyOf(map: ModuleMap, modulePath: string): string | null {
  for (const ext of [".ts", ".js"]) {
    const key = `./${modulePath}${ext}`;
    if (key in map) return key;
  }
  return null;
}
