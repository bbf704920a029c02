import { useState } from "react";
import { errorMessage } from "../../features/errors";

export interface DialogAction {
  /** The action is running. */
  busy: boolean;
  /** What the last try failed with, in the member's words; null before a try and once one starts. */
  error: string | null;
  /** Starts the action (for DialogActions' onAction). */
  perform: () => void;
}

/**
 * A dialog's action whose failure is shown in the dialog (DialogActions' alert) rather than as a toast:
 * `run` does the work and closes the dialog; a failure is kept as the server's message, or `failed`.
 */
export function useDialogAction(run: () => Promise<void>, failed: string): DialogAction {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const perform = async () => {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (e) {
      setError(errorMessage(e, failed));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, perform: () => void perform() };
}
