import { useState } from "react";
import { useNotify } from "react-admin";
import { messageOf } from "../dataProvider/useConsole";

/**
 * A button's action in the console: busy while it runs, its notice (the text the action returns) when it
 * worked, and the server's message when it did not. The lists update live, so nothing else follows.
 */
export function useConsoleAction() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      notify(await action(), { type: "success" });
    } catch (error) {
      notify(messageOf(error), { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
