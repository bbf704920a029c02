/** A Convex validator as a function exports it (`exportArgs()`, `exportReturns()`): JSON, checked and printed here. */

export type FieldJson = { fieldType: ValidatorJson; optional: boolean };

export type ValidatorJson =
  | { type: "null" | "number" | "bigint" | "boolean" | "string" | "bytes" | "any" }
  | { type: "literal"; value: unknown }
  | { type: "id"; tableName: string }
  | { type: "array"; value: ValidatorJson }
  | { type: "record"; keys: ValidatorJson; values: FieldJson }
  | { type: "object"; value: Record<string, FieldJson> }
  | { type: "union"; value: ValidatorJson[] };
