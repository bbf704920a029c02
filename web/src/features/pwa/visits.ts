/**
 * Visits on this device, for the install banner (offered from the second visit, never at first sight).
 * A visit is a browsing session: the first app start in a tab counts, reloads and later pages of that
 * tab do not (a flag in sessionStorage, which a new tab or a restarted browser starts without).
 */
export const VISITS_KEY = "matrimony.visits";
const COUNTED_KEY = "matrimony.visitCounted";

/** Counts this visit if it is a new one, and returns how many visits this device has made. */
export function countVisit(local: Storage = localStorage, session: Storage = sessionStorage): number {
  try {
    const before = Number.parseInt(local.getItem(VISITS_KEY) ?? "0", 10);
    const visits = Number.isFinite(before) && before > 0 ? before : 0;
    if (session.getItem(COUNTED_KEY) !== null) return visits;
    session.setItem(COUNTED_KEY, "1");
    local.setItem(VISITS_KEY, String(visits + 1));
    return visits + 1;
  } catch {
    // Storage refused (a private window, full): no count, so no banner.
    return 0;
  }
}
