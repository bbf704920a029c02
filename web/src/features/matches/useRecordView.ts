import { useMutation } from "convex/react";
import { useEffect, useState } from "react";
import { api } from "../../convexApi";
import { appError, appErrorText } from "../errors";
import { openingRecordedAtBoot, recordOpening } from "../boot";

/** Where recording the opening of a member page stands: the page is asked for only once it is recorded. */
export type Opening =
  | { kind: "recording" }
  | { kind: "recorded" }
  | { kind: "notFound" }
  | { kind: "limited"; message: string };

/**
 * Records that the member opened a profile (recently viewed, SPEC §4) before the page is asked for: the
 * server counts new pages against a daily limit and answers `members.get` only for recorded openings. A
 * re-opened page is not counted again. Over the limit the server's message says when the member can go on.
 */
export function useRecordedOpening(profileId: string): Opening {
  const record = useMutation(api.views.record);
  // Recorded already when the boot's recording landed before the page's code did (the usual first page).
  const [opening, setOpening] = useState<{ profileId: string; state: Opening }>(() => ({
    profileId,
    state: openingRecordedAtBoot(profileId) ? { kind: "recorded" } : { kind: "recording" },
  }));
  useEffect(() => {
    let current = true;
    // The page opened first records at boot (features/boot); any later one here.
    recordOpening(profileId, () => record({ profileId }))
      .then(
        () =>
          current &&
          setOpening((now) =>
            now.profileId === profileId && now.state.kind === "recorded"
              ? now
              : { profileId, state: { kind: "recorded" } },
          ),
      )
      .catch((error: unknown) => {
        if (!current) return;
        const app = appError(error);
        if (app?.code === "rate_limited")
          setOpening({ profileId, state: { kind: "limited", message: appErrorText(app) } });
        else if (app?.code === "not_found") setOpening({ profileId, state: { kind: "notFound" } });
        else {
          // A lost record only leaves the recently viewed list one short; the page may still answer.
          console.warn("Could not record the profile view", error);
          setOpening({ profileId, state: { kind: "recorded" } });
        }
      });
    return () => {
      current = false;
    };
  }, [record, profileId]);
  return opening.profileId === profileId ? opening.state : { kind: "recording" };
}
