import { useState } from "react";
import { errorMessage } from "../errors";

export interface Attempt {
  /** The work is running. */
  busy: boolean;
  /** Why the last try failed, in the member's words; null before a try and once one starts. */
  error: string | null;
  /** Starts a try (a dialog's action, a form's submit). */
  perform: () => void;
}

/**
 * A form or dialog whose failure is shown beside it rather than as a toast. `run` does the work; it fails
 * by throwing (the server's message is kept, or `failed` for an unknown error) or by returning the
 * message to show (an answer such as "wrong code" that is not an error).
 */
export function useAttempt(run: () => Promise<string | void>, failed: string): Attempt {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const perform = async () => {
    setBusy(true);
    setError(null);
    try {
      const refused = await run();
      if (typeof refused === "string") setError(refused);
    } catch (e) {
      setError(errorMessage(e, failed));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, perform: () => void perform() };
}
