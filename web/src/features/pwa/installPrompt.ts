/**
 * Android's "Add to home screen": Chrome fires `beforeinstallprompt` once the app is installable and lets
 * the page show the prompt later, from a tap. The event is caught as early as the app starts (main.tsx;
 * it is not fired twice) and kept here until the banner (InstallBanner.tsx) may offer it.
 */
import { countVisit } from "./visits";

/** The event as Chrome defines it (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export const INSTALL_DISMISSED_KEY = "matrimony.installDismissed";
/** Visits before the banner may show: never on the first. */
export const INSTALL_FROM_VISIT = 2;

let deferred: BeforeInstallPromptEvent | null = null;
let visits = 0;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

export function watchInstallPrompt(): void {
  visits = countVisit();
  window.addEventListener("beforeinstallprompt", (event) => {
    // Chrome's own mini-infobar stays away: the app chooses when to offer it.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    changed();
  });
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function dismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
  } catch {
    return true;
  }
}

const standalone = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(display-mode: standalone)").matches;

/**
 * The prompt, when the banner may offer it: the browser offered one, from the second visit, not refused, not installed.
 */
export function offerableInstallPrompt(): BeforeInstallPromptEvent | null {
  return deferred && visits >= INSTALL_FROM_VISIT && !dismissed() && !standalone() ? deferred : null;
}

/** Shows the browser's prompt; the event can be used once. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  changed();
  await event.prompt();
  await event.userChoice;
}

export function dismissInstall(): void {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()));
  } catch {
    // Not stored: the banner still goes for this visit.
  }
  deferred = null;
  changed();
}
