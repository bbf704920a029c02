/**
 * Crash-safe file replacement for every store of the local stack (backend data, identity, Razorpay
 * simulator): write a temp file beside the target, fsync it, rename it over the target. A crash at any
 * point leaves either the old file or the new one, never a half-written one.
 */
import { randomBytes } from "node:crypto";
import { open, rename, rm } from "node:fs/promises";

/** Replace `path` with `data`; `mode` 0600 by default, since these files hold members' data and secrets. */
export async function writeFileAtomic(path: string, data: Uint8Array | string, mode = 0o600): Promise<void> {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    const handle = await open(temp, "w", mode);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}
