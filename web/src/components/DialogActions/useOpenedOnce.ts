import { useState } from "react";

/**
 * Whether a dialog has ever been opened, so it is mounted when first opened and stays mounted for its
 * closing transition. A list of cards would otherwise build each card's closed dialogs (forms among them)
 * in its first render, on the budget phone's critical path.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  // Set during render, as React documents for state derived from props: no extra commit.
  if (opened && !once) setOnce(true);
  return once || opened;
}
