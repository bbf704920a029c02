/**
 * A stand-in for convex/react in the account and registration tests:
 *
 *   vi.mock("convex/react", async () => (await import("../features/account/testing/convexMock")).convexReactMock);
 *
 * Auth state and `members.me` live in a small store that re-renders subscribers (as Convex does), so a
 * test can sign someone in mid-flow. Mutations and one-shot queries are vi.fn()s keyed by function name.
 */
import { getFunctionName, type FunctionReference } from "convex/server";
import { useSyncExternalStore } from "react";
import { vi, type Mock } from "vitest";

type Fn = Mock<(args: unknown) => Promise<unknown>>;

interface ConvexTestState {
  isLoading: boolean;
  isAuthenticated: boolean;
  /** members.me: undefined while loading, null without a profile. */
  me: unknown;
}

const INITIAL: ConvexTestState = { isLoading: false, isAuthenticated: false, me: undefined };
let state: ConvexTestState = INITIAL;
const listeners = new Set<() => void>();

export const convexState = {
  get: () => state,
  set(patch: Partial<ConvexTestState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  },
  /** Mutations by name, e.g. "members:register". */
  mutations: new Map<string, Fn>(),
  /** One-shot `convex.query(ref, args)` answers, by function name. */
  queries: new Map<string, Fn>(),
  reset() {
    state = INITIAL;
    this.mutations.clear();
    this.queries.clear();
  },
  mutation(name: string): Fn {
    let fn = this.mutations.get(name);
    if (!fn) {
      fn = vi.fn((_args: unknown) => Promise.resolve<unknown>(null));
      this.mutations.set(name, fn);
    }
    return fn;
  },
  query(name: string): Fn {
    let fn = this.queries.get(name);
    if (!fn) {
      fn = vi.fn((_args: unknown) => Promise.resolve<unknown>(null));
      this.queries.set(name, fn);
    }
    return fn;
  },
};

function useTestState(): ConvexTestState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

type AnyRef = FunctionReference<"query" | "mutation">;

export const convexReactMock = {
  useConvexAuth: () => {
    const s = useTestState();
    return { isLoading: s.isLoading, isAuthenticated: s.isAuthenticated };
  },
  useQuery: (ref: AnyRef, args: unknown) => {
    const s = useTestState();
    if (args === "skip") return undefined;
    return getFunctionName(ref) === "members:me" ? s.me : undefined;
  },
  useMutation: (ref: AnyRef) => {
    const name = getFunctionName(ref);
    return (args: unknown) => convexState.mutation(name)(args);
  },
  useConvex: () => ({
    query: (ref: AnyRef, args: unknown) => convexState.query(getFunctionName(ref))(args),
  }),
};
