/**
 * What a function path names: its kind and whether clients may call it. convex-test runs internal
 * functions for anyone, so the server checks visibility here before running anything a client asked for.
 */
import { moduleKeyOf, type ModuleMap } from "./modules";
import type { ValidatorJson } from "./validatorJson";

export type FunctionKind = "query" | "mutation" | "action";

type RegisteredFunction = {
  isQuery?: boolean;
  isMutation?: boolean;
  isAction?: boolean;
  isPublic?: boolean;
  /** The args validator as JSON (`{"type":"any"}` when the function declares none). */
  exportArgs?: () => string;
};

export class FunctionNotFound extends Error {}

/** Each function's args validator, parsed once (exportArgs() serializes it on every call). */
const argsValidators = new WeakMap<RegisteredFunction, { argsValidator: ValidatorJson; argsJson: string }>();

function argsValidatorOf(fn: RegisteredFunction): { argsValidator: ValidatorJson; argsJson: string } {
  let known = argsValidators.get(fn);
  if (known === undefined) {
    const argsJson = typeof fn.exportArgs === "function" ? fn.exportArgs() : JSON.stringify({ type: "any" });
    known = { argsValidator: JSON.parse(argsJson) as ValidatorJson, argsJson };
    argsValidators.set(fn, known);
  }
  return known;
}

/** `members.js:register` and `members:register` name the same function, as in Convex. */
export function canonicalPath(udfPath: string): { modulePath: string; exportName: string; udfPath: string } {
  const colon = udfPath.lastIndexOf(":");
  let modulePath = colon === -1 ? udfPath : udfPath.slice(0, colon);
  const exportName = colon === -1 ? "default" : udfPath.slice(colon + 1);
  if (modulePath.endsWith(".js")) modulePath = modulePath.slice(0, -3);
  return { modulePath, exportName, udfPath: `${modulePath}:${exportName}` };
}

export function createRegistry(modules: ModuleMap) {
  return {
    /** Resolve a path a client sent; throws FunctionNotFound with Convex-like wording when unusable. */
    async resolve(rawPath: string, expected: FunctionKind | "any", allowInternal = false) {
      const { modulePath, exportName, udfPath } = canonicalPath(rawPath);
      const key = modulePath.startsWith("_") ? null : moduleKeyOf(modules, modulePath);
      const loaded = key === null ? undefined : ((await modules[key]?.()) as Record<string, unknown> | undefined);
      const fn = loaded?.[exportName] as RegisteredFunction | undefined;
      const kind: FunctionKind | null = fn?.isQuery
        ? "query"
        : fn?.isMutation
          ? "mutation"
          : fn?.isAction
            ? "action"
            : null;
      if (kind === null || (!allowInternal && fn?.isPublic !== true)) {
        throw new FunctionNotFound(
          `Could not find public function for '${udfPath}'. Did you forget to run \`npx convex dev\` or \`npx convex deploy\`?`,
        );
      }
      if (expected !== "any" && kind !== expected) {
        throw new FunctionNotFound(`Trying to execute ${udfPath} as ${expected}, but it is defined as ${kind}.`);
      }
      return { udfPath, kind, ...argsValidatorOf(fn as RegisteredFunction) };
    },
  };
}

export type Registry = ReturnType<typeof createRegistry>;
