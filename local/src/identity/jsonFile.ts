/**
 * A JSON document on disk, replaced atomically (temp file, fsync, rename), so a crash mid-write leaves
 * either the old or the new version, never a torn one. Writes are queued so a later snapshot can never
 * be overtaken by an earlier one.
 */
import { readFile } from "node:fs/promises";
import { writeFileAtomic } from "../atomicFile";

export class JsonFile<T> {
  private queue: Promise<void> = Promise.resolve();

  constructor(readonly path: string) {}

  /**
   * The stored value, or undefined when the file does not exist yet. A corrupt file is an error, not an empty store.
   */
  async read(): Promise<T | undefined> {
    let text: string;
    try {
      text = await readFile(this.path, "utf8");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw err;
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new Error(`Local identity: ${this.path} is not valid JSON; move it away to start empty.`);
    }
  }

  write(value: T): Promise<void> {
    const text = JSON.stringify(value, null, 2);
    const next = this.queue.then(() => writeFileAtomic(this.path, text));
    // Keep the queue alive after a failed write; the caller still sees the failure.
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Resolves once every queued write has finished. */
  flush(): Promise<void> {
    return this.queue;
  }
}
