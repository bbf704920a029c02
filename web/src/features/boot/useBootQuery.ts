/**
 * How a page's hooks meet the boot's first questions (bootQueries.ts): the boot watches `members.me`, the
 * first matches and a member's page while the page's code downloads, and records the opening of that page;
 * the page's own hooks take them over through these.
 */
import { useEffect } from "react";
import { bootOpeningLanded, releaseBootQuery, takeBootOpening, type BootQueryName } from "./bootQueries";

export type { BootQueryName };

/**
 * Lets the boot stop watching `name` once the page's own subscription to it has `answered`: Convex's client
 * shares the one subscription, so the boot's watch kept the answer warm until then.
 */
export function useBootQuery(name: BootQueryName, answered: boolean): void {
  useEffect(() => {
    if (answered) releaseBootQuery(name);
  }, [name, answered]);
}

/** Whether the boot's recording of this member page's opening has already landed (the page can draw at once). */
export function openingRecordedAtBoot(profileId: string): boolean {
  return bootOpeningLanded(profileId);
}

/** The boot's recording of this member page's opening when it made one (taken once), else `record()`'s. */
export function recordOpening(profileId: string, record: () => Promise<null>): Promise<null> {
  return takeBootOpening(profileId) ?? record();
}
