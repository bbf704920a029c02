/**
 * The first questions a member page asks the server, asked as the app boots rather than once
 * React has drawn the providers, the guard and the page: `members.me`, and beside it on /home the first
 * matches page, on /user/:id the recording of the opening (`views.record`) and the page (`members.get`).
 * The answers arrive while the page's code is still downloading.
 *
 * Convex's client shares one subscription between everyone watching the same query with the same arguments,
 * so when the page's `useQuery` subscribes, the answer is already there. Each watch here is held until the
 * page has subscribed (`releaseBootQuery`, called by the hooks once they have their answer), or at most
 * HOLD_MS, so a page that never asks (a redirect, a pending member) does not keep it alive.
 */
import type { ConvexReactClient } from "convex/react";
import type { FunctionReference } from "convex/server";
import { api } from "../../convexApi";
import { firstMatchesArgs } from "../home/matchesPaging";
import { startBootAuth } from "./bootAuth";
import { memberPageKey } from "./memberRoutes";

/** The watches the boot holds for the page's hooks. */
export type BootQueryName = "me" | "matches" | "memberPage";

/** Long enough for the slowest phone to download and draw the page; the hooks release sooner. */
export const HOLD_MS = 60_000;

const held = new Map<BootQueryName, () => void>();
let opening: { profileId: string; recorded: Promise<null>; landed: boolean } | null = null;

/** Stops holding the boot's watch of this query: the page's own subscription has it now. */
export function releaseBootQuery(name: BootQueryName): void {
  held.get(name)?.();
  held.delete(name);
}

/**
 * The boot's recording of the opening of this member's page, once (the page then waits on it instead of
 * recording again); undefined when the boot recorded none for it.
 */
export function takeBootOpening(profileId: string): Promise<null> | undefined {
  if (opening?.profileId !== profileId) return undefined;
  const { recorded } = opening;
  opening = null;
  return recorded;
}

/**
 * Whether the boot's recording of the opening of this member's page has already landed (and not yet been
 * taken): the page can then be drawn in its first render, as members.get has its answer by then, instead
 * of drawing a loader first and the page a render later.
 */
export function bootOpeningLanded(profileId: string): boolean {
  return opening?.profileId === profileId && opening.landed;
}

type Query = FunctionReference<"query">;

/**
 * Starts fetching the page's main photo (the first card's, the member's) as soon as its URL is known, at
 * the high priority its <img> will ask for (ProfilePhoto), so it is there when the page draws it.
 */
function preloadPhoto(url: string | null | undefined): void {
  if (!url) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.setAttribute("as", "image");
  link.setAttribute("fetchpriority", "high");
  link.href = url;
  document.head.append(link);
}

/**
 * Watches `query` for the page (see above). `onAnswer` is called with its answers until it returns anything
 * but `false`: members.get answers null until the opening's recording has landed, then the member.
 */
function hold<Q extends Query>(
  convex: ConvexReactClient,
  name: BootQueryName,
  query: Q,
  args: Q["_args"],
  onAnswer?: (value: Q["_returnType"]) => boolean | void,
): void {
  const watch = convex.watchQuery(query, args);
  let answered = false;
  const stop = watch.onUpdate(() => {
    if (answered || !onAnswer) return;
    let value: Q["_returnType"] | undefined;
    try {
      value = watch.localQueryResult();
    } catch {
      return; // An error is the page's to show when it asks.
    }
    if (value === undefined) return;
    answered = onAnswer(value) !== false;
  });
  held.set(name, stop);
  setTimeout(() => releaseBootQuery(name), HOLD_MS);
}

export interface BootQueryParts {
  convex: ConvexReactClient;
  /** The local identity's token, as LocalAuth gives it to Convex. */
  fetchToken(args: { forceRefreshToken: boolean }): Promise<string | null>;
  /** The member the token is for. */
  userId: string;
  pathname: string;
  /** react-router's key of the history entry being opened (its state's `key`, "default" on a first visit). */
  entryKey: string;
}

/**
 * Authenticates the Convex client with the member's token and starts the page's first queries. The
 * client holds the queries back until the token is sent, so none runs signed out. LocalAuth's provider
 * adopts this authentication when React mounts it (bootAuth.ts) rather than authenticating again.
 */
export function startBootQueries({ convex, fetchToken, userId, pathname, entryKey }: BootQueryParts): void {
  startBootAuth(convex, userId, fetchToken);
  const page = memberPageKey(pathname);
  hold(convex, "me", api.members.me, {}, (me) => {
    // Member pages are for approved members only; anyone else sees a notice, and asks for no matches.
    if (me === null || me.profile.status !== "approved") {
      releaseBootQuery("matches");
      releaseBootQuery("memberPage");
    }
  });
  // The page's first questions go beside members.me, not after its answer: most who open these pages
  // are approved members, and the round trip saved is the page's. Anyone else is refused,
  // quietly (Convex's client logs no refused query; the refused recording is caught here), and the watches
  // are let go once members.me has answered.
  if (page === "/user/:userId") {
    const profileId = decodeURIComponent(pathname.split("/")[2] ?? "");
    // Recorded before the page is asked for (useRecordedOpening), and the page asked for at once: Convex
    // answers the mutation only once its write shows in the queries, so the page is there when it resolves.
    const recorded = convex.mutation(api.views.record, { profileId });
    const current = { profileId, recorded, landed: false };
    recorded.then(
      () => void (current.landed = true),
      () => undefined, // The page's hook reports a refusal when it takes this.
    );
    opening = current;
    setTimeout(() => void takeBootOpening(profileId), HOLD_MS);
    hold(convex, "memberPage", api.members.get, { profileId }, (member) => {
      // Null first, while the recording lands (the page then waits on it too): wait for the member.
      if (member === null) return false;
      if (!member.photoLock) preloadPhoto(member.photos[0]?.thumbUrl);
    });
  }
  if (page === "/home") {
    hold(convex, "matches", api.matches.list, firstMatchesArgs(entryKey), ({ page: cards }) => {
      const first = cards[0];
      if (first && !first.photoLock) preloadPhoto(first.photoThumbUrl ?? first.photoUrl);
    });
  }
}
