import { useMutation } from "convex/react";
import { useCallback } from "react";
import { api } from "../../convexApi";

/** Router state a match card hands to the member page: the view is recorded already. */
export interface MemberLinkState {
  viewRecorded: true;
}
export const VIEW_RECORDED_STATE: MemberLinkState = { viewRecorded: true };

export function wasViewRecorded(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as Partial<MemberLinkState>).viewRecorded === true;
}

/**
 * Records that the member opened a profile (recently viewed, SPEC §4). Fire and forget: opening the page
 * must not wait on the network, and a lost view only leaves the recently viewed list one short.
 */
export function useRecordView(): (profileId: string) => void {
  const record = useMutation(api.views.record);
  return useCallback(
    (profileId: string) => {
      record({ profileId }).catch((error: unknown) => {
        console.warn("Could not record the profile view", error);
      });
    },
    [record],
  );
}
