/**
 * Runs one function call for a caller on the engine and turns the outcome into what Convex's protocols
 * carry: a JSON value, or an error message with `errorData` only for a ConvexError (the client wraps
 * anything that has `errorData`, even null, as a ConvexError).
 */
import type { GenericSchema, UserIdentity } from "convex/server";
import { makeFunctionReference } from "convex/server";
import { convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { Engine } from "./engine";
import { withJournal, type QueryJournal } from "./journal";
import type { FunctionKind, Registry } from "./registry";

export type Outcome = { ok: true; value: JSONValue } | { ok: false; message: string; errorData?: JSONValue };

export type Call = {
  kind: FunctionKind | "any";
  udfPath: string;
  /** The arguments object in Convex's JSON encoding. */
  args: JSONValue;
  identity: UserIdentity | null;
  /** Admin calls (seeding, scripts in-process) may run internal functions. */
  allowInternal?: boolean;
};

const KIND_LETTER: Record<FunctionKind, string> = { query: "Q", mutation: "M", action: "A" };

function isConvexError(e: unknown): e is Error & { data: Value } {
  return typeof e === "object" && e !== null && "data" in e && (e as unknown as Error).name === "ConvexError";
}

export function errorOutcome(e: unknown, udfPath: string, kind: FunctionKind | "any"): Outcome {
  const prefix = kind === "any" ? "" : `[CONVEX ${KIND_LETTER[kind]}(${udfPath})] `;
  if (isConvexError(e)) {
    return { ok: false, message: `${prefix}Server Error\nUncaught ConvexError: ${e.message}`, errorData: convexToJson(e.data) };
  }
  const text = e instanceof Error ? `${e.name === "Error" ? "Error" : e.name}: ${e.message}` : String(e);
  return { ok: false, message: `${prefix}Server Error\nUncaught ${text}` };
}

export function createRunner<S extends GenericSchema>(engine: Engine<S>, registry: Registry) {
  const accessor = (identity: UserIdentity | null) => (identity === null ? engine.t : engine.t.withIdentity(identity));

  async function invoke(kind: FunctionKind, udfPath: string, args: Record<string, Value>, identity: UserIdentity | null) {
    const t = accessor(identity);
    switch (kind) {
      case "query":
        return await t.query(makeFunctionReference<"query">(udfPath), args);
      case "mutation":
        return await t.mutation(makeFunctionReference<"mutation">(udfPath), args);
      case "action":
        return await t.action(makeFunctionReference<"action">(udfPath), args);
    }
  }

  async function run(call: Call, journal: QueryJournal = null): Promise<{ outcome: Outcome; journal: QueryJournal; kind: FunctionKind | "any" }> {
    let kind: FunctionKind | "any" = call.kind;
    let udfPath = call.udfPath;
    try {
      const resolved = await registry.resolve(call.udfPath, call.kind, call.allowInternal === true);
      kind = resolved.kind;
      udfPath = resolved.udfPath;
      const args = jsonToConvex(call.args);
      if (typeof args !== "object" || args === null || Array.isArray(args)) throw new Error("The arguments to a Convex function must be an object.");
      const resolvedKind = resolved.kind;
      const done = await withJournal(journal, () => invoke(resolvedKind, resolved.udfPath, args as Record<string, Value>, call.identity));
      return { outcome: { ok: true, value: convexToJson(done.result as Value) }, journal: done.journal, kind };
    } catch (e) {
      return { outcome: errorOutcome(e, udfPath, kind), journal, kind };
    }
  }

  return { run };
}

export type Runner = ReturnType<typeof createRunner>;
