/**
 * The stand-in for convex/react in web tests. Live queries answer from a table keyed by function name
 * ("members:me"), and changing an answer (or the auth state) re-renders subscribers the way a live Convex
 * subscription does. Mutations, actions and one-shot `useConvex().query` calls are vi.fn()s per name.
 *
 *   import { convex } from "../test/fakeConvex";
 *   vi.mock("convex/react", async () => (await import("../test/fakeConvex")).fakeConvexReact);
 *
 * One instance per test file (vitest isolates modules per file); setup.ts resets it before every test, so
 * each test starts signed in, with every query loading (undefined) and fresh mocks.
 */
import { getFunctionName, type FunctionReference } from "convex/server";
import { useSyncExternalStore } from "react";
import { vi, type Mock } from "vitest";

type AnyRef = FunctionReference<"query" | "mutation" | "action">;

/** A mutation, action or one-shot query: called with the function's arguments, resolving to its result. */
export type FunctionMock = Mock<(args?: unknown) => Promise<unknown>>;

export interface ConvexAuthState {
  isLoading: boolean;
  isAuthenticated: boolean;
}

export interface PaginatedAnswer {
  results: unknown[];
  status: "LoadingFirstPage" | "CanLoadMore" | "LoadingMore" | "Exhausted";
  loadMore: Mock<(numItems: number) => void>;
}

const SIGNED_IN: ConvexAuthState = { isLoading: false, isAuthenticated: true };

function functionMock(): FunctionMock {
  return vi.fn((_args?: unknown) => Promise.resolve<unknown>(null));
}

export class FakeConvex {
  private authState: ConvexAuthState = SIGNED_IN;
  private answers = new Map<string, unknown>();
  private paginated = new Map<string, PaginatedAnswer>();
  private functions = new Map<string, FunctionMock>();
  private oneShots = new Map<string, FunctionMock>();
  private listeners = new Set<() => void>();
  private version = 0;
  /** Arguments each live query was last called with, by function name (absent: never asked, or skipped). */
  readonly queryArgs = new Map<string, unknown>();

  /** What `useConvex()` returns: one object, as the real client is, so effects depending on it do not re-run. */
  readonly client = {
    query: (ref: AnyRef, args?: unknown): Promise<unknown> => this.oneShotQuery(getFunctionName(ref))(args),
  };

  /** Back to the start: signed in, no answers, fresh mocks. */
  reset(): void {
    this.authState = SIGNED_IN;
    this.answers.clear();
    this.paginated.clear();
    this.functions.clear();
    this.oneShots.clear();
    this.queryArgs.clear();
    this.notify();
  }

  get auth(): ConvexAuthState {
    return this.authState;
  }

  /** Change what useConvexAuth() says; mounted components re-render, so a test can sign someone in mid-flow. */
  setAuth(patch: Partial<ConvexAuthState>): void {
    this.authState = { ...this.authState, ...patch };
    this.notify();
  }

  /**
   * Set a live query's answer: undefined while loading, an Error makes the query throw (as a failed Convex
   * query does). Mounted subscribers re-render with it.
   */
  setQuery(name: string, answer: unknown): void {
    this.answers.set(name, answer);
    this.notify();
  }

  setPaginated(name: string, answer: Partial<PaginatedAnswer>): PaginatedAnswer {
    const full: PaginatedAnswer = { results: [], status: "Exhausted", loadMore: vi.fn(), ...answer };
    this.paginated.set(name, full);
    this.notify();
    return full;
  }

  /**
   * The mock behind useMutation(api.<name>) or useAction(api.<name>), created on first use so a test can set
   * its behaviour before or after rendering. It resolves to null unless told otherwise.
   */
  mutation(name: string): FunctionMock {
    return getOrCreate(this.functions, name);
  }

  /** The mock behind a one-shot `useConvex().query(api.<name>, args)`; resolves to null unless told otherwise. */
  oneShotQuery(name: string): FunctionMock {
    return getOrCreate(this.oneShots, name);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): number => this.version;

  answer(name: string): unknown {
    const value = this.answers.get(name);
    if (value instanceof Error) throw value;
    return value;
  }

  paginatedAnswer(name: string): PaginatedAnswer {
    let answer = this.paginated.get(name);
    if (!answer) {
      // Stored without notifying: this runs during a render, and the test may read loadMore afterwards.
      answer = { results: [], status: "Exhausted", loadMore: vi.fn() };
      this.paginated.set(name, answer);
    }
    return answer;
  }

  private notify(): void {
    this.version++;
    for (const listener of this.listeners) listener();
  }
}

function getOrCreate(mocks: Map<string, FunctionMock>, name: string): FunctionMock {
  let mock = mocks.get(name);
  if (!mock) {
    mock = functionMock();
    mocks.set(name, mock);
  }
  return mock;
}

/** The fake every test in a file talks to, and the mocked module reads. */
export const convex = new FakeConvex();

/** Re-renders the caller whenever the fake changes, as a Convex subscription would. */
function useFakeVersion(): number {
  return useSyncExternalStore(convex.subscribe, convex.snapshot);
}

/** The convex/react module the tests mock in. */
export const fakeConvexReact = {
  useConvexAuth: (): ConvexAuthState => {
    useFakeVersion();
    return convex.auth;
  },
  useQuery: (ref: AnyRef, args?: unknown): unknown => {
    useFakeVersion();
    if (args === "skip") return undefined;
    const name = getFunctionName(ref);
    convex.queryArgs.set(name, args ?? {});
    return convex.answer(name);
  },
  usePaginatedQuery: (ref: AnyRef, args: unknown) => {
    useFakeVersion();
    if (args === "skip") return { results: [], status: "LoadingFirstPage", isLoading: true, loadMore: vi.fn() };
    const answer = convex.paginatedAnswer(getFunctionName(ref));
    return { ...answer, isLoading: answer.status === "LoadingFirstPage" || answer.status === "LoadingMore" };
  },
  useMutation: (ref: AnyRef): FunctionMock => convex.mutation(getFunctionName(ref)),
  // Actions are mocked like mutations: a vi.fn per function name.
  useAction: (ref: AnyRef): FunctionMock => convex.mutation(getFunctionName(ref)),
  useConvex: () => convex.client,
};
