import { describe, expect, it } from "vitest";
import configSource from "./convex.config.ts?raw";
import { BACKEND_ENV } from "./test.setup";

describe("test.setup.ts", () => {
  it("clears every variable convex.config.ts declares, so the e2e stack's values never reach a convex suite", () => {
    const declared = [...configSource.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]);
    expect(declared.length).toBeGreaterThan(5);
    expect([...BACKEND_ENV].sort()).toEqual([...declared].sort());
  });
});
