/**
 * The moment to offer alerts: right after the member did something whose answer they will wait for (an
 * interest sent). The offer (PushOffer.tsx) shows once per visit at most, and not again once refused.
 */
export const PUSH_OFFER_DISMISSED_KEY = "matrimony.pushOfferDismissed";

let offered = false;
let shownThisVisit = false;
const listeners = new Set<() => void>();

export function subscribePushOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const pushOfferWanted = (): boolean => offered;

function refused(): boolean {
  try {
    return localStorage.getItem(PUSH_OFFER_DISMISSED_KEY) !== null;
  } catch {
    return true;
  }
}

/** Called after an interest is sent. */
export function offerPushAlerts(): void {
  if (shownThisVisit || refused() || typeof Notification === "undefined" || Notification.permission !== "default")
    return;
  offered = true;
  shownThisVisit = true;
  for (const listener of listeners) listener();
}

export function closePushOffer(remember: boolean): void {
  if (remember) {
    try {
      localStorage.setItem(PUSH_OFFER_DISMISSED_KEY, String(Date.now()));
    } catch {
      // Not remembered: it may be offered again on a later visit.
    }
  }
  offered = false;
  for (const listener of listeners) listener();
}
