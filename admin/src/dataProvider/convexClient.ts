/**
 * The part of Convex's client the data provider uses. `ConvexReactClient` has it; the tests use an
 * in-memory fake (src/test/fakeConvex.ts) with the same shape.
 */
import type { ConvexReactClient } from "convex/react";
import type { FunctionReference } from "convex/server";

export type QueryRef = FunctionReference<"query">;
export type MutationRef = FunctionReference<"mutation">;
export type Args = Record<string, unknown>;

/** A live subscription: `onUpdate` fires when the result changes; `localQueryResult` throws a server error. */
export interface LiveWatch {
  onUpdate(callback: () => void): () => void;
  localQueryResult(): unknown;
}

export interface ConvexLike {
  query(ref: QueryRef, args: Args): Promise<unknown>;
  mutation(ref: MutationRef, args: Args): Promise<unknown>;
  watchQuery(ref: QueryRef, args: Args): LiveWatch;
}

/** `ConvexReactClient`'s methods are generic over each function's argument type; ours take plain records. */
export function convexLike(client: ConvexReactClient): ConvexLike {
  return {
    query: (ref, args) => client.query(ref, args),
    mutation: (ref, args) => client.mutation(ref, args),
    watchQuery: (ref, args) => client.watchQuery(ref, args),
  };
}
