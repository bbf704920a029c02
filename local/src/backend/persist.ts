/**
 * Durable storage of the engine's data, so that nothing acknowledged is lost on a crash:
 *   <dataDir>/log-<seq>.bin    append-only commit log: one checksummed record per commit, fsynced before
 *                              the commit is acknowledged; commits that arrive together share one fsync
 *   <dataDir>/snapshot.json    every document at one commit (checksummed), and the log that follows it
 *   <dataDir>/files/<id>       each stored file's bytes, written and fsynced before a log record names it
 * Compaction: open the next log, write the snapshot (temp file, fsync, rename, fsync the folder), then
 * delete the older logs; a crash at any point leaves a snapshot and the logs that complete it.
 * Recovery: load the snapshot, replay the logs after it, ignore (and cut off) a torn final record.
 * A damaged file stops start-up with a DamagedDataError naming it.
 */
import { fdatasyncSync, writeSync } from "node:fs";
import { mkdir, open, readFile, readdir, rm, type FileHandle } from "node:fs/promises";
import { join } from "node:path";
import { convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { GenericSchema } from "convex/server";
import { writeFileAtomic } from "../atomicFile";
import { DamagedDataError, decodeSnapshot, encodeRecord, encodeSnapshot, scanLog } from "./commitLog";
import type { Commit, StoredDocument } from "./documents";
import type { Engine } from "./engine";

/** Compact once the current log holds this much. */
const COMPACT_LOG_BYTES = 32 * 1024 * 1024;
const LOG_NAME = /^log-(\d{8})\.bin$/;
const SNAPSHOT = "snapshot.json";
/** The single-file snapshot of earlier versions, read once and replaced. */
const LEGACY_SNAPSHOT = "db.json";

type SnapshotBody = {
  logSeq: number;
  nextDocId: number;
  lastCreationTime: number;
  lastCommitTs: string;
  documents: JSONValue[];
};
type LogRecord = { ts: string; lastCreationTime: number; writes: Array<[string, JSONValue | null]> };
type Pending = { ts: bigint; bytes: Buffer | null; commit: Commit };
type Waiter = { ts: bigint; resolve(): void; reject(e: Error): void };

export type PersistenceOptions = {
  /** Compact when the log passes this many bytes (tests use a small figure). */
  compactLogBytes?: number;
  log(message: string, error?: unknown): void;
};

const logName = (seq: number) => `log-${String(seq).padStart(8, "0")}.bin`;

async function syncDir(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function decodeDocument(json: JSONValue): StoredDocument {
  return jsonToConvex(json) as StoredDocument;
}

export function createPersistence<S extends GenericSchema>(
  engine: Engine<S>,
  dataDir: string,
  options: PersistenceOptions,
) {
  const filesDir = join(dataDir, "files");
  const compactAt = options.compactLogBytes ?? COMPACT_LOG_BYTES;
  let logSeq = 1;
  let logHandle: FileHandle | null = null;
  let logBytes = 0;
  let queue: Pending[] = [];
  let waiters: Waiter[] = [];
  let durableTs = 0n;
  let writing: Promise<void> | null = null;
  let failure: Error | null = null;
  let closed = false;

  async function listLogs(): Promise<number[]> {
    return (await readdir(dataDir))
      .map((name) => LOG_NAME.exec(name)?.[1])
      .filter((seq): seq is string => seq !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
  }

  /** Temp files of writes cut short by a crash; nothing names them. */
  async function removeTempFiles(): Promise<void> {
    for (const dir of [dataDir, filesDir]) {
      for (const name of await readdir(dir)) if (name.endsWith(".tmp")) await rm(join(dir, name), { force: true });
    }
  }

  async function readSnapshot(): Promise<{ body: SnapshotBody; legacy: boolean } | null> {
    const path = join(dataDir, SNAPSHOT);
    const bytes = await readFile(path).catch(() => null);
    if (bytes !== null) return { body: decodeSnapshot(path, bytes) as SnapshotBody, legacy: false };
    const legacyPath = join(dataDir, LEGACY_SNAPSHOT);
    const text = await readFile(legacyPath, "utf8").catch(() => null);
    if (text === null) return null;
    let legacy: Omit<SnapshotBody, "logSeq"> & { format?: number };
    try {
      legacy = JSON.parse(text) as typeof legacy;
    } catch (e) {
      throw new DamagedDataError(legacyPath, `it is not valid JSON (${e instanceof Error ? e.message : String(e)})`);
    }
    if (legacy.format !== 1)
      throw new DamagedDataError(legacyPath, `it has format ${String(legacy.format)}, expected 1`);
    return { body: { ...legacy, logSeq: 1 }, legacy: true };
  }

  async function restore(): Promise<{ documents: number; files: number; tornTail: string | null }> {
    await mkdir(filesDir, { recursive: true });
    await removeTempFiles();
    const snapshot = await readSnapshot();
    const documents = new Map<string, StoredDocument>();
    let lastCommitTs = 0n;
    let lastCreationTime = 0;
    let nextDocId = 10000;
    if (snapshot !== null) {
      for (const json of snapshot.body.documents) {
        const doc = decodeDocument(json);
        documents.set(doc._id, doc);
      }
      lastCommitTs = BigInt(snapshot.body.lastCommitTs);
      lastCreationTime = snapshot.body.lastCreationTime;
      nextDocId = snapshot.body.nextDocId;
      logSeq = snapshot.body.logSeq;
    }
    const logs = await listLogs();
    // Logs older than the snapshot's were compacted into it; a crash kept them.
    for (const seq of logs.filter((s) => s < logSeq)) await rm(join(dataDir, logName(seq)), { force: true });
    const replay = logs.filter((s) => s >= logSeq);
    let tornTail: string | null = null;
    for (const [i, seq] of replay.entries()) {
      const path = join(dataDir, logName(seq));
      const scan = scanLog(path, await readFile(path));
      if (scan.tornTail !== null) {
        if (i !== replay.length - 1)
          throw new DamagedDataError(
            path,
            `${scan.tornTail}, and a later log (${logName(replay[i + 1] ?? 0)}) follows it`,
          );
        tornTail = `${path}: ${scan.tornTail}`;
        options.log(`ignoring a torn final record in ${path} (${scan.tornTail}): it was never acknowledged`);
        const handle = await open(path, "r+");
        await handle.truncate(scan.validBytes);
        await handle.sync();
        await handle.close();
      }
      for (const raw of scan.records) {
        const record = raw as LogRecord;
        const ts = BigInt(record.ts);
        if (ts <= lastCommitTs) continue;
        for (const [id, json] of record.writes) {
          if (json === null) documents.delete(id);
          else documents.set(id, decodeDocument(json));
        }
        lastCommitTs = ts;
        lastCreationTime = Math.max(lastCreationTime, record.lastCreationTime);
      }
      logSeq = seq;
    }
    // Files: load those a live document names; delete those nothing names (written before a crash cut
    // off the commit that would have named them, or left by a delete).
    const files = new Map<string, Blob>();
    const missing: string[] = [];
    for (const doc of documents.values()) {
      if (!doc._id.endsWith("_storage")) continue;
      const bytes = await readFile(join(filesDir, doc._id)).catch(() => null);
      if (bytes === null) missing.push(doc._id);
      else
        files.set(
          doc._id,
          new Blob([new Uint8Array(bytes)], { type: typeof doc.contentType === "string" ? doc.contentType : "" }),
        );
    }
    if (missing.length > 0)
      throw new DamagedDataError(
        filesDir,
        `${missing.length} stored file(s) named by the data are missing (${missing.slice(0, 3).join(", ")})`,
      );
    for (const name of await readdir(filesDir)) if (!files.has(name)) await rm(join(filesDir, name), { force: true });

    engine.load({ documents: [...documents.values()], files, nextDocId, lastCreationTime, lastCommitTs });
    durableTs = lastCommitTs;
    logHandle = await open(join(dataDir, logName(logSeq)), "a", 0o600);
    logBytes = (await logHandle.stat()).size;
    await syncDir(dataDir);
    if (snapshot?.legacy === true) {
      await compact();
      await rm(join(dataDir, LEGACY_SNAPSHOT), { force: true });
      await syncDir(dataDir);
    }
    return { documents: documents.size, files: files.size, tornTail };
  }

  /** Called synchronously at each commit: queue its record for the next group write. */
  function record(commit: Commit): void {
    if (closed) return;
    let lastCreationTime = 0;
    for (const w of commit.writes)
      if (w.after !== null && w.before === null) lastCreationTime = Math.max(lastCreationTime, w.after._creationTime);
    const payload: LogRecord = {
      ts: commit.ts.toString(),
      lastCreationTime,
      writes: commit.writes.map((w) => [w.id, w.after === null ? null : convexToJson(w.after as Value)]),
    };
    queue.push({ ts: commit.ts, bytes: commit.writes.length === 0 ? null : encodeRecord(payload), commit });
    if (writing === null) writing = writeLoop();
  }

  async function writeFiles(batch: Pending[]): Promise<void> {
    let wrote = false;
    for (const { commit } of batch) {
      for (const w of commit.writes) {
        if (w.table !== "_storage" || w.after === null || w.before !== null) continue;
        // An action's `storage.store` commits the row before convex-test keeps the bytes: give it a turn.
        let blob = engine.readFile(w.id);
        for (let attempt = 0; blob === null && attempt < 3; attempt++) {
          await new Promise<void>((resolve) => setImmediate(resolve));
          blob = engine.readFile(w.id);
        }
        if (blob === null) {
          options.log(`stored file ${w.id} had no bytes when its commit was written`);
          continue;
        }
        await writeFileAtomic(join(filesDir, w.id), new Uint8Array(await blob.arrayBuffer()));
        wrote = true;
      }
    }
    if (wrote) await syncDir(filesDir);
  }

  async function removeDeletedFiles(batch: Pending[]): Promise<void> {
    for (const { commit } of batch) {
      for (const w of commit.writes)
        if (w.table === "_storage" && w.after === null) await rm(join(filesDir, w.id), { force: true });
    }
  }

  function settle(): void {
    const still: Waiter[] = [];
    for (const w of waiters) {
      if (failure !== null) w.reject(failure);
      else if (w.ts <= durableTs) w.resolve();
      else still.push(w);
    }
    waiters = still;
  }

  /**
   * Group commit: everything queued since the last write is written and fsynced together. The
   * loop clears `writing` in the same synchronous step in which it finds the queue empty, so a commit
   * recorded at any moment either joins this loop or starts the next one.
   */
  async function writeLoop(): Promise<void> {
    // Let the commits of this turn of the event loop join the first group.
    await new Promise<void>((resolve) => setImmediate(resolve));
    for (;;) {
      if (queue.length === 0 || failure !== null) {
        writing = null;
        return;
      }
      const batch = queue;
      queue = [];
      try {
        await writeFiles(batch);
        const bytes = Buffer.concat(batch.flatMap((p) => (p.bytes === null ? [] : [p.bytes])));
        const handle = logHandle;
        if (handle === null) throw new Error("the commit log is not open");
        if (bytes.length > 0) {
          // Written and synced in place, not through the thread pool: each awaited step waited for the
          // event loop to come round, behind the queries of every connection (about 1 s under load).
          writeAllSync(handle.fd, bytes);
          fdatasyncSync(handle.fd);
          logBytes += bytes.length;
        }
        durableTs = batch[batch.length - 1]?.ts ?? durableTs;
        settle();
        await removeDeletedFiles(batch);
        if (logBytes >= compactAt) await compact();
      } catch (e) {
        failure = new Error(
          `Could not write the local backend's data to ${dataDir}: ${e instanceof Error ? e.message : String(e)}`,
        );
        options.log(failure.message, e);
        settle();
      }
    }
  }

  /** Snapshot everything committed so far and start the next log; older logs go once the snapshot is safe. */
  async function compact(): Promise<void> {
    const state = engine.state();
    const nextSeq = logSeq + 1;
    const next = await open(join(dataDir, logName(nextSeq)), "a", 0o600);
    await syncDir(dataDir);
    const previous = logHandle;
    logHandle = next;
    logSeq = nextSeq;
    logBytes = 0;
    await previous?.close();
    const body: SnapshotBody = {
      logSeq: nextSeq,
      nextDocId: state.nextDocId,
      lastCreationTime: state.lastCreationTime,
      lastCommitTs: state.lastCommitTs.toString(),
      documents: state.documents.map((d) => convexToJson(d as Value)),
    };
    await writeFileAtomic(join(dataDir, SNAPSHOT), encodeSnapshot(body));
    await syncDir(dataDir);
    for (const seq of await listLogs()) if (seq < nextSeq) await rm(join(dataDir, logName(seq)), { force: true });
  }

  /** Write all of `bytes` at the file's end (a write may take only part). */
  function writeAllSync(fd: number, bytes: Buffer): void {
    for (let offset = 0; offset < bytes.length; ) offset += writeSync(fd, bytes, offset, bytes.length - offset);
  }

  /** Resolves once the commit at `ts` (by default the latest) is on disk; rejects if it cannot be. */
  function whenDurable(ts: bigint = engine.lastCommitTs()): Promise<void> {
    if (failure !== null) return Promise.reject(failure);
    if (ts <= durableTs) return Promise.resolve();
    return new Promise((resolve, reject) => waiters.push({ ts, resolve, reject }));
  }

  return {
    restore,
    record,
    whenDurable,
    /** Wait for every queued commit to be on disk. */
    async flush(): Promise<void> {
      await whenDurable();
    },
    /** Flush, compact (so the next start reads one snapshot), and close the log. */
    async close(): Promise<void> {
      await whenDurable().catch(() => undefined);
      while (writing !== null) await writing;
      if (failure === null && logHandle !== null && logBytes > 0) await compact();
      closed = true;
      await logHandle?.close();
      logHandle = null;
    },
  };
}

export type Persistence = ReturnType<typeof createPersistence>;
