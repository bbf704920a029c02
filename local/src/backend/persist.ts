/**
 * Keeps the engine's data on disk so that data, files and ids survive a restart:
 *   <dataDir>/db.json         every committed document (Convex JSON), id counters, the last commit ts
 *   <dataDir>/files/<id>      each stored file's bytes, named by storage id (its content type is in _storage)
 * Every file is written to a temp file, fsynced and renamed over the old one, files before db.json, so a
 * crash mid-write leaves the previous consistent snapshot. Start empty with `--fresh` or by deleting the folder.
 */
import { mkdir, open, readFile, readdir, rm } from "node:fs/promises";
import { writeFileAtomic } from "../atomicFile";
import { join } from "node:path";
import { convexToJson, jsonToConvex, type Value } from "convex/values";
import type { GenericSchema } from "convex/server";
import type { Engine, StoredDocument } from "./engine";

const FORMAT = 1;
const DEBOUNCE_MS = 50;

type Snapshot = { format: number; nextDocId: number; lastCreationTime: number; lastCommitTs: string; documents: unknown[] };

async function syncDir(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function createPersistence<S extends GenericSchema>(engine: Engine<S>, dataDir: string, log: (m: string, e?: unknown) => void) {
  const filesDir = join(dataDir, "files");
  const dbPath = join(dataDir, "db.json");
  const written = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let dirty = false;

  async function restore(): Promise<{ documents: number; files: number }> {
    await mkdir(filesDir, { recursive: true });
    let text: string;
    try {
      text = await readFile(dbPath, "utf8");
    } catch {
      return { documents: 0, files: 0 };
    }
    const snapshot = JSON.parse(text) as Snapshot;
    if (snapshot.format !== FORMAT) throw new Error(`${dbPath} has format ${snapshot.format}, expected ${FORMAT}; start with --fresh`);
    const documents = snapshot.documents.map((d) => jsonToConvex(d as Parameters<typeof jsonToConvex>[0]) as StoredDocument);
    const files = new Map<string, Blob>();
    for (const doc of documents) {
      if (!doc._id.endsWith("_storage")) continue;
      try {
        const bytes = await readFile(join(filesDir, doc._id));
        files.set(doc._id, new Blob([new Uint8Array(bytes)], { type: typeof doc.contentType === "string" ? doc.contentType : "" }));
        written.add(doc._id);
      } catch {
        log(`file ${doc._id} is missing from ${filesDir}`);
      }
    }
    engine.load({ documents, files, nextDocId: snapshot.nextDocId, lastCreationTime: snapshot.lastCreationTime, lastCommitTs: BigInt(snapshot.lastCommitTs) });
    return { documents: documents.length, files: files.size };
  }

  async function writeSnapshot(): Promise<void> {
    // Read the committed state synchronously: no transaction can interleave with this.
    const state = engine.state();
    const live = new Set(state.documents.filter((d) => d._id.endsWith("_storage")).map((d) => d._id));
    for (const [id, blob] of state.files) {
      if (!live.has(id) || written.has(id)) continue;
      await writeFileAtomic(join(filesDir, id), new Uint8Array(await blob.arrayBuffer()));
      written.add(id);
    }
    const snapshot: Snapshot = {
      format: FORMAT,
      nextDocId: state.nextDocId,
      lastCreationTime: state.lastCreationTime,
      lastCommitTs: state.lastCommitTs.toString(),
      documents: state.documents.map((d) => convexToJson(d as Value)),
    };
    await syncDir(filesDir);
    await writeFileAtomic(dbPath, JSON.stringify(snapshot));
    await syncDir(dataDir);
    // Only now, with db.json no longer naming them, may deleted files go.
    for (const name of await readdir(filesDir)) {
      if (!live.has(name)) {
        await rm(join(filesDir, name), { force: true });
        written.delete(name);
      }
    }
  }

  /** Write now (after any write in progress), and again if commits arrive meanwhile. */
  async function flush(): Promise<void> {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    dirty = true;
    while (running !== null) await running;
    if (!dirty) return;
    dirty = false;
    running = writeSnapshot()
      .catch((e: unknown) => log("snapshot failed", e))
      .finally(() => (running = null));
    await running;
  }

  return {
    restore,
    flush,
    /** After a commit: snapshot soon, coalescing bursts of commits. */
    schedule(): void {
      dirty = true;
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        void flush();
      }, DEBOUNCE_MS);
    },
  };
}

export type Persistence = ReturnType<typeof createPersistence>;
