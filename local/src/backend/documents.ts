/**
 * What the local backend's modules say about documents: a stored document, one write of a commit, and the
 * table an id names. A leaf: it imports nothing of the backend, so every module can use it.
 */
import { randomBytes } from "node:crypto";

export type StoredDocument = Record<string, unknown> & { _id: string; _creationTime: number };

/** One document written by a commit: its committed value before and after (null: absent). */
export type DocumentWrite = { id: string; table: string; before: StoredDocument | null; after: StoredDocument | null };

/** A top-level commit: its timestamp and every document it wrote. */
export type Commit = { ts: bigint; writes: DocumentWrite[] };

/** How many random decimal digits a document id carries (about 100 bits), so ids cannot be guessed. */
const ID_DIGITS = 30;

/**
 * convex-test numbers documents in sequence, so neighbouring ids (storage ids in file URLs, too) could be
 * enumerated. Convex's ids are unguessable; so are these: random digits, then the table name, which is
 * the shape convex-test's `tableNameFromId` parses.
 */
export function randomDocumentId(table: string): string {
  const digits = BigInt(`0x${randomBytes(13).toString("hex")}`)
    .toString()
    .padStart(ID_DIGITS, "0")
    .slice(-ID_DIGITS);
  return `${digits}${table}`;
}

/** The table a document id names (the inverse of randomDocumentId and of convex-test's own ids). */
export function tableOfId(id: string): string {
  return id.replace(/^[0-9]+/, "");
}
