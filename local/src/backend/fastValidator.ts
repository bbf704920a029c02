/**
 * Validators compiled once into plain predicates. convex-test checks a union by trying each member and
 * catching the Error each wrong one throws; a card with a dozen fields that are unions of many literals
 * (caste, district, profession...) cost thousands of thrown Errors, and return-value validation was
 * 28% of the backend's CPU under the live-updates bench. Here a union of literals is one Set lookup and
 * nothing throws; when a value does not match, the caller builds the message the slow way (validateArgs).
 */
import { tableOfId } from "./documents";
import type { ValidatorJson } from "./validatorJson";

export type ValueCheck = (value: unknown) => boolean;

/** convex-test's notion of a plain object (prototype Object or null, or an Object from another realm). */
function isSimpleObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null;
  return prototype === null || prototype === Object.prototype || prototype.constructor?.name === "Object";
}

const isPrimitiveLiteral = (v: ValidatorJson): v is { type: "literal"; value: string | number | boolean } =>
  v.type === "literal" && (typeof v.value === "string" || typeof v.value === "number" || typeof v.value === "boolean");

function compile(validator: ValidatorJson): ValueCheck {
  switch (validator.type) {
    case "any":
      return () => true;
    case "null":
      return (v) => v === null;
    case "number":
      return (v) => typeof v === "number";
    case "bigint":
      return (v) => typeof v === "bigint";
    case "boolean":
      return (v) => typeof v === "boolean";
    case "string":
      return (v) => typeof v === "string";
    case "bytes":
      return (v) => v instanceof ArrayBuffer;
    case "literal": {
      const expected = validator.value;
      return (v) => v === expected;
    }
    case "id": {
      const table = validator.tableName;
      return (v) => typeof v === "string" && tableOfId(v) === table;
    }
    case "array": {
      const item = compile(validator.value);
      return (v) => Array.isArray(v) && v.every((x) => item(x));
    }
    case "record": {
      const key = compile(validator.keys);
      const value = compile(validator.values.fieldType);
      return (v) => isSimpleObject(v) && Object.entries(v).every(([k, x]) => key(k) && (x === undefined || value(x)));
    }
    case "object": {
      const fields = Object.entries(validator.value).map(([name, f]) => ({
        name,
        optional: f.optional,
        check: compile(f.fieldType),
      }));
      const known = new Set(fields.map((f) => f.name));
      return (v) => {
        if (!isSimpleObject(v)) return false;
        for (const f of fields) {
          const x = v[f.name];
          if (x === undefined ? !f.optional : !f.check(x)) return false;
        }
        // A field set to undefined is absent once serialized, as Convex sees it.
        for (const k in v) if (!known.has(k) && v[k] !== undefined) return false;
        return true;
      };
    }
    case "union": {
      const literals = new Set(validator.value.filter(isPrimitiveLiteral).map((l) => l.value));
      const others = validator.value.filter((m) => !isPrimitiveLiteral(m)).map(compile);
      return (v) =>
        ((typeof v === "string" || typeof v === "number" || typeof v === "boolean") && literals.has(v)) ||
        others.some((check) => check(v));
    }
  }
}

const compiled = new Map<string, ValueCheck>();

/** The validator's predicate, compiled once per distinct validator. */
export function compileValidator(validator: ValidatorJson, json: string = JSON.stringify(validator)): ValueCheck {
  let check = compiled.get(json);
  if (check === undefined) {
    check = compile(validator);
    compiled.set(json, check);
  }
  return check;
}
