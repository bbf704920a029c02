/**
 * The model's modules import each other without cycles and only downwards through its layers: the shared
 * helpers in model/ (errors, validation, audit, identity), then members/ (with interests/ and safety/), then
 * matching/, payments/, admin/. A cycle makes load order matter (a value read before its module finished
 * loading is undefined); something two domains need moves down, as `members/purge.ts` did for the two
 * deletions.
 */
import ts from "typescript";
import { describe, expect, test } from "vitest";

/** Every model source, as text, keyed "./dir/file.ts" relative to this folder. */
const sources = import.meta.glob<string>(["./**/*.ts", "!./**/*.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Resolve a relative specifier from `from` to a model file key, or null when it leaves the model. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  if (parts[0] !== ".") return null; // above convex/model (validators, _generated)
  const base = parts.join("/");
  for (const candidate of [`${base}.ts`, `${base}/index.ts`]) if (candidate in sources) return candidate;
  return null;
}

/** Module → the model modules it imports (value and type imports, re-exports, dynamic imports). */
function importGraph(files: Record<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of Object.entries(files)) {
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles.map((f) => resolve(file, f.fileName)).filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

/** Each cycle once, as the path of modules that leads back to its first one. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const visit = (node: string): void => {
    state.set(node, "visiting");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "visiting") cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

/**
 * The layers, lowest first: a module imports from its own layer or a lower one, never a higher one.
 * The providers (email, sms, the login deletion) sit just above the helpers; verification, parents and notifications
 * are
 * what members' own actions write, so they share the members layer (a member's edit revokes a badge, an
 * interest notifies, and each of them reads members' helpers). Interests and safety share it too: the
 * privacy rules ask whether an interest was accepted and the visibility rule whether a block stands, while
 * interests and safety read members' cards and contacts. Matching (the matches list, its refine step and
 * exclusions, shortlist and "not interested") reads all of them and nothing below reads it.
 */
const LAYERS: readonly (readonly string[])[] = [
  [""],
  ["email", "sms", "identityDeletion"],
  ["members", "interests", "safety", "verification", "parents", "notifications", "conversations", "push", "whatsapp"],
  ["matching"],
  ["invoices"],
  ["payments"],
  ["admin"],
];

function layerOf(file: string): number {
  const parts = file.split("/");
  const folder = parts.length > 2 ? (parts[1] ?? "") : "";
  const rank = LAYERS.findIndex((layer) => layer.includes(folder));
  if (rank < 0) throw new Error(`${file} is in no layer: add its folder to LAYERS`);
  return rank;
}

describe("convex/model imports", () => {
  const graph = importGraph(sources);

  test("the walk sees the model's modules and their imports", () => {
    expect(graph.size).toBeGreaterThan(20);
    expect(graph.get("./admin/deletion.ts")).toContain("./members/purge.ts");
  });

  test("have no cycle", () => {
    const cycles = findCycles(graph).map((cycle) => cycle.join(" → "));
    expect(cycles).toEqual([]);
  });

  test("follow the layers: helpers, then members/, matching/, payments/, admin/", () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      targets.filter((target) => layerOf(target) > layerOf(file)).map((target) => `${file} → ${target}`),
    );
    expect(upward).toEqual([]);
  });

  test.each([
    ["a two-module cycle", { "./a.ts": ["./b.ts"], "./b.ts": ["./a.ts"] }, [["./a.ts", "./b.ts", "./a.ts"]]],
    [
      "a longer cycle",
      { "./a.ts": ["./b.ts"], "./b.ts": ["./c.ts"], "./c.ts": ["./a.ts"] },
      [["./a.ts", "./b.ts", "./c.ts", "./a.ts"]],
    ],
    ["a module importing itself", { "./a.ts": ["./a.ts"] }, [["./a.ts", "./a.ts"]]],
    [
      "a diamond, which is no cycle",
      { "./a.ts": ["./b.ts", "./c.ts"], "./b.ts": ["./d.ts"], "./c.ts": ["./d.ts"], "./d.ts": [] },
      [],
    ],
  ])("findCycles: %s", (_name, edges, expected) => {
    expect(findCycles(new Map(Object.entries(edges)))).toEqual(expected);
  });
});
