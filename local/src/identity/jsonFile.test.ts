import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { JsonFile } from "./jsonFile";
import { makeDataDir, removeDataDir } from "../test/identityServer";

let dir: string;
beforeEach(async () => {
  dir = await makeDataDir();
});
afterEach(async () => {
  await removeDataDir(dir);
});

describe("JsonFile", () => {
  it("reads undefined before the first write", async () => {
    expect(await new JsonFile(join(dir, "a.json")).read()).toBeUndefined();
  });

  it("applies queued writes in order and leaves no temp files", async () => {
    const file = new JsonFile<{ n: number }>(join(dir, "a.json"));
    await Promise.all(Array.from({ length: 20 }, (_, n) => file.write({ n })));
    expect(await file.read()).toEqual({ n: 19 });
    expect(await readdir(dir)).toEqual(["a.json"]);
  });

  it("refuses a corrupt file instead of starting empty", async () => {
    await writeFile(join(dir, "a.json"), '{"users": [');
    await expect(new JsonFile(join(dir, "a.json")).read()).rejects.toThrow(/not valid JSON/);
  });

  it("keeps secrets readable by the owner only", async () => {
    const file = new JsonFile(join(dir, "a.json"));
    await file.write({ secret: true });
    expect((await stat(join(dir, "a.json"))).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(join(dir, "a.json"), "utf8"))).toEqual({ secret: true });
  });
});
