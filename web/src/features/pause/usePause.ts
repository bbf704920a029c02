import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { toastError, toastSuccess } from "../account/feedback";
import { errorMessage } from "../errors";

/** Pause or resume the member's own profile (members.setPaused), with a toast either way. */
export function usePause(): { busy: boolean; setPaused: (paused: boolean) => Promise<void> } {
  const mutate = useMutation(api.members.setPaused);
  const [busy, setBusy] = useState(false);
  const setPaused = async (paused: boolean) => {
    setBusy(true);
    try {
      await mutate({ paused });
      toastSuccess(t(paused ? "pause.pausedToast" : "pause.resumedToast"));
    } catch (error) {
      toastError(errorMessage(error, t("pause.failed")));
    } finally {
      setBusy(false);
    }
  };
  return { busy, setPaused };
}
