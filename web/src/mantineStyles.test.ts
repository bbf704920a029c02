import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { unstyledComponents } from "../vite/mantineStyles";

const stylesCss = createRequire(import.meta.url).resolve("@mantine/core/styles.css");
const stylesDir = join(dirname(stylesCss), "styles");
const component = (name: string) => `/app/node_modules/@mantine/core/esm/components/${name}/${name}.module.mjs`;
const styles = (name: string) => `/app/node_modules/@mantine/core/styles/${name}.css`;

describe("the build's check of Mantine's styles (vite/mantineStyles.ts)", () => {
  it.each([
    { case: "a component with its styles imported", ids: [component("Button"), styles("Button")], missing: [] },
    { case: "a component without", ids: [component("Button"), component("Tabs"), styles("Button")], missing: ["Tabs"] },
    {
      case: "the whole stylesheet imported",
      ids: [component("Tabs"), "/app/node_modules/@mantine/core/styles.css"],
      missing: [],
    },
    { case: "a stylesheet with a query", ids: [component("Tabs"), `${styles("Tabs")}?direct`], missing: [] },
  ])("$case", ({ ids, missing }) => {
    expect(unstyledComponents(ids, stylesDir)).toEqual(missing);
  });
});

describe("src/mantineStyles.ts", () => {
  it("imports Mantine's stylesheets in the order @mantine/core/styles.css has them (a component's after what it is built on)", () => {
    const all = readFileSync(stylesCss, "utf8");
    const imported = [
      ...readFileSync(join(__dirname, "mantineStyles.ts"), "utf8").matchAll(
        /import "@mantine\/core\/styles\/([\w-]+)\.css";/g,
      ),
    ].map((m) => m[1] ?? "");
    expect(imported.slice(0, 3)).toEqual(["baseline", "default-css-variables", "global"]);
    const positions = imported.map((name) =>
      all.indexOf(
        readFileSync(join(stylesDir, `${name}.css`), "utf8")
          .trim()
          .slice(0, 200),
      ),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
