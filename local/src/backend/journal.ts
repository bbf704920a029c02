/**
 * Query journals for paginated queries. Convex pins each page's end cursor in the query's journal, so a
 * re-run returns the same range (growing or shrinking) instead of shifting rows across page boundaries.
 * We do the same over the `1.0/queryPage` syscall: on a re-run, the journal's end cursor is passed as
 * `endCursor`; on any run, the page's end is recorded as the new journal.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { SyscallMiddleware } from "./engine";

type JournalState = { pinned: string | null; recorded: string | null };

const current = new AsyncLocalStorage<JournalState>();

export type QueryJournal = string | null;

function parseJournal(journal: QueryJournal): string | null {
  if (journal === null) return null;
  try {
    const parsed = JSON.parse(journal) as { endCursor?: unknown };
    return typeof parsed.endCursor === "string" ? parsed.endCursor : null;
  } catch {
    return null;
  }
}

/** Run a query with the journal the client holds; returns the journal to send back. */
export async function withJournal<R>(
  journal: QueryJournal,
  run: () => Promise<R>,
): Promise<{ result: R; journal: QueryJournal }> {
  const state: JournalState = { pinned: parseJournal(journal), recorded: null };
  const result = await current.run(state, run);
  return { result, journal: state.recorded === null ? null : JSON.stringify({ endCursor: state.recorded }) };
}

type QueryPageArgs = { endCursor?: string | null } & Record<string, unknown>;
type QueryPageResult = { continueCursor: string; isDone: boolean } & Record<string, unknown>;

export const journalMiddleware: SyscallMiddleware = async (op, jsonArgs, next) => {
  const state = current.getStore();
  if (op !== "1.0/queryPage" || state === undefined) return await next(op, jsonArgs);
  const args = JSON.parse(jsonArgs) as QueryPageArgs;
  if ((args.endCursor ?? null) === null && state.pinned !== null) args.endCursor = state.pinned;
  const result = JSON.parse(await next(op, JSON.stringify(args))) as QueryPageResult;
  const end = args.endCursor ?? null;
  if (end !== null && end !== "_end_cursor") {
    // convex-test reports "done" when the pinned end row was deleted; the page still ends there.
    result.continueCursor = end;
    result.isDone = false;
  }
  state.recorded = result.continueCursor;
  return JSON.stringify(result);
};
