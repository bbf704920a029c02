import { preloadableLazy, type ComponentModule } from "../../features/boot";
import type { ReactNode } from "react";
import { withCopy } from "../../i18n";
import { PublicNavbar } from "./PublicNavbar";

/**
 * The member parts of the layout (SiteLayout.tsx), fetched lazily so that visitors never download them
 * (the landing page stays light), each with the words it shows: its code can be here before the page's
 * words (it comes in the member pages' chunk, vite/chunking.ts), and drawn without them it would show
 * message keys.
 */
const withWords = <P extends object>(load: () => Promise<ComponentModule<P>>, whileBooting: ReactNode = null) =>
  preloadableLazy(withCopy(load), whileBooting);

/** The member navbar and its menu code (the visitor's navbar stands in until it is here). */
export const MemberNavbar = withWords(
  () => import("./MemberNavbar").then((m) => ({ default: m.MemberNavbar })),
  <PublicNavbar />,
);
/** A staff warning shows above every member page until acknowledged. */
export const NoticeBanner = withWords(() =>
  import("../../features/safety/NoticeBanner").then((m) => ({ default: m.NoticeBanner })),
);
/** "Your profile is paused", above every member page while it is: fetched only for a paused member. */
export const PausedNotice = withWords(() =>
  import("../../features/pause/PausedNotice").then((m) => ({ default: m.PausedNotice })),
);
/** The live notice when someone sees the member's number: approved members only. */
export const NumberRevealNotice = withWords(() =>
  import("../../features/privacy/NumberRevealNotice").then((m) => ({ default: m.NumberRevealNotice })),
);

/**
 * Fetches the three every member page shows (with the current language's words) as a member page boots
 * (Router.tsx's preloadMemberPage): meanwhile they draw their stand-ins without suspending
 * (preloadableLazy.tsx). The paused notice is not among them: few members are paused, and the others
 * would fetch it before the page's words.
 */
export function preloadMemberLayout(): Promise<unknown> {
  return Promise.all([MemberNavbar.preloadAtBoot(), NoticeBanner.preloadAtBoot(), NumberRevealNotice.preloadAtBoot()]);
}
