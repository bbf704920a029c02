/**
 * Persistence in-process: files stored by an action, which convex-test commits before it keeps the bytes, survive a
 * restart.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import schema from "../../../convex/schema";
import { createEngine } from "./engine";
import { buildModuleMap } from "./modules";
import { createPersistence } from "./persist";

async function open(dataDir: string) {
  const engine = await createEngine(schema, buildModuleMap());
  const persistence = createPersistence(engine, dataDir, { log: () => undefined });
  await persistence.restore();
  engine.onCommit((commit) => persistence.record(commit));
  return { engine, persistence };
}

describe("persistence", () => {
  it("keeps a file an action stored, and its bytes, across a restart", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "persist-"));
    try {
      const first = await open(dataDir);
      const id = await first.engine.t.action(async (ctx) => await ctx.storage.store(new Blob(["from an action"])));
      await first.persistence.whenDurable();
      await first.persistence.close();
      expect(await readdir(join(dataDir, "files"))).toEqual([id]);

      const second = await open(dataDir);
      expect(await second.engine.readFile(id)?.text()).toBe("from an action");
      await second.persistence.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
