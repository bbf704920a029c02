/**
 * A stand-in for convex/react in page tests: queries answer from a table keyed by function name
 * ("members:me"), and changing an answer re-renders subscribers the way a live Convex subscription does.
 * Use it from a test file with
 *   const fake = vi.hoisted(() => ({ current: null as FakeConvex | null }));
 *   vi.mock("convex/react", async () => (await import(".../fakeConvex")).fakeConvexReact(fake));
 */
import { getFunctionName, type FunctionReference } from "convex/server";
import { useSyncExternalStore } from "react";
import { vi, type Mock } from "vitest";

type AnyRef = FunctionReference<"query" | "mutation" | "action", "public">;

export interface PaginatedAnswer {
  results: unknown[];
  status: "LoadingFirstPage" | "CanLoadMore" | "LoadingMore" | "Exhausted";
  loadMore: Mock;
}

export class FakeConvex {
  auth = { isLoading: false, isAuthenticated: true };
  private answers = new Map<string, unknown>();
  private paginated = new Map<string, PaginatedAnswer>();
  private mutations = new Map<string, Mock>();
  private listeners = new Set<() => void>();
  private version = 0;
  /** Arguments each query was last called with, by function name. */
  readonly queryArgs = new Map<string, unknown>();

  /** Set a query's answer (an Error makes the query throw, as a failed Convex query does). */
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

  /** The mock behind useMutation(api.<name>), created on first use so tests can set its behaviour first. */
  mutation(name: string): Mock {
    let mock = this.mutations.get(name);
    if (!mock) {
      mock = vi.fn(() => Promise.resolve(null));
      this.mutations.set(name, mock);
    }
    return mock;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): number => this.version;

  private notify(): void {
    this.version++;
    for (const listener of this.listeners) listener();
  }

  answer(name: string): unknown {
    const value = this.answers.get(name);
    if (value instanceof Error) throw value;
    return value;
  }

  paginatedAnswer(name: string): PaginatedAnswer {
    return this.paginated.get(name) ?? this.setPaginatedSilently(name);
  }

  private setPaginatedSilently(name: string): PaginatedAnswer {
    const empty: PaginatedAnswer = { results: [], status: "Exhausted", loadMore: vi.fn() };
    this.paginated.set(name, empty);
    return empty;
  }
}

/** The convex/react module the tests mock in, reading from `holder.current`. */
export function fakeConvexReact(holder: { current: FakeConvex | null }) {
  const fake = (): FakeConvex => {
    if (!holder.current) throw new Error("Set fake.current = new FakeConvex() in beforeEach.");
    return holder.current;
  };
  const useVersion = () => {
    const f = fake();
    return useSyncExternalStore(f.subscribe, f.snapshot);
  };
  return {
    useConvexAuth: () => fake().auth,
    useQuery: (ref: AnyRef, args?: unknown) => {
      useVersion();
      const name = getFunctionName(ref);
      if (args === "skip") return undefined;
      fake().queryArgs.set(name, args ?? {});
      return fake().answer(name);
    },
    usePaginatedQuery: (ref: AnyRef, args: unknown) => {
      useVersion();
      if (args === "skip") return { results: [], status: "LoadingFirstPage", isLoading: true, loadMore: vi.fn() };
      const answer = fake().paginatedAnswer(getFunctionName(ref));
      return { ...answer, isLoading: answer.status === "LoadingFirstPage" || answer.status === "LoadingMore" };
    },
    useMutation: (ref: AnyRef) => fake().mutation(getFunctionName(ref)),
    // Actions are mocked like mutations: a vi.fn per function name.
    useAction: (ref: AnyRef) => fake().mutation(getFunctionName(ref)),
  };
}
