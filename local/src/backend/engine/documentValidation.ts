/**
 * Documents written are checked against the schema by convex-test's union-by-Error validator: check them
 * with a compiled predicate first (fastValidator.ts), and leave only a document that does not match (and
 * its message) to convex-test's.
 * Relies on: DatabaseFake._validate (called for every document written) and DatabaseFake._schema
 * (`schemaValidation`, each table's `documentType`).
 */
import { compileValidator, type ValueCheck } from "../fastValidator";
import { requireHook, type DatabaseFake } from "./internals";

export function installCompiledDocumentValidation(database: DatabaseFake): void {
  requireHook(typeof database._validate === "function", "DatabaseFake._validate");
  const validateDocument = database._validate.bind(database);
  const documentChecks = new Map<string, ValueCheck | null>();
  database._validate = (table, doc) => {
    let check = documentChecks.get(table);
    if (check === undefined) {
      const documentType =
        database._schema?.schemaValidation === true ? database._schema.tables.get(table)?.documentType : undefined;
      check = documentType === undefined ? null : compileValidator(documentType);
      documentChecks.set(table, check);
    }
    if (check !== null && check(doc)) return;
    validateDocument(table, doc);
  };
}
