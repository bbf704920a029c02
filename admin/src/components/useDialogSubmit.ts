import { useState } from "react";
import { messageOf } from "../dataProvider/useConsole";

/**
 * A dialog's submit: busy while the action runs, closed when it worked, and the server's message shown
 * in the dialog when it did not (so the staff member can correct and try again).
 */
export function useDialogSubmit(onDone: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      onDone();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, submit };
}
