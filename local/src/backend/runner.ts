/**
 * Runs one function call for a caller on the engine and turns the outcome into what Convex's protocols
 * carry: a JSON value, or an error message with `errorData` only for a ConvexError (the client wraps
 * anything that has `errorData`, even null, as a ConvexError).
 */
import type { GenericSchema, UserIdentity } from "convex/server";
import { makeFunctionReference } from "convex/server";
import { convexToJson, getConvexSize, jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { Engine } from "./engine";
import type { Gate } from "./gate";
import { withJournal, type QueryJournal } from "./journal";
import { ReadSet } from "./readSet";
import type { FunctionKind, Registry } from "./registry";
import { ArgumentValidationError, validateArgs } from "./validateArgs";

export type Outcome = { ok: true; value: JSONValue } | { ok: false; message: string; errorData?: JSONValue };

export type RunResult = { outcome: Outcome; journal: QueryJournal; kind: FunctionKind | "any"; reads: ReadSet };

export type Call = {
  kind: FunctionKind | "any";
  udfPath: string;
  /** The arguments object in Convex's JSON encoding. */
  args: JSONValue;
  identity: UserIdentity | null;
  /** Admin calls (seeding, scripts in-process) may run internal functions. */
  allowInternal?: boolean;
};

/** Convex's limit on a function's arguments. */
export const MAX_ARGUMENTS_BYTES = 16 * 1024 * 1024;

const KIND_LETTER: Record<FunctionKind, string> = { query: "Q", mutation: "M", action: "A" };

function isConvexError(e: unknown): e is Error & { data: Value } {
  return typeof e === "object" && e !== null && "data" in e && (e as unknown as Error).name === "ConvexError";
}

export function errorOutcome(e: unknown, udfPath: string, kind: FunctionKind | "any"): Outcome {
  const prefix = kind === "any" ? "" : `[CONVEX ${KIND_LETTER[kind]}(${udfPath})] `;
  if (isConvexError(e)) {
    return {
      ok: false,
      message: `${prefix}Server Error\nUncaught ConvexError: ${e.message}`,
      errorData: convexToJson(e.data),
    };
  }
  // Convex reports invalid arguments as its own error, not as one thrown by the function.
  if (e instanceof ArgumentValidationError)
    return { ok: false, message: `${prefix}Server Error\nArgumentValidationError: ${e.message}` };
  const text = e instanceof Error ? `${e.name === "Error" ? "Error" : e.name}: ${e.message}` : String(e);
  return { ok: false, message: `${prefix}Server Error\nUncaught ${text}` };
}

export type RunnerOptions = {
  /** Resolves once every commit so far is on disk: mutations and actions are answered only then. */
  whenDurable(): Promise<void>;
  /** Orders queries and mutations on the engine (mutations first); actions do not take turns. */
  gate: Gate;
  /** Told how long each mutation took from its turn's request to being on disk (for the benchmarks). */
  onMutationDone?(ms: number): void;
};

export function createRunner<S extends GenericSchema>(engine: Engine<S>, registry: Registry, options: RunnerOptions) {
  const accessor = (identity: UserIdentity | null) => (identity === null ? engine.t : engine.t.withIdentity(identity));

  async function invoke(
    kind: FunctionKind,
    udfPath: string,
    args: Record<string, Value>,
    identity: UserIdentity | null,
  ) {
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

  /**
   * Run one call. A query's reads are recorded (`reads`), so that its subscribers re-run it only when a
   * commit writes into them; a failure before the function ran reads nothing (`reads` is empty). Queries
   * and mutations take a turn on the gate, unless the caller holds a read turn already (`inTurn`).
   */
  async function run(call: Call, journal: QueryJournal = null, inTurn = false): Promise<RunResult> {
    const reads = new ReadSet();
    let kind: FunctionKind | "any" = call.kind;
    let udfPath = call.udfPath;
    try {
      const resolved = await registry.resolve(call.udfPath, call.kind, call.allowInternal === true);
      kind = resolved.kind;
      udfPath = resolved.udfPath;
      const args = jsonToConvex(call.args);
      if (typeof args !== "object" || args === null || Array.isArray(args))
        throw new ArgumentValidationError(
          `The arguments to a Convex function must be an object. Received: ${JSON.stringify(call.args)}`,
        );
      const size = getConvexSize(args);
      if (size > MAX_ARGUMENTS_BYTES)
        throw new ArgumentValidationError(
          `Arguments are too large: ${size} bytes, over Convex's limit of ${MAX_ARGUMENTS_BYTES} bytes (16 MiB).`,
        );
      validateArgs(resolved.argsValidator, args, resolved.argsJson);
      const resolvedKind = resolved.kind;
      const invokeIt = () =>
        withJournal(journal, () =>
          invoke(resolvedKind, resolved.udfPath, args as Record<string, Value>, call.identity),
        );
      let done: Awaited<ReturnType<typeof invokeIt>>;
      if (resolvedKind === "query") {
        const read = () => engine.recordReads(invokeIt, reads);
        done = await (inTurn ? read() : options.gate.run("read", read));
      } else {
        // The turn ends at the commit: waiting for the disk is shared with other commits (group commit).
        const started = performance.now();
        done = await (resolvedKind === "mutation" ? options.gate.run("write", invokeIt) : invokeIt());
        await options.whenDurable();
        if (resolvedKind === "mutation") options.onMutationDone?.(performance.now() - started);
      }
      return { outcome: { ok: true, value: convexToJson(done.result as Value) }, journal: done.journal, kind, reads };
    } catch (e) {
      return { outcome: errorOutcome(e, udfPath, kind), journal, kind, reads };
    }
  }

  return { run };
}

export type Runner = ReturnType<typeof createRunner>;
