/**
 * Unguessable document ids (documents.ts's randomDocumentId) instead of convex-test's sequence.
 * Relies on: DatabaseFake._generateId (every new document's id, storage ids too).
 */
import { randomDocumentId } from "../documents";
import { requireHook, type DatabaseFake } from "./internals";

export function installRandomIds(database: DatabaseFake): void {
  requireHook(typeof database._generateId === "function", "DatabaseFake._generateId");
  database._generateId = randomDocumentId;
}
