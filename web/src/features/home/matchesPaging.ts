import { recall } from "../navigation/scrollMemory";

/** Cards per page: a desktop's first three rows of four, a few phone screens. */
export const MATCHES_PAGE_SIZE = 12;
/** At most this many cards are loaded at once when Back returns to the list (four pages). */
const MAX_RESTORED = 4 * MATCHES_PAGE_SIZE;
/** Under this name a history entry remembers how many cards it showed (scrollMemory). */
export const LOADED_MATCHES = "loadedMatches";

/**
 * How many cards the list asks for first: a page, or on returning to a history entry (Back from a member
 * page, a reload) as many as it showed before, so the list is as long as it was and the scroll position can
 * return. `entryKey` is react-router's location key. The boot (features/boot) asks for the same first page.
 */
export function initialMatchCount(entryKey: string): number {
  return Math.min(MAX_RESTORED, Math.max(MATCHES_PAGE_SIZE, recall(entryKey, LOADED_MATCHES) ?? 0));
}

/** The first page's arguments of `matches.list`, as the list's paginated query sends them. */
export function firstMatchesArgs(entryKey: string): { paginationOpts: { numItems: number; cursor: null } } {
  return { paginationOpts: { numItems: initialMatchCount(entryKey), cursor: null } };
}
