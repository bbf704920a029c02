/**
 * Argument validation as a Convex deployment does it, before the handler runs, with its wording
 * ("ArgumentValidationError: Value does not match validator. Path: … Value: … Validator: …"), against
 * the function's exported validator JSON. convex-test validates too, but crashes on `null` where an
 * object is expected ("Uncaught TypeError") and words its errors differently.
 */
import { convexToJson, type Value } from "convex/values";
import { tableOfId } from "./documents";
import { compileValidator } from "./fastValidator";
import type { ValidatorJson } from "./validatorJson";

export class ArgumentValidationError extends Error {
  override name = "ArgumentValidationError";
}

/** A validator as its `v.` expression, as Convex prints it in these errors. */
export function printValidator(validator: ValidatorJson): string {
  switch (validator.type) {
    case "null":
      return "v.null()";
    case "number":
      return "v.float64()";
    case "bigint":
      return "v.int64()";
    case "boolean":
      return "v.boolean()";
    case "string":
      return "v.string()";
    case "bytes":
      return "v.bytes()";
    case "any":
      return "v.any()";
    case "literal":
      return `v.literal(${JSON.stringify(validator.value)})`;
    case "id":
      return `v.id("${validator.tableName}")`;
    case "array":
      return `v.array(${printValidator(validator.value)})`;
    case "record":
      return `v.record(${printValidator(validator.keys)}, ${printValidator(validator.values.fieldType)})`;
    case "object":
      return `v.object({${Object.entries(validator.value)
        .map(
          ([name, f]) =>
            `${name}: ${f.optional ? `v.optional(${printValidator(f.fieldType)})` : printValidator(f.fieldType)}`,
        )
        .join(", ")}})`;
    case "union":
      return `v.union(${validator.value.map(printValidator).join(", ")})`;
  }
}

function printValue(value: Value | undefined): string {
  if (value === undefined) return "undefined";
  return JSON.stringify(convexToJson(value));
}

function isPlainObject(value: unknown): value is Record<string, Value | undefined> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof ArrayBuffer) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

/** The first problem with `value`, as Convex words it, or null when it matches. */
function check(validator: ValidatorJson, value: Value | undefined, path: string): string | null {
  const mismatch = () =>
    `Value does not match validator.\nPath: ${path === "" ? "." : path}\nValue: ${printValue(value)}\nValidator: ${printValidator(validator)}`;
  switch (validator.type) {
    case "any":
      return null;
    case "null":
      return value === null ? null : mismatch();
    case "number":
      return typeof value === "number" ? null : mismatch();
    case "bigint":
      return typeof value === "bigint" ? null : mismatch();
    case "boolean":
      return typeof value === "boolean" ? null : mismatch();
    case "string":
      return typeof value === "string" ? null : mismatch();
    case "bytes":
      return value instanceof ArrayBuffer ? null : mismatch();
    case "literal":
      return value === validator.value ? null : mismatch();
    case "id":
      return typeof value === "string" && tableOfId(value) === validator.tableName ? null : mismatch();
    case "array":
      if (!Array.isArray(value)) return mismatch();
      for (const [i, item] of value.entries()) {
        const problem = check(validator.value, item, `${path}[${i}]`);
        if (problem !== null) return problem;
      }
      return null;
    case "record":
      if (!isPlainObject(value)) return mismatch();
      for (const [key, item] of Object.entries(value)) {
        const problem =
          check(validator.keys, key, `${path}.${key}`) ??
          (item === undefined ? null : check(validator.values.fieldType, item, `${path}.${key}`));
        if (problem !== null) return problem;
      }
      return null;
    case "object": {
      if (!isPlainObject(value)) return mismatch();
      for (const [name, field] of Object.entries(validator.value)) {
        const item = value[name];
        if (item === undefined) {
          if (field.optional) continue;
          return `Object is missing the required field \`${name}\`. Consider wrapping the field validator in \`v.optional(...)\` if this is expected.\n\nObject: ${printValue(value)}\nValidator: ${printValidator(validator)}`;
        }
        const problem = check(field.fieldType, item, `${path}.${name}`);
        if (problem !== null) return problem;
      }
      for (const name of Object.keys(value)) {
        if (!(name in validator.value) && value[name] !== undefined) {
          return `Object contains extra field \`${name}\` that is not in the validator.\n\nObject: ${printValue(value)}\nValidator: ${printValidator(validator)}`;
        }
      }
      return null;
    }
    case "union":
      return validator.value.some((member) => check(member, value, path) === null) ? null : mismatch();
  }
}

/** The first problem with `value`, as Convex words it, or null when it matches (slow: for messages). */
export function mismatchOf(validator: ValidatorJson, value: Value | undefined): string | null {
  return check(validator, value, "");
}

/** Throw Convex's ArgumentValidationError when `args` do not match the function's args validator. */
export function validateArgs(validator: ValidatorJson, args: Value, json?: string): void {
  if (compileValidator(validator, json)(args)) return;
  const problem = check(validator, args, "");
  if (problem !== null) throw new ArgumentValidationError(problem);
}
