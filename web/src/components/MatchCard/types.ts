import type { FunctionReturnType } from "convex/server";
import type { api } from "../../convexApi";

/** One match card as the server projects it (no contact data): matches.list and views.recent share it. */
export type MatchCardData = FunctionReturnType<typeof api.matches.list>["page"][number];
