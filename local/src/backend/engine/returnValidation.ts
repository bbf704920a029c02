/**
 * Return values validated by compiled predicates instead of convex-test's own check.
 * Relies on: convex-test reading each function's `exportReturns()` (skipping its check when it answers
 * "null") and calling its `_handler` (convex/server's registration, as convex-test loads it from a module).
 */
import type { Value } from "convex/values";
import { compileValidator } from "../fastValidator";
import { mismatchOf } from "../validateArgs";
import type { ValidatorJson } from "../validatorJson";

/** A registered Convex function as convex-test reads it from a module (convex/server's registration). */
type RegisteredFunction = ((...args: unknown[]) => unknown) & {
  isQuery?: boolean;
  isMutation?: boolean;
  isAction?: boolean;
  exportReturns(): string;
  _handler: (ctx: unknown, args: unknown) => unknown;
};

function isRegisteredFunction(value: unknown): value is RegisteredFunction {
  return (
    typeof value === "function" &&
    "_handler" in value &&
    typeof (value as Partial<RegisteredFunction>).exportReturns === "function"
  );
}

/**
 * The module map convex-test runs from, with return values validated by compiled predicates. convex-test
 * checks a union by trying each member and catching the Error each wrong one throws: a page of match cards
 * (unions of many literals) cost thousands of Errors per run, 28% of the backend's CPU under load. Each
 * function with a `returns` validator is handed to convex-test behind a Proxy whose `exportReturns`
 * answers "null" (convex-test then skips its check) and whose handler checks its result itself, inside
 * the transaction, so a mutation that returns a bad value still fails (before its commit) with
 * convex-test's wording: `Return value validation failed for query "path":` and the mismatch.
 */
export function withCompiledReturnValidation(
  modules: Record<string, () => Promise<unknown>>,
): Record<string, () => Promise<unknown>> {
  const wrapped: Record<string, () => Promise<unknown>> = {};
  for (const [key, load] of Object.entries(modules)) {
    const modulePath = key.replace(/^\.\//, "").replace(/\.(ts|js)$/, "");
    let module: Promise<unknown> | null = null;
    wrapped[key] = () =>
      (module ??= load().then((loaded) => {
        const exports: Record<string, unknown> = { ...(loaded as Record<string, unknown>) };
        for (const [name, fn] of Object.entries(exports))
          if (isRegisteredFunction(fn)) exports[name] = validatingReturns(fn, `${modulePath}:${name}`);
        return exports;
      }));
  }
  return wrapped;
}

function validatingReturns(fn: RegisteredFunction, udfPath: string): RegisteredFunction {
  const returnsJson = fn.exportReturns();
  const returns = JSON.parse(returnsJson) as ValidatorJson | null;
  if (returns === null) return fn;
  const check = compileValidator(returns, returnsJson);
  const kind = fn.isQuery === true ? "query" : fn.isMutation === true ? "mutation" : "action";
  const handler = fn._handler;
  const checkedHandler = async (ctx: unknown, args: unknown): Promise<unknown> => {
    const result = await handler(ctx, args);
    // Convex returns `undefined` as null.
    const value = result === undefined ? null : result;
    if (!check(value)) {
      const problem = mismatchOf(returns, value as Value);
      if (problem !== null) throw new Error(`Return value validation failed for ${kind} "${udfPath}":\n${problem}`);
    }
    return result;
  };
  return new Proxy(fn, {
    get(target, prop) {
      if (prop === "exportReturns") return () => "null";
      if (prop === "_handler") return checkedHandler;
      return Reflect.get(target, prop) as unknown;
    },
  });
}
