/**
 * The app imports Mantine's styles component by component (src/mantineStyles.ts) rather than the whole of
 * `@mantine/core/styles.css`. This check fails the build when a Mantine component in the bundle has styles
 * of its own that nothing imports: it would show unstyled. Which components are in the bundle is read from
 * their CSS-module files (`@mantine/core/esm/components/<Name>/<Name>.module.mjs`), which Mantine keeps
 * beside each component whose styles are `@mantine/core/styles/<Name>.css`.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const COMPONENT_CLASSES = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|core)[\\/](?:.*[\\/])?(\w+)\.module\.mjs$/;
const COMPONENT_STYLES = /[\\/]@mantine[\\/]core[\\/]styles[\\/](\w+)\.css$/;
const ALL_STYLES = /[\\/]@mantine[\\/]core[\\/]styles\.css$/;

/** Component names whose classes are bundled but whose styles are not imported. */
export function unstyledComponents(moduleIds: Iterable<string>, stylesDir: string): string[] {
  const bundled = new Set<string>();
  const styled = new Set<string>();
  let all = false;
  for (const id of moduleIds) {
    const clean = id.replace(/\?.*$/, "");
    const component = COMPONENT_CLASSES.exec(clean)?.[1];
    if (component) bundled.add(component);
    const styles = COMPONENT_STYLES.exec(clean)?.[1];
    if (styles) styled.add(styles);
    if (ALL_STYLES.test(clean)) all = true;
  }
  if (all) return [];
  return [...bundled].filter((name) => !styled.has(name) && existsSync(join(stylesDir, `${name}.css`))).sort();
}

export function mantineStylesCheck(): Plugin {
  let ssr = false;
  return {
    name: "matrimony-mantine-styles-check",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      // The modules whose code is in the bundle (the barrel brings every component into the graph; unused
      // ones are left out of the chunks), and the stylesheets, which the graph keeps as modules.
      const rendered = Object.values(bundle).flatMap((item) =>
        item.type === "chunk"
          ? Object.entries(item.modules)
              .filter(([, m]) => m.renderedLength > 0)
              .map(([id]) => id)
          : [],
      );
      const stylesheets = [...this.getModuleIds()].filter((id) => /\.css(\?|$)/.test(id));
      const stylesDir = join(dirname(createRequire(import.meta.url).resolve("@mantine/core/styles.css")), "styles");
      const missing = unstyledComponents([...rendered, ...stylesheets], stylesDir);
      if (missing.length > 0) {
        this.error(
          `Mantine components without their styles: ${missing.join(", ")}. Add "@mantine/core/styles/<Name>.css" for each to web/src/mantineStyles.ts, in the order of @mantine/core/styles.css.`,
        );
      }
    },
  };
}
